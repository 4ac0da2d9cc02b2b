import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Location, renderWithShop } from '../../test/render';
import FilterPanel from './FilterPanel';

const brandFacet = (length) =>
  Array.from({ length }, (_, index) => ({ value: `Brand ${index + 1}`, count: 100 - index }));
const FACETS = {
  brand: [{ value: 'Sony', count: 1200 }, { value: 'Bose', count: 8 }, ...brandFacet(10)],
  price: { min: '19.99', max: '2499.00' },
};

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderFilters(route, props = {}) {
  const view = renderWithShop(
    <>
      <FilterPanel facets={FACETS} {...props} />
      <Location />
      <Back />
    </>,
    { route },
  );
  return { ...view, location: () => screen.getByTestId('location').textContent };
}

const brandList = () => within(screen.getByRole('group', { name: 'Brand' }));

describe('the brand filter', () => {
  it('lists the first ten brands with their counts, and the rest on "Show all"', async () => {
    const user = userEvent.setup();
    renderFilters('/audio');
    expect(brandList().getAllByRole('checkbox')).toHaveLength(10);
    expect(brandList().getByRole('checkbox', { name: 'Sony 1,200' })).not.toBeChecked();
    expect(brandList().getByText('8')).toBeInTheDocument();
    expect(brandList().queryByRole('checkbox', { name: /^Brand 9 / })).not.toBeInTheDocument();

    const more = brandList().getByRole('button', { name: 'Show all 12 brands' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(brandList().getAllByRole('checkbox')).toHaveLength(12);
    expect(brandList().getByRole('checkbox', { name: 'Brand 10 91' })).toBeInTheDocument();
    await user.click(brandList().getByRole('button', { name: 'Show fewer' }));
    expect(brandList().getAllByRole('checkbox')).toHaveLength(10);
  });

  it('checks a brand into the URL, keeping the rest of it, and Back unchecks it', async () => {
    const user = userEvent.setup();
    const { location } = renderFilters('/audio?search=tv&sort=price');
    await user.click(brandList().getByRole('checkbox', { name: /^Sony/ }));
    expect(location()).toBe('/audio?search=tv&sort=price&brand=Sony');
    await user.click(brandList().getByRole('checkbox', { name: /^Bose/ }));
    expect(location()).toBe('/audio?search=tv&sort=price&brand=Bose%2CSony');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/audio?search=tv&sort=price&brand=Sony');
    expect(brandList().getByRole('checkbox', { name: /^Bose/ })).not.toBeChecked();
    expect(brandList().getByRole('checkbox', { name: /^Sony/ })).toBeChecked();
    await user.click(brandList().getByRole('checkbox', { name: /^Sony/ }));
    expect(location()).toBe('/audio?search=tv&sort=price');
  });

  it('keeps a checked brand in sight: past the first ten, or with nothing left to match', () => {
    renderFilters('/audio?brand=Brand%2010,Gone');
    expect(brandList().getAllByRole('checkbox')).toHaveLength(12);
    expect(brandList().getByRole('checkbox', { name: 'Brand 10 91' })).toBeChecked();
    expect(brandList().getByRole('checkbox', { name: 'Gone 0' })).toBeChecked();
  });

  it('keeps the last brands up while the next answer loads, and says when counts are capped', async () => {
    const user = userEvent.setup();
    function NextAnswer() {
      const [loading, setLoading] = useState(false);
      return (
        <>
          <FilterPanel facets={loading ? null : { ...FACETS, countCapped: true }} />
          <button type="button" onClick={() => setLoading(true)}>
            Load
          </button>
        </>
      );
    }
    renderWithShop(<NextAnswer />);
    expect(screen.getByText('Counts from the first 1,000 matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(brandList().getAllByRole('checkbox')).toHaveLength(10);
  });
});

describe('the price range', () => {
  it('applies on Enter, with the range in order, not on each keystroke', async () => {
    const user = userEvent.setup();
    const { location } = renderFilters('/audio?brand=Sony');
    const min = screen.getByLabelText('Min price');
    const max = screen.getByLabelText('Max price');
    expect(min).toHaveAttribute('placeholder', '19');
    expect(max).toHaveAttribute('placeholder', '2499');

    await user.type(min, '500');
    await user.type(max, '100');
    expect(location()).toBe('/audio?brand=Sony');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/audio?brand=Sony&minPrice=100&maxPrice=500');
    expect(min).toHaveValue(100);
    expect(max).toHaveValue(500);
    expect(max).toHaveFocus();
  });

  it('applies when focus leaves the range, and shows the URL’s range after Back', async () => {
    const user = userEvent.setup();
    const { location } = renderFilters('/audio?maxPrice=800');
    const max = screen.getByLabelText('Max price');
    expect(max).toHaveValue(800);
    await user.clear(max);
    await user.type(max, '250.5');
    await user.tab(); // to Apply: still in the range
    expect(location()).toBe('/audio?maxPrice=800');
    await user.tab(); // out of it
    expect(location()).toBe('/audio?maxPrice=250.50');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/audio?maxPrice=800');
    expect(max).toHaveValue(800);
  });
});

describe('the panel', () => {
  it('clears its filters and the page’s own, keeping the search and sort', async () => {
    const user = userEvent.setup();
    const { location } = renderFilters('/scooters?search=e&band=under-500&brand=Sony&minPrice=5&sort=price', {
      pageFilters: ['band', 'subcategory'],
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/scooters?search=e&sort=price');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Min price')).toHaveValue(null);
  });

  it('folds behind its "Filters" button (the style sheet hides the closed panel on a phone)', async () => {
    const user = userEvent.setup();
    renderFilters('/audio');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('filters__panel--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('filters__panel--open');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchedUrls, mockApi, page } from '../../test/fakeApi';
import { CATALOG, makeProduct } from '../../test/fixtures';
import { renderStorefront } from '../../test/render';
import { COMPARE_STORAGE_KEY, compareEntry } from '../../lib/compare/compareRules';

const phone = (id, overrides = {}) =>
  makeProduct({
    id,
    name: `Phone ${id}`,
    category: 'Smartphones',
    brand: 'Lumen',
    specifications: { Display: '6.1-inch', Storage: '128 GB' },
    ...overrides,
  });
const p1 = phone(1, { price: '899.00', stock: 3 });
const p2 = phone(2, { price: '499.00', stock: 0, specifications: { Display: '6.7-inch', Storage: '128 GB' } });
const p3 = phone(3, { stock: 20, specifications: { Display: '6.1-inch', Storage: '128 GB', Battery: '5000 mAh' } });
const p4 = phone(4);
const p5 = phone(5);
const laptop = makeProduct({ id: 9, name: 'Book Pro', category: 'Laptops' });
const ALL = [p1, p2, p3, p4, p5, laptop];

function api() {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/products/suggest', { products: [], categories: [] }],
    [
      'GET',
      '/api/products',
      (url) => {
        const ids = new URL(url, 'http://x').searchParams.get('ids');
        if (ids === null) return page(ALL);
        // Like the server: the active ones of those asked, in that order (product 404 is inactive).
        return ids
          .split(',')
          .map((id) => ALL.find((product) => product.id === Number(id)))
          .filter(Boolean);
      },
    ],
    ['GET', /\/api\/products\/\d+$/, (url) => ALL.find((product) => url.endsWith(`/${product.id}`))],
  ]);
}

const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]').map((entry) => entry.id);
const store = (...products) =>
  window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(products.map(compareEntry)));
const compareButton = (name) => screen.getByRole('button', { name: `Compare ${name}` });

describe('choosing products to compare', () => {
  it('toggles from the cards, keeps the choice in storage and shows the tray', async () => {
    const user = userEvent.setup();
    api();
    renderStorefront('/?q=phone');
    await screen.findByRole('link', { name: 'Phone 1' });
    expect(compareButton('Phone 1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(compareButton('Phone 1'));
    await user.click(compareButton('Phone 3'));
    expect(compareButton('Phone 1')).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([1, 3]);

    const tray = await screen.findByRole('complementary', { name: 'Product comparison' });
    expect(within(tray).getByRole('button', { name: 'Compare Smartphones (2 of 4)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(tray).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/compare?ids=1,3');

    await user.click(compareButton('Phone 1')); // pressed again: out
    expect(compareButton('Phone 1')).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([3]);
  });

  it('refuses another category and a fifth product, saying why', async () => {
    const user = userEvent.setup();
    api();
    renderStorefront('/?q=phone');
    await screen.findByRole('link', { name: 'Phone 1' });
    await user.click(compareButton('Phone 1'));
    await user.click(compareButton('Book Pro'));
    expect(await screen.findByText(/Only products of one category can be compared/)).toBeInTheDocument();
    expect(compareButton('Book Pro')).toHaveAttribute('aria-pressed', 'false');

    for (const name of ['Phone 2', 'Phone 3', 'Phone 4', 'Phone 5']) await user.click(compareButton(name));
    expect(await screen.findByText(/You can compare up to 4 products at a time/)).toBeInTheDocument();
    expect(stored()).toEqual([1, 2, 3, 4]);
  });

  it('removes from the tray, and clears it', async () => {
    const user = userEvent.setup();
    api();
    store(p1, p2, p3);
    renderStorefront('/?q=phone');
    const tray = await screen.findByRole('complementary', { name: 'Product comparison' });
    await user.click(within(tray).getByRole('button', { name: 'Remove Phone 2 from comparison' }));
    expect(stored()).toEqual([1, 3]);
    expect(within(tray).getByRole('button', { name: /^Compare Smartphones/ })).toHaveFocus();
    await user.click(within(tray).getByRole('button', { name: /^Compare Smartphones/ }));
    expect(within(tray).getByRole('button', { name: /^Compare Smartphones/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(tray).getByRole('button', { name: 'Clear' }));
    expect(stored()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Product comparison' })).toBeNull());
  });

  it('toggles from the product page', async () => {
    const user = userEvent.setup();
    api();
    renderStorefront('/product/2');
    await user.click(await screen.findByRole('button', { name: 'Compare Phone 2' }));
    expect(stored()).toEqual([2]);
  });
});

describe('the compare page', () => {
  it('lays the stored products side by side, marks differing rows and can show only those', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    store(p1, p2, p3);
    renderStorefront('/compare');
    const table = await screen.findByRole('table', { name: 'Comparison of 3 products' });
    // The title is set in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.title).toBe('Compare products – Voltcart'));
    expect(fetchedUrls(fetchMock, '/api/products')).toContain('/api/products?ids=1%2C2%2C3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Phone 1', 'Phone 2', 'Phone 3']);
    const row = (name) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr');
    expect(row('Price')).toHaveTextContent('$899.00$499.00$499.00');
    expect(row('Stock')).toHaveTextContent('Low Stock - Only 3 left!Out of StockIn Stock');
    expect(row('Display')).toHaveClass('compare-table__row--differs');
    expect(row('Display')).toHaveTextContent('DisplayDiffers6.1-inch6.7-inch6.1-inch');
    expect(row('Battery')).toHaveTextContent('BatteryDiffers—Not listed—Not listed5000 mAh');
    expect(row('Storage')).not.toHaveClass('compare-table__row--differs');

    const onlyDifferences = screen.getByRole('switch', { name: 'Show only differences' });
    await user.click(onlyDifferences);
    expect(onlyDifferences).toBeChecked();
    expect(within(table).queryByRole('rowheader', { name: 'Storage' })).toBeNull();
    expect(within(table).queryByRole('rowheader', { name: 'Brand' })).toBeNull();
    expect(row('Display')).toBeInTheDocument();
    expect(row('Price')).toBeInTheDocument(); // price and availability always stay
  });

  it('reads the ids from the URL, removes a product and adds to the cart', async () => {
    const user = userEvent.setup();
    api();
    renderStorefront('/compare?ids=2,1');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Phone 2', 'Phone 1']);
    expect(within(table).getByRole('button', { name: 'Out of Stock – Phone 2' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Add to Cart – Phone 1' }));
    expect(await screen.findByText('Phone 1 has been added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Phone 2 from comparison' }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Phone 1']);
    await user.click(within(table).getByRole('button', { name: 'Remove Phone 1 from comparison' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
  });

  it('drops a product that is no longer available from the selection, naming it', async () => {
    api();
    store(p1, { ...compareEntry(phone(404)), name: 'Retired Phone' });
    renderStorefront('/compare');
    expect(await screen.findByText('Retired Phone is no longer available and was removed from your comparison.'));
    await waitFor(() => expect(stored()).toEqual([1]));
    expect(screen.getByRole('table', { name: 'Comparison of 1 product' })).toBeInTheDocument();
  });

  it('says there is nothing to compare when nothing is chosen', async () => {
    api();
    renderStorefront('/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockApi, page } from '../../test/fakeApi';
import { CATALOG, makeProduct } from '../../test/fixtures';
import { renderStorefront } from '../../test/render';
import { SUGGEST_DEBOUNCE_MS } from './suggestions';

const aurora = makeProduct({ id: 3, name: 'Aurora X1', brand: 'Lumen', category: 'Smartphones', price: '899.00' });
const buds = makeProduct({ id: 8, name: 'Aurora Buds', brand: 'Lumen', price: '99.00' });

const suggestionsFor = (q) =>
  q.length < 2
    ? { products: [], categories: [] }
    : {
        products: [aurora, buds]
          .filter((p) => p.name.toLowerCase().includes(q.toLowerCase()))
          .map(({ id, name, brand, category, price, imageUrl }) => ({ id, name, brand, category, price, imageUrl })),
        categories: 'audio'.includes(q.toLowerCase()) ? [{ name: 'Audio', path: '/audio' }] : [],
      };

function api(suggest = (url) => suggestionsFor(new URL(url, 'http://x').searchParams.get('q'))) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/featured-items/active', null],
    ['GET', '/api/products/home', []],
    ['GET', '/api/products/suggest', suggest],
    ['GET', '/api/products', page([aurora, buds])],
    ['GET', '/api/products/3', aurora],
  ]);
}

// Both header variants are in the DOM (CSS shows one); the tests type in the desktop one.
const searchField = () => screen.getAllByRole('combobox', { name: 'Search products' })[0];
const listboxOf = (input) => document.getElementById(input.getAttribute('aria-controls'));

// The debounce runs on fake timers the test moves (they also follow the real clock, so testing-library's waits
// still poll); typing advances them as it goes.
const typist = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const pause = (ms) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('search suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('suggests from two characters on, as a listbox the field controls', async () => {
    const user = typist();
    const fetchMock = api();
    renderStorefront('/');
    const input = searchField();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'a');
    await pause(SUGGEST_DEBOUNCE_MS * 2);
    expect(fetchedUrls(fetchMock, '/api/products/suggest')).toEqual([]);

    await user.type(input, 'ur');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(listbox).toBe(listboxOf(input));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Aurora X1Lumen$899.00', 'Aurora BudsLumen$99.00']);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(options[0].querySelector('img')).toHaveAttribute('alt', '');
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    // Debounced: one request for the text the shopper paused on.
    expect(fetchedUrls(fetchMock, '/api/products/suggest')).toEqual(['/api/products/suggest?q=aur']);
  });

  it('moves with the arrows and opens the active product with Enter', async () => {
    const user = typist();
    api();
    renderStorefront('/');
    const input = searchField();
    await user.type(input, 'aur');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const [first, second] = within(listbox).getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}'); // wrapped back to the first
    expect(await screen.findByRole('heading', { name: 'Aurora X1', level: 1 })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists matching categories and opens one on click', async () => {
    const user = typist();
    api();
    renderStorefront('/');
    await user.type(searchField(), 'aud');
    const group = await screen.findByRole('group', { name: 'Categories' });
    await user.click(within(group).getByRole('option', { name: 'Audio' }));
    expect(await screen.findByRole('heading', { name: 'Audio', level: 1 })).toBeInTheDocument();
  });

  it('Enter without a chosen option keeps the full results; Escape closes, then clears', async () => {
    const user = typist();
    api();
    renderStorefront('/');
    const input = searchField();
    await user.type(input, 'aur');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { name: 'Results for “aur”' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('aur');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('closes when the field loses focus', async () => {
    const user = typist();
    api();
    renderStorefront('/');
    const input = searchField();
    await user.type(input, 'aur');
    await screen.findByRole('listbox');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('never shows a late answer for older text', async () => {
    const user = typist();
    let answerOlderText;
    const fetchMock = api((url) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      if (q !== 'au') return suggestionsFor('x1');
      return new Promise((resolve) => {
        answerOlderText = () => resolve(suggestionsFor('buds'));
      });
    });
    renderStorefront('/');
    const input = searchField();
    await user.type(input, 'au');
    await pause(SUGGEST_DEBOUNCE_MS);
    expect(fetchedUrls(fetchMock, '/api/products/suggest')).toEqual(['/api/products/suggest?q=au']); // on its way
    await user.type(input, 'r');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option')).toHaveTextContent('Aurora X1');

    await act(async () => answerOlderText());
    await pause(SUGGEST_DEBOUNCE_MS);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aurora X1Lumen$899.00']);
  });
});

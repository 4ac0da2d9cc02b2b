// The home page as the server renders it, hydrated as main.jsx does: the first row and everything above it are
// adopted at once, the rows below keep the server's HTML until they near the screen (components/LazyHydrate.jsx),
// and nothing is a mismatch.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fallbackFrom } from '../../api/swr';
import { deferLazyHydration } from '../../lib/lazyHydration';
import Root from '../../Root';
import { mockApi } from '../../test/fakeApi';
import { hydrateInTest } from '../../test/hydrate';
import { hydratedByReact, lazyHydrationTests } from '../../test/lazyHydration';
import { serverPage } from '../../test/serverPage';
import { CATALOG, CATEGORIES, makeProduct } from '../../test/fixtures';

const SECTIONS = CATEGORIES.map(({ name, slug }) => ({
  category: name,
  slug,
  products: [1, 2, 3].map((n) => makeProduct({ name: `${name} ${n}`, category: name })),
}));
const ANSWERS = JSON.stringify({
  '/api/categories': CATALOG,
  '/api/featured-items/active': null,
  '/api/products/home': SECTIONS,
  site: { testPayments: false },
});

const intersections = lazyHydrationTests();

const rows = () => screen.getAllByRole('region').filter((region) => region.classList.contains('carousel'));

describe('the home page adopted by the browser', () => {
  it('hydrates its first row at once and each row below as it nears the screen, without a mismatch', async () => {
    mockApi([]);
    // The page embeds each card's product with what the card reads; the server renders from that too.
    const { html, answers, site } = serverPage('/', ANSWERS);
    const [card] = answers['/api/products/home'][0].products;
    expect(card).toMatchObject({ name: 'Smartphones 1', price: '499.00', stock: 10 });
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('specifications');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverRows = [...container.querySelectorAll('section.carousel')];
    expect(serverRows).toHaveLength(9);
    const recoverable = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    deferLazyHydration();
    await hydrateInTest(container, <Root fallback={fallbackFrom(answers)} site={site} router={BrowserRouter} />, {
      onRecoverableError: (error) => recoverable.push(error.message),
    });

    expect(rows()).toEqual(serverRows); // the server's elements, all of them
    expect(rows().map((row) => hydratedByReact(row))).toEqual([true, ...Array(8).fill(false)]);
    expect(intersections.observers).toHaveLength(8);

    // The third row nears the screen.
    await act(async () => intersections.reach(intersections.observers[1]));
    expect(rows().map((row) => hydratedByReact(row))).toEqual([true, false, true, ...Array(6).fill(false)]);

    // Adding from the last row, before it neared the screen: hydrated on the press, and the press counts.
    const last = rows()[8];
    await act(async () => fireEvent.click(within(last).getAllByRole('button', { name: /^Add / })[0]));
    expect(screen.getByRole('button', { name: /^Shopping cart/ })).toHaveAccessibleName('Shopping cart, 1 item');
    expect(rows()).toEqual(serverRows);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

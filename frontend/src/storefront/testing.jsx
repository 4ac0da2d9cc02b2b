// Test helpers for the storefront: a fake API behind fetch, and renderers with the real providers.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { readInitialData } from '../api/initialData';
import { fallbackFrom, swrConfig } from '../api/swr';
import { CartProvider } from '../cart/CartContext';
import { ToastProvider } from '../components/Toast';
import StorefrontRoutes from './StorefrontRoutes';

export const CATEGORIES = [
  ['Smartphones', 'smartphones'],
  ['Laptops', 'laptops'],
  ['Tablets', 'tablets'],
  ['Audio', 'audio'],
  ['Gaming', 'gaming'],
  ['Smart Home', 'smart-home'],
  ['Wearables', 'wearables'],
  ['Electric Scooters', 'electric-scooters'],
  ['Home Appliances', 'home-appliances'],
].map(([name, slug]) => ({
  name,
  slug,
  path: `/${slug}`,
  subcategoryRequired: name === 'Tablets' || name === 'Home Appliances',
}));

export const CATALOG = {
  categories: CATEGORIES,
  colors: { Blue: '#1E66D0', Black: '#000000' },
  tabletColors: { Silver: '#C0C0C0' },
  unknownColor: '#808080',
};

let nextId = 1;
export function makeProduct(overrides = {}) {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    description: 'A dependable device.',
    price: '499.00',
    originalPrice: null,
    category: 'Audio',
    subcategory: '',
    brand: 'Acme',
    model: `AC-${id}`,
    color: null,
    colorOptions: [],
    features: ['Fast'],
    specifications: { Weight: '1 kg' },
    imageUrl: `/static/products/${id}.svg`,
    imageUrls: [],
    stock: 10,
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const page = (results) => ({ count: results.length, next: null, previous: null, results });

const STATUS_REPLY = Symbol('status reply');
/** A reply with a status other than 200. */
export const withStatus = (status, body) => ({ [STATUS_REPLY]: true, status, body });

/**
 * Replaces fetch with a fake API. `routes` is a list of [method, matcher, reply]: matcher is a path
 * (matched without the query string) or a RegExp on the full URL; reply is a body, withStatus(...),
 * or a function (url, body) => either (or a promise of either). Returns the fetch mock.
 */
export function mockApi(routes) {
  const fetchMock = vi.fn(async (url, init = {}) => {
    const method = init.method ?? 'GET';
    const route = routes.find(
      ([m, matcher]) => m === method && (matcher instanceof RegExp ? matcher.test(url) : url.split('?')[0] === matcher),
    );
    if (!route) return new Response(JSON.stringify({ message: `No mock for ${method} ${url}` }), { status: 500 });
    let reply = route[2];
    if (typeof reply === 'function') reply = await reply(url, init.body ? JSON.parse(init.body) : undefined);
    const { status, body } = reply?.[STATUS_REPLY] ? reply : { status: 200, body: reply };
    return new Response(body === null ? 'null' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched so far with the given path. */
export const fetchedUrls = (fetchMock, path) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);

/**
 * What the app reads from a page whose template embedded `data` ({"<api url>": body}, URLs as the
 * server writes them), through the same reader as main.jsx.
 */
export function embeddedData(data) {
  const page = new DOMParser().parseFromString(
    `<script id="initial-data" type="application/json">${JSON.stringify(data)}</script>`,
    'text/html',
  );
  return readInitialData(page);
}

function Providers({ route, initialData = {}, children }) {
  return (
    <SWRConfig
      value={{ ...swrConfig, fallback: fallbackFrom(initialData), provider: () => new Map(), dedupingInterval: 0 }}
    >
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>{children}</ToastProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** A component inside the router, SWR (fresh cache), toasts and the cart. */
export function renderWithShop(ui, { route = '/' } = {}) {
  return render(
    <Providers route={route}>
      <CartProvider>{ui}</CartProvider>
    </Providers>,
  );
}

/** The whole storefront at a route; `initialData` as from embeddedData (the page's first-screen answers). */
export function renderStorefront(route = '/', { initialData } = {}) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has no scrolling
  return render(
    <Providers route={route} initialData={initialData}>
      <StorefrontRoutes />
    </Providers>,
  );
}

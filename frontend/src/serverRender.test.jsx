// The server's renderer and the browser's first render must agree, or React throws the server's HTML away
// (a hydration mismatch, error #418). The page embeds its answers under the URLs the server writes.
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackFrom } from './api/swr';
import Root from './Root';
import { mockApi, page } from './test/fakeApi';
import { hydrateInTest } from './test/hydrate';
import { serverPage } from './test/serverPage';
import { CATALOG, makeProduct } from './test/fixtures';
import { categoryFirstPageUrl } from './storefront/category/pageConfig';
import { searchFirstPageUrl } from './storefront/home/searchQuery';

const SPACED = ['Smart Home', 'Electric Scooters', 'Home Appliances'];

const FACETS = {
  brand: [
    { value: 'Volt', count: 3 },
    { value: 'Acme', count: 1 },
  ],
  price: { min: '19.99', max: '2499.00' },
};

/** A category page's embedded answers at the page's `query`, a space written as %20 (as a page kept from before may
 * have them), and the site's settings beside them. */
function categoryAnswers(name, site = { testPayments: false }, query = '') {
  const firstPage = categoryFirstPageUrl(name, new URLSearchParams(query)).replace(/\+/g, '%20');
  const product = makeProduct({ name: `${name} Pro`, category: name });
  return JSON.stringify({ '/api/categories': CATALOG, [firstPage]: { ...page([product]), facets: FACETS }, site });
}

/** The app's HTML at `path` as the server renders it (serverRender.jsx renderPage). */
const serverHtml = (path, answers) => serverPage(path, answers).html;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the server-rendered first screen', () => {
  it.each(SPACED)('of %s shows its products, read from the answers keyed as the server writes them', (name) => {
    const path = `/${name.toLowerCase().replace(/ /g, '-')}`;
    const html = serverHtml(path, categoryAnswers(name));
    expect(html).toContain(`${name} Pro`);
    expect(html).toMatch(/1 [\w ]+ found/);
  });

  /** The page's server HTML at `path`, hydrated as main.jsx does: {container, recoverable, consoleError}. */
  async function hydrated(path, answers) {
    const { html, answers: embedded, site } = serverPage(path, answers);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    window.history.replaceState(null, '', path);
    const recoverable = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrateInTest(container, <Root fallback={fallbackFrom(embedded)} site={site} router={BrowserRouter} />, {
      onRecoverableError: (error) => recoverable.push(error.message),
    });
    return { container, recoverable, consoleError };
  }

  it.each(SPACED)('of %s is adopted by the browser without a mismatch', async (name) => {
    mockApi([]); // after hydration the page may ask for what it did not embed (subcategories)
    const path = `/${name.toLowerCase().replace(/ /g, '-')}`;
    const { container, recoverable, consoleError } = await hydrated(path, categoryAnswers(name));
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(`${name} Pro`);
    expect(container.querySelector('.test-payments-banner')).toBeNull();
  });

  it('of a category embeds its products with what their cards read, and the cards show the same', async () => {
    mockApi([]);
    const answers = categoryAnswers('Smart Home');
    const { answers: embedded } = serverPage('/smart-home', answers);
    const [product] = embedded[categoryFirstPageUrl('Smart Home', new URLSearchParams())].results;
    expect(product).toMatchObject({ name: 'Smart Home Pro', description: 'A dependable device.', price: '499.00' });
    expect(product).not.toHaveProperty('specifications');
    expect(product).not.toHaveProperty('features');
    expect(product).not.toHaveProperty('model');

    const { container, recoverable, consoleError } = await hydrated('/smart-home', answers);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('A dependable device.');
  });

  it('shows the test payments banner the site settings ask for, in the server HTML and after hydration', async () => {
    mockApi([]);
    const answers = categoryAnswers('Smart Home', { testPayments: true });
    expect(serverHtml('/smart-home', answers)).toContain('test-payments-banner');
    const { container, recoverable, consoleError } = await hydrated('/smart-home', answers);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('.test-payments-banner')).toBeInTheDocument();
  });

  it('of a category with filters, a search and a sort in its URL shows them checked, and is adopted as it is', async () => {
    mockApi([]);
    const query = '?search=pro&sort=price&brand=Acme&minPrice=100&maxPrice=500';
    const answers = categoryAnswers('Smart Home', undefined, query);
    const html = serverHtml(`/smart-home${query}`, answers);
    expect(html).toContain('Smart Home Pro');
    expect(html).toMatch(/<input type="checkbox" class="facet__box" checked=""/);
    expect(html).toContain('value="100"');

    const { container, recoverable, consoleError } = await hydrated(`/smart-home${query}`, answers);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const [volt, acme] = container.querySelectorAll('.facet__box');
    expect([volt.checked, acme.checked]).toEqual([false, true]);
    expect(container).toHaveTextContent('1 product found');
  });

  it('of the home search with a brand shows the results and the filters, and is adopted as it is', async () => {
    mockApi([]);
    const query = '?q=pro&brand=Volt';
    const firstPage = searchFirstPageUrl(new URLSearchParams(query));
    const product = makeProduct({ name: 'Volt Pro' });
    const answers = JSON.stringify({
      '/api/categories': CATALOG,
      [firstPage]: { ...page([product]), facets: FACETS },
      site: {},
    });
    expect(serverHtml(`/${query}`, answers)).toContain('Volt Pro');

    const { container, recoverable, consoleError } = await hydrated(`/${query}`, answers);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Results for “pro”');
    expect(container.querySelector('.facet__box').checked).toBe(true);
  });
});

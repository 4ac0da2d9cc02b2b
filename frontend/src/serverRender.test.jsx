// The server's renderer and the browser's first render must agree, or React throws the server's HTML away
// (a hydration mismatch, error #418). The page embeds its answers under the URLs the server writes.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseInitialData } from './api/initialData';
import { fallbackFrom } from './api/swr';
import Root from './Root';
import { mockApi, page } from './test/fakeApi';
import { CATALOG, makeProduct } from './test/fixtures';
import './serverRender';

const SPACED = ['Smart Home', 'Electric Scooters', 'Home Appliances'];

/** A category page's embedded answers, a space written as %20 (as a page kept from before may have them), and the
 * site's settings beside them. */
function categoryAnswers(name, site = { testPayments: false }) {
  const firstPage = `/api/products?category=${name.replace(/ /g, '%20')}&ordering=name&limit=24&offset=0`;
  const product = makeProduct({ name: `${name} Pro`, category: name });
  return JSON.stringify({ '/api/categories': CATALOG, [firstPage]: page([product]), site });
}

/** The app's HTML at `path` as the server renders it (serverRender.jsx renderPage). */
const serverHtml = (path, answers) =>
  JSON.parse(globalThis.renderPage(path, answers, 'https://shop.example', true)).html;

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
    const container = document.createElement('div');
    container.innerHTML = serverHtml(path, answers);
    document.body.append(container);
    window.history.replaceState(null, '', path);
    const recoverable = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { answers: embedded, site } = parseInitialData(answers);
    await act(async () => {
      hydrateRoot(container, <Root fallback={fallbackFrom(embedded)} site={site} router={BrowserRouter} />, {
        onRecoverableError: (error) => recoverable.push(error.message),
      });
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

  it('shows the test payments banner the site settings ask for, in the server HTML and after hydration', async () => {
    mockApi([]);
    const answers = categoryAnswers('Smart Home', { testPayments: true });
    expect(serverHtml('/smart-home', answers)).toContain('test-payments-banner');
    const { container, recoverable, consoleError } = await hydrated('/smart-home', answers);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('.test-payments-banner')).toBeInTheDocument();
  });
});

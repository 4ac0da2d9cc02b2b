// The server's renderer (web/server_render.py): what a page's first screen reads and its head (firstScreen.js),
// and the storefront's first screen as HTML, from the same components and the same embedded answers the browser
// then hydrates. Its runtime is a bare V8: the web APIs the router and the API helpers use (URL,
// URLSearchParams) come from core-js. Answers and results cross as JSON text.
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { parseInitialData } from './api/initialData';
import { fallbackFrom } from './api/swr';
import { firstScreenEmbedded, firstScreenHead, firstScreenReads } from './firstScreen';
import Root from './Root';
import { preloadServerRenderedRoutes } from './storefront/StorefrontRoutes';

/** Resolves once the lazy routes the server renders are loaded (they are inlined in this bundle): a render
 * before that would give their Suspense fallback instead of their content. */
globalThis.prepareServerRender = preloadServerRenderedRoutes;

/** The answers the page at `url` (path and query) still needs, given those it has: [{url, nullOn}]. */
globalThis.firstScreenReads = (url, answersJson) =>
  JSON.stringify(firstScreenReads(url, parseInitialData(answersJson).answers));

/** The page at `url` given its answers (and the site's settings beside them): its head (firstScreen.js), the answers
 * it embeds in place of the API's ("embedded": {url: JSON text}) and, when `render` and its first screen is all
 * embedded, the app's HTML, rendered from the answers as embedded. */
globalThis.renderPage = (url, answersJson, origin, render) => {
  const { answers, site } = parseInitialData(answersJson);
  const head = firstScreenHead(url, answers, origin);
  const embedded = firstScreenEmbedded(url, answers);
  const shown = { ...answers, ...embedded };
  const html =
    render && head.renderable
      ? renderToString(<Root fallback={fallbackFrom(shown)} site={site} router={StaticRouter} location={url} />)
      : '';
  const embeddedJson = Object.fromEntries(Object.entries(embedded).map(([key, body]) => [key, JSON.stringify(body)]));
  return JSON.stringify({ ...head, embedded: embeddedJson, html });
};

// The server's renderer (shop/server_render.py): the storefront's first screen as HTML, from the same
// components and the same embedded answers the browser then hydrates. Its runtime is a bare V8: the web APIs
// the router and the API helpers use (URL, URLSearchParams) come from core-js.
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { parseInitialData } from './api/initialData';
import { fallbackFrom } from './api/swr';
import Root from './Root';
import { preloadServerRenderedRoutes } from './storefront/StorefrontRoutes';

/** Resolves once the lazy routes the server renders are loaded (they are inlined in this bundle): a render
 * before that would give their Suspense fallback instead of their content. */
globalThis.prepareServerRender = preloadServerRenderedRoutes;

/** The HTML of the app at `url` (path and query) for the page's embedded answers (JSON text). */
globalThis.renderFirstScreen = (url, answersJson) =>
  renderToString(<Root fallback={fallbackFrom(parseInitialData(answersJson))} router={StaticRouter} location={url} />);

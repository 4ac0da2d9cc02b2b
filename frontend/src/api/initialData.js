import { normalizeUrl } from './client';

/**
 * The embedded answers' JSON text ({"<api url>": body}, see web/spa.py) keyed as the SPA writes its URLs:
 * the server writes a space as %20, the SPA as '+'. The browser (readInitialData) and the server's renderer
 * (serverRender.jsx) both read them through this, so both renders find the same answers under the same keys.
 */
export function parseInitialData(text) {
  return Object.fromEntries(Object.entries(JSON.parse(text)).map(([url, body]) => [normalizeUrl(url), body]));
}

/**
 * The API answers the server embedded for the first screen (<script id="initial-data">). Empty when the page
 * has none or it is unreadable, in which case the app simply asks the API.
 */
export function readInitialData(doc = document) {
  const text = doc.getElementById('initial-data')?.textContent;
  if (!text) return {};
  try {
    return parseInitialData(text);
  } catch (error) {
    console.error('Ignoring unreadable initial data', error);
    return {};
  }
}

import { normalizeUrl } from './client';

/**
 * The API answers the server embedded for the first screen (<script id="initial-data">, see shop/spa.py):
 * {"<api url>": body}, keyed as the SPA writes its URLs. Empty when the page has none or it is unreadable,
 * in which case the app simply asks the API.
 */
export function readInitialData(doc = document) {
  const text = doc.getElementById('initial-data')?.textContent;
  if (!text) return {};
  try {
    return Object.fromEntries(Object.entries(JSON.parse(text)).map(([url, body]) => [normalizeUrl(url), body]));
  } catch (error) {
    console.error('Ignoring unreadable initial data', error);
    return {};
  }
}

import { normalizeUrl } from './client';

// The server's settings for every page (web/spa.py SITE_KEY) sit beside the answers: not an API URL.
const SITE_KEY = 'site';

/**
 * The page's embedded JSON ({"<api url>": body, ..., "site": {...}}, see web/spa.py) as {answers, site}: the
 * answers keyed as the SPA writes its URLs (the server writes a space as %20, the SPA as '+'), and the site's
 * settings (lib/siteSettings.js). The browser (readInitialData) and the server's renderer (serverRender.jsx) both
 * read them through this, so both renders find the same answers under the same keys, and the same settings.
 */
export function parseInitialData(text) {
  const { [SITE_KEY]: site = {}, ...answers } = JSON.parse(text);
  return {
    answers: Object.fromEntries(Object.entries(answers).map(([url, body]) => [normalizeUrl(url), body])),
    site,
  };
}

const NOTHING_EMBEDDED = { answers: {}, site: {} };

/**
 * What the server embedded in the page (<script id="initial-data">): {answers, site}. Empty when the page has
 * none or it is unreadable, in which case the app simply asks the API.
 */
export function readInitialData(doc = document) {
  const text = doc.getElementById('initial-data')?.textContent;
  if (!text) return NOTHING_EMBEDDED;
  try {
    return parseInitialData(text);
  } catch (error) {
    console.error('Ignoring unreadable initial data', error);
    return NOTHING_EMBEDDED;
  }
}

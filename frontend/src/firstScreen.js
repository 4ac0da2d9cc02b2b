// A URL's first screen, for the server's renderer (serverRender.jsx; web/spa.py asks): the API answers it
// reads, which the page embeds, then its status and head. Every route of the app has one (the staff app's
// here, the storefront's in storefront/firstScreens.js); the route is found as the app's router finds it.
import { matchRoutes } from 'react-router-dom';
import { CATEGORIES_URL } from './lib/catalog';
import { DEFAULT_DESCRIPTION, HOME_TITLE, STAFF_TITLE } from './lib/pageTitles';
import { STAFF_PATH } from './lib/paths';
import { STAFF_ME_URL } from './lib/staffSession';
import { STOREFRONT_FIRST_SCREENS } from './storefront/firstScreens';
import { STOREFRONT_ROUTES } from './storefront/StorefrontRoutes';

/** The staff app's pages embed who is signed in (logged out: the API's 401 as null, the staff app's reading of
 * it), so it starts without a probe the browser would log as a failed request. They are private. */
const STAFF_SCREEN = {
  reads: () => [{ url: STAFF_ME_URL, nullOn: [401] }],
  head: () => ({ title: STAFF_TITLE, indexable: false, private: true }),
};

/** The app's routes with their first screens; undefined for a route that has none (firstScreen.test.js). */
export const FIRST_SCREEN_ROUTES = [
  { path: STAFF_PATH, firstScreen: STAFF_SCREEN },
  ...STOREFRONT_ROUTES.map(({ path }) => ({ path, firstScreen: STOREFRONT_FIRST_SCREENS[path] })),
];

const DEFAULT_HEAD = {
  status: 200,
  title: HOME_TITLE,
  description: DEFAULT_DESCRIPTION,
  indexable: true,
  private: false, // names the visitor's own data: no cache may keep the page
  renderable: false, // everything the first screen shows is embedded, so the server can render it
  image: '', // absolute, for Open Graph
  leadImage: '', // the picture the first screen paints first, preloaded by the page
  leadImageSrcset: '', // its renditions when it is an uploaded photo (the preload's imagesrcset)
  leadImageSizes: '', // and the width its layout draws it at (imagesizes), as the <img> says
  structuredData: null,
  chunk: null, // the lazy chunk the first screen shows (a Vite manifest key), preloaded by the page
};

/** The route `url` (path and query) opens, with what its first screen needs to know. */
function screenAt(url, answers, origin) {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const [match] = matchRoutes(FIRST_SCREEN_ROUTES, pathname) ?? [];
  if (!match?.route.firstScreen) throw new Error(`No first screen for ${pathname}`);
  return { screen: match.route.firstScreen, at: { params: match.params, search: searchParams, answers, origin } };
}

/** The answers the first screen at `url` still needs: [{url, nullOn}] not in `answers` yet. Every page reads the
 * categories (the header's menu); a read may depend on an earlier answer, so the server asks again until none. */
export function firstScreenReads(url, answers) {
  const { screen, at } = screenAt(url, answers);
  return [{ url: CATEGORIES_URL }, ...screen.reads(at)].filter((read) => !(read.url in answers));
}

/** The answers the page embeds in place of the API's, where its first screen reads less of them (a listing's cards
 * read a few fields of each product): {url: body}, from the screen's `embedded`. The server renders from them too,
 * so the browser hydrates what the server rendered. */
export function firstScreenEmbedded(url, answers) {
  const { screen, at } = screenAt(url, answers);
  return screen.embedded?.(at) ?? {};
}

/** The page's status and head (DEFAULT_HEAD's fields) once the answers are known. */
export function firstScreenHead(url, answers, origin) {
  const { screen, at } = screenAt(url, answers, origin);
  return { ...DEFAULT_HEAD, ...screen.head(at) };
}

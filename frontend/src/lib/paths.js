import { generatePath } from 'react-router-dom';
import { PRODUCT_PATH } from './serverConstants';

/** The storefront's paths: its routes (storefront/StorefrontRoutes.jsx), their first screens
 * (storefront/firstScreens.js) and the links to them. */
export const PATHS = {
  home: '/',
  product: PRODUCT_PATH, // both spellings are product links (the server's sitemap lists this one)
  products: '/products/:id',
  order: '/order/:id',
  compare: '/compare',
  track: '/track',
  category: '/:slug',
  notFound: '*',
};

/** The staff app's address (App.jsx); its first screen: firstScreen.js. */
export const STAFF_PATH = '/admin/*';

/** A product's page, where its links lead. */
export function productPath(id) {
  return generatePath(PATHS.product, { id: String(id) });
}

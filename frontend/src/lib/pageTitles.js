// Each route's document title and description: the server writes them in the page's <head> (the routes' first
// screens, firstScreen.js), and a client-side navigation sets the same title as a reload of that URL.
import { formatPrice } from './format';

export const SITE = 'Voltcart';

export const HOME_TITLE = `${SITE} – Consumer Electronics`;
export const DEFAULT_DESCRIPTION = `${SITE}: smartphones, laptops, audio, gaming and more, verified by phone before we charge.`;
export const STAFF_TITLE = `Staff – ${SITE}`;
export const NOT_FOUND_TITLE = `Page Not Found – ${SITE}`;
export const PRODUCT_NOT_FOUND_TITLE = `Product Not Found – ${SITE}`;
export const ORDER_TITLE = `Your order – ${SITE}`;
export const TRACK_TITLE = `Track your order – ${SITE}`;
export const COMPARE_TITLE = `Compare products – ${SITE}`;

/** The text cut at a word boundary with "…" when longer than `limit`. */
export function shortText(text, limit) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

export const categoryTitle = (name) => `${name} – ${SITE}`;
export const productTitle = (product) => `${product.name} – ${formatPrice(product.price)} – ${SITE}`;
export const searchTitle = (query) => `Results for “${shortText(query, 60)}” – ${SITE}`;

export const categoryDescription = (name) =>
  `Shop ${name.toLowerCase()} at ${SITE}: honest prices, free shipping, verified by phone.`;
export const productDescription = (product) =>
  shortText(`${product.brand} ${product.name}: ${product.description}`, 155);
export const searchDescription = (query) => `Products matching “${shortText(query, 60)}” at ${SITE}.`;

// Each route's document title, as the server writes it in the page's <head> (shop/spa.py), so a client-side
// navigation shows the same title as a reload of that URL.
import { formatPrice } from './format';

const SITE = 'Voltcart';

export const HOME_TITLE = `${SITE} – Consumer Electronics`;
export const NOT_FOUND_TITLE = `Page Not Found – ${SITE}`;
export const PRODUCT_NOT_FOUND_TITLE = `Product Not Found – ${SITE}`;
export const ORDER_TITLE = `Your order – ${SITE}`;
export const TRACK_TITLE = `Track your order – ${SITE}`;
export const COMPARE_TITLE = `Compare products – ${SITE}`;

/** The text cut at a word boundary with "…" when longer than `limit` (shop/spa.py _short). */
export function shortText(text, limit) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

export const categoryTitle = (name) => `${name} – ${SITE}`;
export const productTitle = (product) => `${product.name} – ${formatPrice(product.price)} – ${SITE}`;
export const searchTitle = (query) => `Results for “${shortText(query, 60)}” – ${SITE}`;

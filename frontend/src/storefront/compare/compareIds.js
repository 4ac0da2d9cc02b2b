// The compare page's address and what it shows, as pure functions (unit-tested): the ids in its URL, the products the
// server left out. Beside the page, not with the comparison's rules (lib/compare/compareRules.js), which every page's
// Compare buttons need: only the compare page and its tray read these.
import { MAX_COMPARED_PRODUCTS } from '../../lib/serverConstants';

// The server takes ids of at most 18 digits (GET /api/products?ids=); larger ones could not be products.
const ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/** The ids of a `?ids=3,8,12` parameter: valid ones, without repeats, at most MAX_COMPARED_PRODUCTS. */
export function parseIds(text) {
  const ids = [];
  (text ?? '').split(',').forEach((part) => {
    const trimmed = part.trim();
    if (!ID_PATTERN.test(trimmed)) return;
    const id = Number(trimmed);
    if (Number.isSafeInteger(id) && !ids.includes(id) && ids.length < MAX_COMPARED_PRODUCTS) ids.push(id);
  });
  return ids;
}

/** The compare page for these ids: /compare?ids=3,8,12 (commas left readable). */
export function compareUrl(ids) {
  return ids.length > 0 ? `/compare?ids=${ids.join(',')}` : '/compare';
}

/** Requested ids the server did not answer: products that became inactive or were deleted. */
export function missingIds(requested, products) {
  const answered = new Set(products.map((product) => product.id));
  return requested.filter((id) => !answered.has(id));
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names) {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// The comparison's rules as pure functions (unit-tested): up to MAX_COMPARED_PRODUCTS products of one
// category. The selection is a list of entries {id, name, category, imageUrl}: enough to apply the rules
// and draw the tray without asking the server; prices and stock are read fresh on the compare page.
import { smallestPicture } from '../pictureSources';
import { MAX_COMPARED_PRODUCTS } from '../serverConstants';

export const COMPARE_STORAGE_KEY = 'voltcart_compare';

/** The tray draws the picture at 36 px: an uploaded photo's smallest rendition, not its original. */
export function compareEntry(product) {
  const imageUrl = smallestPicture(product, product.imageUrl) ?? null;
  return { id: product.id, name: product.name, category: product.category, imageUrl };
}

const isEntry = (entry) =>
  Boolean(entry) &&
  Number.isSafeInteger(entry.id) &&
  entry.id > 0 &&
  typeof entry.name === 'string' &&
  typeof entry.category === 'string';

/**
 * A stored value made safe: valid entries only, no repeats, the first entry's category only, at most
 * MAX_COMPARED_PRODUCTS (a hand-edited or older value cannot break the rules).
 */
export function sanitizeSelection(value) {
  if (!Array.isArray(value)) return [];
  const entries = [];
  value.forEach((entry) => {
    if (!isEntry(entry) || entries.length >= MAX_COMPARED_PRODUCTS) return;
    if (entries.some((kept) => kept.id === entry.id)) return;
    if (entries.length > 0 && entry.category !== entries[0].category) return;
    entries.push(compareEntry(entry));
  });
  return entries;
}

/** The selection from its stored text; missing or corrupt text is an empty selection. */
export function parseSelection(raw) {
  if (!raw) return [];
  try {
    return sanitizeSelection(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Why `product` cannot join the selection ('category' or 'limit'), or null when it can (or is in it). */
export function refusalReason(selection, product) {
  if (selection.some((entry) => entry.id === product.id)) return null;
  if (selection.length > 0 && selection[0].category !== product.category) return 'category';
  if (selection.length >= MAX_COMPARED_PRODUCTS) return 'limit';
  return null;
}

/**
 * The Compare button: removes the product when it is in the selection, else adds it unless refused.
 * Answers {selection, change: 'added' | 'removed' | 'refused', reason}.
 */
export function toggleProduct(selection, product) {
  if (selection.some((entry) => entry.id === product.id)) {
    return { selection: removeProducts(selection, [product.id]), change: 'removed', reason: null };
  }
  const reason = refusalReason(selection, product);
  if (reason) return { selection, change: 'refused', reason };
  return { selection: [...selection, compareEntry(product)], change: 'added', reason: null };
}

export function removeProducts(selection, ids) {
  return selection.filter((entry) => !ids.includes(entry.id));
}

/** The toast that says why a product was refused (components/Toast.jsx's shape). */
export function refusalMessage(reason, product, selection) {
  const description =
    reason === 'category'
      ? `Only products of one category can be compared: ${product.name} is in ${product.category}, your comparison holds ${selection[0]?.category}. Remove those first to compare ${product.category}.`
      : `You can compare up to ${MAX_COMPARED_PRODUCTS} products at a time. Remove one to add ${product.name}.`;
  return { title: 'Cannot add to comparison', description, variant: 'destructive' };
}

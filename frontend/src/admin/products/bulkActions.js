// Bulk actions on the Products list (pure; unit-tested): which products are selected, the body of
// POST /api/admin/products/bulk, the confirmation's question and the result's summary.
import { MAX_STOCK, PRODUCT_MESSAGES } from '../../lib/serverFormConstants';

/** The actions, in the order the bar offers them: the API's value, the label, and what the result says was done. */
export const BULK_ACTIONS = [
  { value: 'activate', label: 'Activate', done: 'Activated' },
  { value: 'deactivate', label: 'Deactivate', done: 'Deactivated' },
  { value: 'discount-50', label: 'Apply 50% discount', done: 'Discounted' },
  { value: 'set-stock', label: 'Set stock', done: 'Set the stock of' },
  { value: 'delete', label: 'Delete', done: 'Deleted' },
];
const ACTION = Object.fromEntries(BULK_ACTIONS.map((action) => [action.value, action]));

// Ids listed after a skipped reason before "and N more".
const IDS_SHOWN = 5;

/**
 * A selection is {ids: [...]} (products picked one by one, across pages) or {filter, count, capped} (every
 * product matching the list's filter, `count` of them, or more than `count` when the list's count is capped).
 */
export const NOTHING_SELECTED = { ids: [] };

export function isSelected(selection, id) {
  return selection.filter !== undefined || selection.ids.includes(id);
}

/** Picks or unpicks one product (choosing one product leaves "every matching product"). */
export function toggleProduct(selection, id, pageIds = []) {
  const ids = selection.filter !== undefined ? pageIds : selection.ids;
  return { ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] };
}

/** 'all' when every product of the page is selected, 'some', or 'none'. */
export function pageState(selection, pageIds) {
  const picked = pageIds.filter((id) => isSelected(selection, id)).length;
  if (pageIds.length > 0 && picked === pageIds.length) return 'all';
  return picked > 0 ? 'some' : 'none';
}

/** The header checkbox: selects the whole page, or, when it is all selected already, unselects it. */
export function togglePage(selection, pageIds) {
  if (pageState(selection, pageIds) === 'all') {
    const ids = selection.filter !== undefined ? [] : selection.ids;
    return { ids: ids.filter((id) => !pageIds.includes(id)) };
  }
  return { ids: [...new Set([...(selection.ids ?? []), ...pageIds])] };
}

/** Every product matching the list's {search, category}: `count` of them (more when `capped`). */
export function selectMatching(filters, count, capped = false) {
  return { filter: { search: filters.search ?? '', category: filters.category ?? '' }, count, capped };
}

export function selectedCount(selection) {
  return selection.filter !== undefined ? selection.count : selection.ids.length;
}

/** "3 products", "1 product", "1,000+ products". */
export function productCount(count, capped = false) {
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''} ${count === 1 && !capped ? 'product' : 'products'}`;
}

/** The request's body; `stock` only for set-stock (a whole number from the bar's input). */
export function bulkBody(selection, action, stock) {
  const chosen = selection.filter !== undefined ? { filter: selection.filter } : { ids: selection.ids };
  return { ...chosen, action, ...(action === 'set-stock' ? { value: stock } : {}) };
}

/** The confirmation's question: "Deactivate 3 products?", "Set the stock of 2 products to 10?". */
export function confirmationText(selection, action, stock) {
  const products = productCount(selectedCount(selection), selection.capped);
  const matching = selection.filter !== undefined ? ` (every product matching the current filter)` : '';
  if (action === 'set-stock') return `Set the stock of ${products}${matching} to ${stock}?`;
  if (action === 'discount-50') return `Apply the 50% discount to ${products}${matching}?`;
  return `${ACTION[action].label} ${products}${matching}?`;
}

/** The confirm button's label: the action itself, never a bare "OK". */
export function confirmLabel(action) {
  return ACTION[action].label;
}

/**
 * What the server answered, {done, skipped: [{id, reason}]}, in a sentence or two: "Deactivated 3 products.
 * Skipped 2: Already inactive (#4, #9)."
 */
export function resultSummary(action, { done, skipped }, stock) {
  const doneText =
    action === 'set-stock'
      ? `Set the stock of ${productCount(done)} to ${stock}.`
      : `${ACTION[action].done} ${productCount(done)}.`;
  if (skipped.length === 0) return doneText;
  const byReason = new Map();
  skipped.forEach(({ id, reason }) => byReason.set(reason, [...(byReason.get(reason) ?? []), id]));
  const reasons = [...byReason].map(([reason, ids]) => {
    const shown = ids.slice(0, IDS_SHOWN).map((id) => `#${id}`);
    const more = ids.length > IDS_SHOWN ? ` and ${ids.length - IDS_SHOWN} more` : '';
    return `${reason} (${shown.join(', ')}${more})`;
  });
  return `${doneText} Skipped ${skipped.length}: ${reasons.join('; ')}.`;
}

/** The stock input's problem, in the server's words, or '' when it is a whole number from 0 to MAX_STOCK. */
export function stockProblem(text) {
  if (!/^\d+$/.test(text.trim())) return PRODUCT_MESSAGES.stockInvalid;
  return Number(text) > MAX_STOCK ? PRODUCT_MESSAGES.stockMax : '';
}

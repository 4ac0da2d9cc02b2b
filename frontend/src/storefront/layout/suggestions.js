// The header search's suggestions (WAI-ARIA combobox with a listbox popup) as pure functions; unit-tested.
import { productPath } from '../../lib/paths';

/** The API suggests nothing below 2 characters (catalog.selectors.product_suggestions), so neither do we. */
export const MIN_SUGGEST_CHARS = 2;
/** Shorter than the results' debounce: suggestions should keep up with typing. */
export const SUGGEST_DEBOUNCE_MS = 200;

export const CLOSED = { open: false, active: -1 };

/** The id of option `index` of the listbox `listId` (the field's aria-activedescendant). */
export const optionId = (listId, index) => `${listId}-option-${index}`;

/** Whether `text` is long enough to ask for suggestions. */
export function suggestible(text) {
  return text.trim().length >= MIN_SUGGEST_CHARS;
}

/**
 * The answer of GET /api/products/suggest as one list of options, in the order the listbox shows them:
 * categories first (few, and a strong hint of what the shopper wants), then products.
 */
export function suggestionOptions(answer) {
  if (!answer) return [];
  const categories = (answer.categories ?? []).map((category) => ({
    kind: 'category',
    key: `category-${category.path}`,
    label: category.name,
    path: category.path,
  }));
  const products = (answer.products ?? []).map((product) => ({
    kind: 'product',
    key: `product-${product.id}`,
    label: product.name,
    path: productPath(product.id),
    product,
  }));
  return [...categories, ...products];
}

/**
 * A key pressed in the combobox. `state` is {open, active} (active: index of the highlighted option or
 * -1), `count` the number of options on screen. Answers {state, handled, effect}: `handled` means the key
 * was ours (prevent the browser's default), `effect` is 'choose' (open the active option) or 'clear'
 * (empty the box), else null. ArrowDown/ArrowUp wrap around; Enter without an active option is left to
 * the form (the full results, as before suggestions existed); Escape closes, and a second one clears;
 * Tab closes and moves on.
 */
export function comboboxKeyDown(state, key, count) {
  const expanded = state.open && count > 0;
  const result = (next, handled = false, effect = null) => ({ state: next, handled, effect });
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = key === 'ArrowDown';
      // Nothing to show yet: ask for suggestions, keep the caret where it is.
      if (count === 0) return result({ open: true, active: -1 });
      if (!expanded || state.active < 0) return result({ open: true, active: down ? 0 : count - 1 }, true);
      return result({ open: true, active: (state.active + (down ? 1 : -1) + count) % count }, true);
    }
    case 'Enter':
      if (expanded && state.active >= 0 && state.active < count) return result(CLOSED, true, 'choose');
      return result(CLOSED);
    case 'Escape':
      // The browser's own Escape in a search field clears it at once; the pattern closes first.
      return expanded ? result(CLOSED, true) : result(CLOSED, true, 'clear');
    case 'Tab':
      return result(CLOSED);
    default:
      return result(state);
  }
}

/**
 * `text` cut into [{text, match}] parts around the first case-insensitive occurrence of `query`, so the
 * typed part can be emphasised in a suggestion. No occurrence (a typo match): one unmatched part.
 */
export function highlightParts(text, query) {
  const needle = query.trim().toLowerCase();
  const start = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (start < 0) return [{ text, match: false }];
  const end = start + needle.length;
  return [
    { text: text.slice(0, start), match: false },
    { text: text.slice(start, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((part) => part.text);
}

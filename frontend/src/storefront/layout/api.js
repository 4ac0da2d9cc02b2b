// The header's one request: suggestions as the shopper types.
import useSWR from 'swr';
import { PRODUCTS_URL } from '../../lib/catalog';
import { suggestible } from './suggestions';

/** GET /api/products/suggest?q=: suggestions as the shopper types. */
export function suggestUrl(query) {
  return `${PRODUCTS_URL}/suggest?q=${encodeURIComponent(query)}`;
}

/**
 * Suggestions for `query` (nothing below MIN_SUGGEST_CHARS). The key is the URL, so an answer that
 * arrives after the shopper typed on is cached under its own text and never shown for the new one;
 * the previous list stays on screen while the next loads, so the popup does not flicker.
 */
export function useSuggestions(query) {
  return useSWR(suggestible(query) ? suggestUrl(query.trim()) : null, { keepPreviousData: true });
}

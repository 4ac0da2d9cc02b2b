// The filter panel's own rules (components/filters/FilterPanel.jsx): which brands it lists, what a click or a typed
// range changes in the URL, how many filters are on. Pure, and in the panel's chunk: a page's first screen reads
// its filters with lib/listingFilters.js alone.
import { centsText, priceCents } from '../../lib/listingFilters';

/** The brands a filter panel shows before "Show all". */
export const TOP_BRANDS = 10;

/** How many filters of the panel are on. */
export function activeFilterCount(filters) {
  return filters.brands.length + (filters.minPrice ? 1 : 0) + (filters.maxPrice ? 1 : 0);
}

/** `brands` with `brand` added, or removed when it is there. */
export function toggleBrand(brands, brand) {
  return brands.includes(brand) ? brands.filter((name) => name !== brand) : [...brands, brand].sort();
}

/**
 * The URL parameters of a price range typed as `min` and `max` (text; '' for none): {minPrice, maxPrice} as the
 * URL writes them, the two swapped when the minimum is the larger; null when either is not a price.
 */
export function priceRangeParams(min, max) {
  const [low, high] = [min, max].map((text) => (text.trim() ? priceCents(text) : undefined));
  if (low === null || high === null) return null;
  const [from, to] = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
  return { minPrice: from === undefined ? '' : centsText(from), maxPrice: to === undefined ? '' : centsText(to) };
}

/**
 * The brands a panel lists, [{value, count}], from the answer's brand facet (`options`, most products first):
 * the first TOP_BRANDS, or all of them with `showAll`; a checked brand always, and one the answer does not name
 * (nothing matches it beside the other filters) with a count of 0, so it can be unchecked.
 */
export function visibleBrands(options, checked, showAll) {
  const named = new Set(options.map((option) => option.value));
  const shown = showAll
    ? options
    : options.filter((option, index) => index < TOP_BRANDS || checked.includes(option.value));
  const missing = checked.filter((brand) => !named.has(brand)).map((value) => ({ value, count: 0 }));
  return [...shown, ...missing];
}

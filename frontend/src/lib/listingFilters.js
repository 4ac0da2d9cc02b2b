// The brand and price filters of the product listings (category pages, the home search's results): their state
// in the page's URL (?brand=Sony,Bose&minPrice=100&maxPrice=500), the /api/products parameters it asks. Pure: the page, its first screen on the server and the tests share them.
import { MAX_BRANDS_FILTERED } from './serverConstants';

/** What a listing's first page asks beside its products: each brand's count and the price range. */
export const LISTING_FACETS = 'brand';
/** The URL parameters of the filter panel (the page's own filters, such as a price band, are the page's). */
export const FILTER_PARAMS = ['brand', 'minPrice', 'maxPrice'];

// The largest price the API reads (8 digits and 2 decimals), in cents.
const MAX_PRICE_CENTS = 9_999_999_999;

/** A price in cents from its text ("499.99", "500", typed or in the URL); null when it is not one. */
export function priceCents(text) {
  const value = Number(text);
  if (typeof text !== 'string' || !text.trim() || !Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Cents as the API and the URL write a price: "500", "500.01", "99.50". */
export function centsText(cents) {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest ? `${dollars}.${String(rest).padStart(2, '0')}` : String(dollars);
}

/** The price as the URL keeps it, '' when there is none or it is not a price. */
function priceText(text) {
  const cents = priceCents(text ?? '');
  return cents === null ? '' : centsText(cents);
}

/** The URL's brand names: distinct, in a fixed order (one answer for one choice, whatever the clicks' order), at
 * most as many as the API takes. */
function brandsOf(text) {
  const names = (text ?? '').split(',').map((name) => name.trim());
  return [...new Set(names.filter(Boolean))].sort().slice(0, MAX_BRANDS_FILTERED);
}

/** The filters in the page's URL (`params`, URLSearchParams): {brands, minPrice, maxPrice}, prices as text. */
export function filtersFromParams(params) {
  return {
    brands: brandsOf(params.get('brand')),
    minPrice: priceText(params.get('minPrice')),
    maxPrice: priceText(params.get('maxPrice')),
  };
}

const dollarsToCents = (dollars) => (dollars === undefined ? null : Math.round(dollars * 100));
const tightest = (values, pick) => {
  const known = values.filter((value) => value !== null);
  return known.length ? pick(...known) : null;
};

/**
 * The /api/products parameters of `filters`, within the page's own price `band` ({minPrice, maxPrice} in
 * dollars, min inclusive, max exclusive, as productQuery.js PRICE_BANDS) when it has one: both bounds apply,
 * so the request asks their intersection.
 */
export function filterListParams(filters, band = {}) {
  // The API's maxPrice is exclusive, but a shopper's "Max $500" includes a $500.00 product: the request's bound
  // is one cent above the price entered (prices are whole cents).
  const maxEntered = priceCents(filters.maxPrice);
  const min = tightest([dollarsToCents(band.minPrice), priceCents(filters.minPrice)], Math.max);
  const max = tightest([dollarsToCents(band.maxPrice), maxEntered === null ? null : maxEntered + 1], Math.min);
  return {
    brand: filters.brands.join(',') || undefined,
    minPrice: min === null ? undefined : centsText(min),
    // Above the largest price there is no bound to ask (and the API would refuse the number).
    maxPrice: max === null || max > MAX_PRICE_CENTS ? undefined : centsText(max),
  };
}

/** `params` (URLSearchParams) with `changes` ({name: value}) applied: a value set, an empty one removed. */
export function withParamChanges(params, changes) {
  const next = new URLSearchParams(params);
  Object.entries(changes).forEach(([name, value]) => {
    if (value) next.set(name, value);
    else next.delete(name);
  });
  return next;
}

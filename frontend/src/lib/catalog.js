// The public catalogue as every feature reads it (storefront, cart, checkout, staff app): its URLs, its
// reads, and the category helpers. The nine categories and the colour catalogue live once, in the
// backend (GET /api/categories).
import useSWR from 'swr';
import { apiRequest, withQuery } from '../api/client';

export const CATEGORIES_URL = '/api/categories';
export const PRODUCTS_URL = '/api/products';
export const HOME_PRODUCTS_URL = '/api/products/home';
export const ACTIVE_FEATURED_URL = '/api/featured-items/active';

/** One product: /api/products/7 (the staff writes use the same URL). */
export function productUrl(id) {
  return `${PRODUCTS_URL}/${encodeURIComponent(id)}`;
}

/** A listing of active products; the server filters, searches, sorts and pages. */
export function productsUrl(params) {
  return withQuery(PRODUCTS_URL, params);
}

/** The distinct subcategories of a category's active products. */
export function subcategoriesUrl(category) {
  return `${PRODUCTS_URL}/subcategories?category=${encodeURIComponent(category)}`;
}

export function useCatalog() {
  const { data, error, isLoading } = useSWR(CATEGORIES_URL);
  return {
    categories: data?.categories ?? [],
    colors: data?.colors,
    tabletColors: data?.tabletColors,
    unknownColor: data?.unknownColor,
    error,
    isLoading,
  };
}

/** The route of a category name (e.g. Tablets -> /tablets); an unknown category maps to /. */
export function categoryPath(name, categories) {
  return categories.find((category) => category.name === name)?.path ?? '/';
}

/** The product page's product (active products only; 404 otherwise). */
export function useProduct(id) {
  return useSWR(productUrl(id));
}

/** Every category with its newest in-stock products, for the home page's carousels. */
export function useHomeSections() {
  return useSWR(HOME_PRODUCTS_URL);
}

export function useSubcategories(category) {
  return useSWR(subcategoriesUrl(category));
}

/** The home page's featured item (null when none is active). */
export function useActiveFeaturedItem() {
  return useSWR(ACTIVE_FEATURED_URL);
}

/**
 * The live products of a cart, read past every cache (stock and prices decide the cart's limits and
 * totals): `ids` joined by commas. Answers {id: product}, with null for an id that is missing or inactive.
 * Its key starts with PRODUCTS_URL, so whatever makes products stale makes this stale too
 * (api/swr.js useInvalidate).
 */
export function useLiveProducts(ids, options) {
  return useSWR(ids ? [PRODUCTS_URL, ids] : null, fetchLiveProducts, options);
}

async function fetchLiveProducts([, ids]) {
  const entries = await Promise.all(
    ids.split(',').map(async (id) => {
      try {
        return [id, await apiRequest('GET', productUrl(id), undefined, { fresh: true })];
      } catch (error) {
        if (error.status === 404) return [id, null]; // gone or inactive: its line is hidden
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}

// What to refetch after a staff change (SPEC.md section 7: lists are refreshed after mutations).

export const ANALYTICS_KEY = '/api/admin/analytics';
export const FEATURED_KEY = '/api/featured-items';
export const ACTIVE_FEATURED_KEY = '/api/featured-items/active';

const keyStartsWith =
  (...prefixes) =>
  (key) =>
    typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/** Product lists (staff and shop) and the product count of the analytics. */
export function refreshProducts(mutate) {
  return mutate(keyStartsWith('/api/admin/products', '/api/products', ANALYTICS_KEY));
}

/** Order lists, analytics, and product lists (cancelling an order returns its stock). */
export function refreshOrders(mutate) {
  return mutate(keyStartsWith('/api/orders', '/api/admin/products', '/api/products', ANALYTICS_KEY));
}

/** The featured list and the home banner's active item. */
export function refreshFeatured(mutate) {
  return Promise.all([mutate(FEATURED_KEY), mutate(ACTIVE_FEATURED_KEY)]);
}

// What to refetch after a staff change (SPEC.md section 7: lists are refreshed after mutations).
// mutate() refetches the open tab's lists at once. For another tab's cached lists it drops SWR's
// dedupe marker, so their refetch when that tab opens (AdminApp: revalidateOnMount) is a new request.

export const ANALYTICS_KEY = '/api/admin/analytics';
export const FEATURED_KEY = '/api/featured-items';
export const ACTIVE_FEATURED_KEY = '/api/featured-items/active';

const keyStartsWith =
  (...prefixes) =>
  (key) =>
    typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/** Staff product lists (and the featured product picker) and the analytics' product count. */
export function refreshProducts(mutate) {
  return mutate(keyStartsWith('/api/admin/products', ANALYTICS_KEY));
}

/** Order lists, analytics, and staff product lists (cancelling an order returns its stock). */
export function refreshOrders(mutate) {
  return mutate(keyStartsWith('/api/orders', '/api/admin/products', ANALYTICS_KEY));
}

/** The featured list and the home banner's active item. */
export function refreshFeatured(mutate) {
  return Promise.all([mutate(FEATURED_KEY), mutate(ACTIVE_FEATURED_KEY)]);
}

// The staff app's featured item requests and what each write makes stale.
import useSWR from 'swr';
import { apiRequest } from '../../api/client';
import { ACTIVE_FEATURED_URL } from '../../lib/catalog';

export const FEATURED_URL = '/api/featured-items';
const STAFF_FEATURED_URL = '/api/admin/featured-items';
const featuredItemUrl = (id) => `${STAFF_FEATURED_URL}/${id}`;

/** A featured item write changes the list and possibly the home page's banner. */
const FEATURED_CHANGE = [FEATURED_URL, ACTIVE_FEATURED_URL];

export function useFeaturedItems() {
  return useSWR(FEATURED_URL);
}

export const createFeatured = {
  request: (item) => apiRequest('POST', STAFF_FEATURED_URL, item),
  invalidates: FEATURED_CHANGE,
};

/** PUT replaces the item. */
export const updateFeatured = {
  request: (id, item) => apiRequest('PUT', featuredItemUrl(id), item),
  invalidates: FEATURED_CHANGE,
};

/** Activating one deactivates the others. */
export const activateFeatured = {
  request: (id) => apiRequest('PATCH', `${featuredItemUrl(id)}/activate`),
  invalidates: FEATURED_CHANGE,
};

export const deleteFeatured = {
  request: (id) => apiRequest('DELETE', featuredItemUrl(id)),
  invalidates: FEATURED_CHANGE,
};

// The tracking page's one request.
import { apiRequest } from '../../api/client';

const TRACK_URL = '/api/orders/track';

/**
 * POST /api/orders/track with {orderId, phone}. A read sent as POST so
 * the phone stays out of URLs and logs: it changes nothing, so it makes nothing stale.
 */
export const trackOrder = {
  request: (payload) => apiRequest('POST', TRACK_URL, payload),
  invalidates: [],
};

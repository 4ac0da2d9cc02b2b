// The checkout's requests: placing an order (and what it makes stale), and reading its receipt back.
import useSWR from 'swr';
import { apiRequest } from '../api/client';
import { PRODUCTS_URL } from '../lib/catalog';

const ORDERS_URL = '/api/orders';

/**
 * POST /api/orders with the attempt's Idempotency-Key; answers the order.
 * Stock changed: every product answer (lists, "load more" pages, details, the cart's live products) is
 * fetched again past the HTTP caches, and the page's embedded product answers retire.
 */
export const placeOrder = {
  request: (payload, idempotencyKey) =>
    apiRequest('POST', ORDERS_URL, payload, { headers: { 'Idempotency-Key': idempotencyKey } }),
  invalidates: [PRODUCTS_URL],
};

/**
 * POST /api/payments/intents (PAYMENT_PROVIDER=stripe): a PaymentIntent holding the cart's total, `cart` as
 * orderPayload.js cartPayload writes it; answers {clientSecret, publishableKey, paymentIntentId}. Refused like an
 * order (400) when a price changed or a product is gone.
 */
export const createPaymentIntent = (cart) => apiRequest('POST', '/api/payments/intents', cart);

export const receiptUrl = (id) => `${ORDERS_URL}/${encodeURIComponent(id)}/receipt`;

/**
 * The confirmation page's order: lines, total, status, masked card, createdAt. The server answers it only
 * to the browser that placed the order (a signed cookie), 404 to anyone else.
 */
export function useReceipt(id) {
  return useSWR(receiptUrl(id));
}

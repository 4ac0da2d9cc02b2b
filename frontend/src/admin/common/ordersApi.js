// The staff app's order requests: the order list and its CSV export, status changes, the verification
// queue, calls, history and refunds, with what each write makes stale.
import useSWR from 'swr';
import { apiRequest, withQuery } from '../../api/client';
import { ORDER_STATUSES } from '../../lib/serverFormConstants';
import { ANALYTICS_URL } from '../api';
import { LOW_STOCK_URL, STAFF_PRODUCTS_URL } from './productsApi';

export const ORDERS_URL = '/api/orders';
export const VERIFICATION_QUEUE_URL = '/api/admin/verification-queue';
// Every order starts in the lifecycle's first status, Pending Verification.
export const PENDING = ORDER_STATUSES[0];

const orderUrl = (id) => `${ORDERS_URL}/${id}`;
export const orderCallsUrl = (id) => `${orderUrl(id)}/calls`;
export const orderHistoryUrl = (id) => `${orderUrl(id)}/history`;

/** The orders CSV download: the list's status filter and a date range (YYYY-MM-DD, both days included). */
export function ordersExportUrl({ status, from, to }) {
  return withQuery(`${ORDERS_URL}/export.csv`, { status, from, to });
}

/**
 * What an order write makes stale: the order lists (with every order's calls and history), the
 * verification queue, the analytics figures, and the product lists and low-stock report (cancelling
 * returns the stock).
 */
export const ORDER_CHANGE = [ORDERS_URL, VERIFICATION_QUEUE_URL, ANALYTICS_URL, STAFF_PRODUCTS_URL, LOW_STOCK_URL];

/** Move an order to `status` (the order lists `allowedTransitions`); answers the order. */
export const changeOrderStatus = {
  request: (id, status) => apiRequest('PATCH', `${orderUrl(id)}/status`, { status }),
  invalidates: ORDER_CHANGE,
};

/**
 * Record a verification call, {outcome, note}; answers the call. "verified" and "customer_canceled"
 * move the order; failed calls count towards unreachable.
 */
export const recordCall = {
  request: (id, call) => apiRequest('POST', orderCallsUrl(id), call),
  invalidates: ORDER_CHANGE,
};

/**
 * Refund part or all of an order's charge, {amount, reason}, with the attempt's Idempotency-Key (fresh per
 * refund, the same again on a retry that got no answer: the server refunds once); answers the payment. The
 * order's payment and the revenue figures change.
 */
export const refundPayment = {
  request: (orderId, refund, idempotencyKey) =>
    apiRequest('POST', `/api/admin/orders/${orderId}/refunds`, refund, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  invalidates: [ORDERS_URL, ANALYTICS_URL],
};

/** The calls made about an order, newest first. */
export function useOrderCalls(id) {
  return useSWR(orderCallsUrl(id));
}

/** Status changes and calls of an order, newest first. */
export function useOrderHistory(id) {
  return useSWR(orderHistoryUrl(id));
}

/** One whole order (lines, masked card, status): {order, error, isLoading}. */
export function useOrder(id) {
  const { data, error, isLoading } = useSWR(orderUrl(id));
  return { order: data, error, isLoading };
}

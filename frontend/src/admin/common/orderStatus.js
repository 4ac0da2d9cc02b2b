// How staff see order statuses and order fields (pure; unit-tested). The statuses themselves are the
// server's: ORDER_STATUSES in lib/serverFormConstants.js.

const ACTION_LABELS = {
  Verified: 'Verify',
  Canceled: 'Cancel',
  Shipped: 'Ship',
  Delivered: 'Deliver',
};

/** The button text for moving an order to `status` (the server lists the legal ones). */
export function actionLabel(status) {
  return ACTION_LABELS[status] ?? `Mark ${status}`;
}

/**
 * The question staff answer before cancelling an order: which order, whose, and what it does. Cancelling
 * cannot be undone (Canceled has no way back), so the staff app always asks.
 */
export function cancelQuestion({ id, customerName }) {
  return `Cancel order #${id} for ${customerName}? Its items go back to stock.`;
}

/** "Section B · Seats 4, 5 · Price category 2" for ticket-like lines; "" otherwise. */
export function describeSeatInfo(seatInfo) {
  if (!seatInfo) return '';
  const parts = [];
  if (seatInfo.section) parts.push(`Section ${seatInfo.section}`);
  if (seatInfo.seats?.length) parts.push(`Seats ${seatInfo.seats.join(', ')}`);
  if (seatInfo.priceCategory !== undefined && seatInfo.priceCategory !== null && seatInfo.priceCategory !== '') {
    parts.push(`Price category ${seatInfo.priceCategory}`);
  }
  return parts.join(' · ');
}

/** "12 Main St, Springfield 12345" */
export function formatAddress(address) {
  if (!address) return '';
  return [address.street, [address.city, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * What the orders export will hold, e.g. "Verified orders, from 2026-11-01 to 2026-11-30" or
 * "Orders of every status, all dates" (dates are days, both included; either may be left open).
 */
export function describeExport({ status, from, to }) {
  const scope = status ? `${status} orders` : 'Orders of every status';
  if (from && to) return `${scope}, from ${from} to ${to}`;
  if (from) return `${scope}, from ${from} on`;
  if (to) return `${scope}, up to ${to}`;
  return `${scope}, all dates`;
}

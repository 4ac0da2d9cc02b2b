// Order statuses (SPEC.md section 4) and how staff see them.

export const ORDER_STATUSES = ['Pending Verification', 'Verified', 'Shipped', 'Delivered', 'Canceled'];

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

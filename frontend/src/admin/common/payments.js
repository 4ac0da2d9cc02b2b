// An order's card payment as staff read it (pure; unit-tested). Where the money stands is the server's words:
// the payment's statusText, or PAYMENT_STATUS_WORDS for a raw status (the verification queue's).
import { PAYMENT_STATUS_WORDS } from '../../lib/serverFormConstants';
import { can, PERMISSIONS } from './staffMember';

// Authorised and not captured yet (as payments.models.HELD_STATUSES): Verify can still capture the money, until the
// authorisation lapses.
const HELD_STATUSES = ['authorized', 'capture_failed'];

/** Whether a payment in `status` still holds the money on the card, not yet charged. */
export function isHeld(status) {
  return HELD_STATUSES.includes(status);
}

/** "authorized" -> "Authorised, not charged" (a status this SPA does not know yet reads as itself). */
export function paymentStatusWords(status) {
  return PAYMENT_STATUS_WORDS[status] ?? status;
}

// The ledger's entries: what happened, in the past tense.
const EVENT_WORDS = {
  authorized: 'Authorised',
  captured: 'Charged',
  capture_failed: 'Charge refused',
  voided: 'Released',
  refunded: 'Refunded',
  expired: 'Authorisation lapsed',
  provider_update: 'Updated by the provider',
};
// Who acted when no staff member did (the API's null actor).
const EVENT_ACTORS = { authorized: 'Checkout', provider_update: 'Payment provider' };

/** {what, actor} of a ledger event: "Refunded", "vera"; "Authorised", "Checkout"; "Authorisation lapsed", "Automatic". */
export function describePaymentEvent(event) {
  return {
    what: EVENT_WORDS[event.kind] ?? String(event.kind).replaceAll('_', ' '),
    actor: event.actor ?? EVENT_ACTORS[event.kind] ?? 'Automatic',
  };
}

/** "Visa •••• 4242 · credit": the card as the provider knows it; '' when it told nothing. */
export function describeCard(card) {
  const number = [card?.brand, card?.last4 && `•••• ${card.last4}`].filter(Boolean).join(' ');
  return [number, card?.funding].filter(Boolean).join(' · ');
}

/** Whether `member` may refund `payment` now: something is left to give back, and their role allows refunds. */
export function canRefund(payment, member) {
  return Number(payment?.refundable) > 0 && can(member, PERMISSIONS.refundPayments);
}

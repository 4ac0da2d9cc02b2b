// Verification call outcomes as staff read them (pure; unit-tested). The outcomes themselves are the
// server's: CALL_OUTCOMES in lib/serverFormConstants.js.
import { UNREACHABLE_AFTER_FAILED_CALLS } from '../../lib/serverFormConstants';

const OUTCOMES = {
  verified: { label: 'Verified', effect: 'The customer confirmed: the order moves to Verified.' },
  no_answer: {
    label: 'No answer',
    effect: `A failed call: after ${UNREACHABLE_AFTER_FAILED_CALLS} the order is marked unreachable.`,
  },
  wrong_number: {
    label: 'Wrong number',
    effect: `A failed call: after ${UNREACHABLE_AFTER_FAILED_CALLS} the order is marked unreachable.`,
  },
  customer_canceled: {
    label: 'Customer canceled',
    effect: 'The order is canceled and its stock returned.',
  },
};

/** "no_answer" -> "No answer" (an outcome this SPA does not know yet reads as its words). */
export function callOutcomeLabel(outcome) {
  return OUTCOMES[outcome]?.label ?? String(outcome).replaceAll('_', ' ');
}

/** What recording the outcome does to the order, for the call form. */
export function callOutcomeEffect(outcome) {
  return OUTCOMES[outcome]?.effect ?? '';
}

/** Whether recording a call with `outcome` cancels the order (so the staff app asks first). */
export function callCancelsOrder(outcome) {
  return outcome === 'customer_canceled';
}

/** The success toast's sentence once a call with `outcome` is recorded for order `orderId`. */
export function callRecordedMessage(outcome, orderId) {
  if (outcome === 'verified') return `Order #${orderId} is verified.`;
  if (callCancelsOrder(outcome)) return `Order #${orderId} is canceled and its stock returned.`;
  return `${callOutcomeLabel(outcome)} recorded for order #${orderId}.`;
}

/** "2 calls", "3 calls, unreachable": an order's verification calls so far. */
export function describeCallAttempts(attempts, unreachable) {
  const calls = `${attempts} ${attempts === 1 ? 'call' : 'calls'}`;
  return unreachable ? `${calls}, unreachable` : calls;
}

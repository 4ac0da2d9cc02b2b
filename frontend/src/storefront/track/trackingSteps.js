// The tracked order's progress (pure; unit-tested): the steps done, with their dates, and what comes next.
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';

const FLOW = ['Placed', 'Verified', 'Shipped', 'Delivered'];

const LABELS = {
  Placed: 'Order placed',
  Verified: 'Verified by phone',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Canceled: 'Canceled',
};

const NEXT = {
  Verified: `We call you within ${VERIFICATION_WINDOW_HOURS} hours to confirm the order; your card is not charged before.`,
  Shipped: 'We pack your order and hand it to the carrier.',
  Delivered: 'The parcel arrives at your address.',
};

// How far along the flow each order status is.
const REACHED = { 'Pending Verification': 0, Verified: 1, Shipped: 2, Delivered: 3 };

export const STATUS_SUMMARIES = {
  'Pending Verification': `Waiting for our call: we verify every order by phone within ${VERIFICATION_WINDOW_HOURS} hours.`,
  Verified: 'Verified: we are preparing your order for shipping.',
  Shipped: 'Shipped: your order is on its way.',
  Delivered: 'Delivered. Enjoy your new gear!',
  Canceled: 'This order was canceled.',
};

/** When the order last reached `status` according to the timeline ([{status, at}], oldest first). */
function reachedAt(timeline, status) {
  const entries = timeline.filter((entry) => entry.status === status);
  return entries.length > 0 ? entries[entries.length - 1].at : null;
}

/**
 * The steps to show: [{status, label, state: 'done' | 'next' | 'upcoming', at, hint, current}].
 * Done steps carry their date when the timeline has one; the first step not done says what happens next.
 * A canceled order shows what it went through, then the cancellation, and nothing to come.
 */
export function trackingSteps(status, timeline = []) {
  const step = (name, state, extra = {}) => ({
    status: name,
    label: LABELS[name],
    state,
    at: state === 'done' ? reachedAt(timeline, name) : null,
    hint: null,
    current: false,
    ...extra,
  });
  if (status === 'Canceled') {
    const before = FLOW.filter((name) => name === 'Placed' || timeline.some((entry) => entry.status === name));
    return [...before.map((name) => step(name, 'done')), step('Canceled', 'done', { current: true })];
  }
  const reached = REACHED[status] ?? 0;
  return FLOW.map((name, index) => {
    if (index <= reached) return step(name, 'done', { current: index === reached });
    if (index === reached + 1) return step(name, 'next', { hint: NEXT[name] });
    return step(name, 'upcoming');
  });
}

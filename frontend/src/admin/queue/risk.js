// An order's risk signals as staff read them (pure; unit-tested). The server computes them when the order is
// placed (orders.selectors.order_risk_signals): other orders with the same phone or card in the hours before,
// and the cardholder names a card and the phones an address were used with in the days before.
import { RISK_IDENTITY_DAYS, RISK_RECENT_HOURS } from '../../lib/serverFormConstants';

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

const SIGNALS = {
  same_phone: (count) => `${plural(count, 'other order', 'other orders')} with this phone in ${RISK_RECENT_HOURS} h`,
  same_card: (count) => `${plural(count, 'other order', 'other orders')} with this card in ${RISK_RECENT_HOURS} h`,
  card_many_names: (count) => `Card used with ${plural(count, 'name', 'names')} in ${RISK_IDENTITY_DAYS} days`,
  address_many_phones: (count) => `Address used with ${plural(count, 'phone', 'phones')} in ${RISK_IDENTITY_DAYS} days`,
};

/** {kind: "same_phone", count: 2} -> "2 other orders with this phone in 24 h" (a kind this SPA does not know
 * yet reads as its words and count). */
export function describeRisk({ kind, count }) {
  return SIGNALS[kind]?.(count) ?? `${String(kind).replaceAll('_', ' ')}: ${count}`;
}

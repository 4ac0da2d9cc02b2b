// Audit trail entries ({at, actor, kind, field, from, to, note}) as staff read
// them (pure; unit-tested).
import { formatPrice } from '../lib/format';
import { callOutcomeLabel } from './common/calls';
import { paymentStatusWords } from './common/payments';

// The product fields the server audits, by their server names.
const PRODUCT_FIELDS = {
  price: { label: 'Price', show: (value) => formatPrice(value) },
  original_price: { label: 'Original price', show: (value) => formatPrice(value) },
  stock: { label: 'Stock', show: (value) => value },
  is_active: { label: 'Active', show: (value) => (value.toLowerCase() === 'true' ? 'Yes' : 'No') },
};

const NONE = 'none';

/**
 * {title, change, note, actor}: "Status changed" "Pending Verification → Verified"; "Call" "No answer";
 * "Price" "$799.00 → $749.00" ("none" for an empty side, e.g. an original price set or cleared); "Payment"
 * "Authorised, not charged → Charged" in the server's words, its note the amount and the reason.
 * An empty actor is a shopper (the API's word for a change nobody on the staff made), but for a payment: the shop's
 * own jobs and the provider change those too.
 */
export function describeHistoryEntry(entry) {
  if (entry.kind === 'payment') {
    const change = `${paymentStatusWords(entry.from)} → ${paymentStatusWords(entry.to)}`;
    return { title: 'Payment', change, note: entry.note, actor: entry.actor || 'Automatic' };
  }
  const actor = entry.actor || 'Shopper';
  if (entry.kind === 'call') return { title: 'Call', change: callOutcomeLabel(entry.to), note: entry.note, actor };
  if (entry.kind === 'status') {
    return { title: 'Status changed', change: `${entry.from} → ${entry.to}`, note: entry.note, actor };
  }
  // A CSV import's entry about the whole product: "Created by import", "Changed by import: name".
  if (entry.kind === 'import' && !entry.field) return { title: 'Import', change: entry.note, note: '', actor };
  const field = PRODUCT_FIELDS[entry.field] ?? { label: entry.field, show: (value) => value };
  const show = (value) => (value === '' || value === null || value === undefined ? NONE : field.show(value));
  return { title: field.label, change: `${show(entry.from)} → ${show(entry.to)}`, note: entry.note, actor };
}

/** A call from GET /api/orders/{id}/calls as a history entry, so calls and history read alike. */
export function callAsHistoryEntry(call) {
  return {
    at: call.createdAt,
    actor: call.staff,
    kind: 'call',
    field: 'call',
    from: '',
    to: call.outcome,
    note: call.note,
  };
}

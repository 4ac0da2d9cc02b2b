// Display helpers for the staff screens (pure; unit-tested). Prices: storefront/format.js.

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** ISO timestamp -> "Nov 23, 2025, 9:36 AM" in the browser's time zone. */
export function formatDateTime(iso) {
  return iso ? dateTime.format(new Date(iso)) : '';
}

/** Cut text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text, max) {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** "Pending Verification" -> "pending-verification" (CSS modifier for status badges). */
export function slugify(text) {
  return String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

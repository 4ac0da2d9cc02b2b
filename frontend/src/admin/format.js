// Display helpers for the staff screens (pure; unit-tested). Prices and dates: lib/format.js.

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

/**
 * A duration in hours, in whole hours: "< 1 h", "5 h", "1 d 6 h", "2 d" (a day is 24 hours).
 * The staff read waiting times and times to verification this way.
 */
export function formatHours(hours) {
  const whole = Math.floor(Math.max(0, hours));
  if (whole < 1) return '< 1 h';
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  if (!days) return `${rest} h`;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "$1,299.00": dollars with thousands separators and 2 decimals; accepts numbers and API money strings. */
export function formatPrice(value) {
  return usd.format(Number(value) || 0);
}

/** "12,480": a count with thousands separators. */
export function formatCount(count) {
  return count.toLocaleString('en-US');
}

/** "1 tablet found", "10,567 products found"; "1,000+ products found" when the server stopped counting. */
export function countLine(count, noun, capped = false) {
  if (capped) return `${formatCount(count)}+ ${noun}s found`;
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'} found`;
}

/** ISO timestamp -> "Nov 23, 2025, 9:36 AM" in the browser's time zone; '' without one. */
export function formatDateTime(iso) {
  return iso ? dateTime.format(new Date(iso)) : '';
}

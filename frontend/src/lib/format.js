// Money and counts are written by hand, in en-US's form: a page's first Intl call (Intl.NumberFormat,
// toLocaleString) loads ICU's locale data, 18-51 ms of the main thread in the bench machine's Chromium and four times
// that on Lighthouse's phone, and every storefront page shows prices as it hydrates (decision 0035).
// format.test.js holds them to Intl's output. Dates (staff screens, tracking) still use Intl, made on first use.

/** "1234567" -> "1,234,567" (the digits of a whole number). */
function groupThousands(digits) {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The whole cents of an amount of 0 or more, rounded as Intl rounds: half up on its shortest decimal form
 * (String(1.005) is "1.005", which Intl writes $1.01; toFixed, which rounds the binary value, would write 1.00). */
function roundedCents(amount) {
  const text = String(amount);
  if (text.includes('e')) return Math.round(amount * 100); // under a millionth, or 1e21 and over: not a price
  const [whole, fraction = ''] = text.split('.');
  return Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1 : 0);
}

/** "$1,299.00": dollars with thousands separators and 2 decimals; accepts numbers and API money strings. */
export function formatPrice(value) {
  const amount = Number(value) || 0;
  const cents = roundedCents(Math.abs(amount));
  const dollars = groupThousands(String(Math.floor(cents / 100)));
  return `${amount < 0 ? '-' : ''}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12,480": a count (a whole number) with thousands separators. */
export function formatCount(count) {
  return groupThousands(String(count));
}

/** "1 tablet found", "10,567 products found"; "1,000+ products found" when the server stopped counting. */
export function countLine(count, noun, capped = false) {
  if (capped) return `${formatCount(count)}+ ${noun}s found`;
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'} found`;
}

let dateTime;

/** ISO timestamp -> "Nov 23, 2025, 9:36 AM" in the browser's time zone; '' without one. */
export function formatDateTime(iso) {
  if (!iso) return '';
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
}

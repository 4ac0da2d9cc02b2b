const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,299.00": dollars with thousands separators and 2 decimals; accepts numbers and API money strings. */
export function formatPrice(value) {
  return usd.format(Number(value) || 0);
}

/** "1 tablet found", "3 tablets found". */
export function countLine(count, noun) {
  return `${count} ${noun}${count === 1 ? '' : 's'} found`;
}

// Input formatting of the checkout card fields.
import { CARD_DIGITS_MAX, CARD_DIGITS_MIN } from '../lib/serverFormConstants';

const digitsOf = (value) => String(value ?? '').replace(/\D/g, '');

/** Digits only, grouped in fours, at most 19 characters ("1234 5678 9012 3456"). */
export function formatCardNumber(value) {
  return digitsOf(value)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, 19)
    .trim();
}

/** Digits only with a slash after the month, at most 5 characters ("MM/YY"). */
export function formatExpiry(value) {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function formatCvv(value) {
  return digitsOf(value).slice(0, 4);
}

const CARD_DIGITS = new RegExp(`^\\d{${CARD_DIGITS_MIN},${CARD_DIGITS_MAX}}$`);

/** The card number rule, as the server checks it: CARD_DIGITS_MIN to CARD_DIGITS_MAX (13 to 16) digits
 * once spaces are removed, Luhn-valid.
 */
export function isValidCardNumber(value) {
  const digits = String(value ?? '').replace(/ /g, '');
  if (!CARD_DIGITS.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, char, position) => {
    const doubled = position % 2 ? Number(char) * 2 : Number(char);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

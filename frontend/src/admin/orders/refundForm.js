// The refund form's rules and request (pure; unit-tested). The server decides again; these only spare a
// round trip for what it would refuse.
import * as Yup from 'yup';
import { formatPrice } from '../../lib/format';
import { REFUND_REASON_MAX_LENGTH } from '../../lib/serverFormConstants';

// Dollars with at most 2 decimals, as the server reads an amount: "12", "12.5", "12.50".
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** "170.5" -> 17050: amounts are compared in whole cents, never as floating-point dollars. */
export function toCents(amount) {
  const [dollars, cents = ''] = String(amount).split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** A well-formed amount's test: an amount that is not one fails the format's test alone. */
const amountTest = (test) => (value) => !AMOUNT.test(value ?? '') || test(toCents(value));

/** The refund's rules for a payment with `refundable` ("170.00") left to give back. */
export function refundSchema(refundable) {
  return Yup.object({
    amount: Yup.string()
      .trim()
      .required('Enter the amount to refund')
      .matches(AMOUNT, 'Enter dollars and cents, e.g. 25 or 25.50')
      .test(
        'positive',
        'The amount must be more than $0.00',
        amountTest((cents) => cents > 0),
      )
      .test(
        'refundable',
        `At most ${formatPrice(refundable)} is left to refund`,
        amountTest((cents) => cents <= toCents(refundable)),
      ),
    reason: Yup.string()
      .trim()
      .required('Say why the money goes back')
      .max(REFUND_REASON_MAX_LENGTH, `Keep the reason to ${REFUND_REASON_MAX_LENGTH} characters or fewer`),
  });
}

/** The form's first values: the whole refundable amount (the usual refund), no reason yet. */
export function refundInitialValues(payment) {
  return { amount: payment.refundable, reason: '' };
}

/** The request body, {amount, reason}, from the form's values. */
export function refundRequest(values) {
  return { amount: values.amount.trim(), reason: values.reason.trim() };
}

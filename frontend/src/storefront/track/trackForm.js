// The tracking form's rules (pure; unit-tested): its fields, the request body, and what a refusal shows.
import * as Yup from 'yup';
import { errorMessage } from '../../api/client';
import { TRACK_MESSAGES } from '../../lib/serverFormConstants';
import { formErrorsFromServer } from '../../lib/serverErrors';

export const TRACK_FIELDS = ['orderId', 'phone'];

// The order number as the shopper may copy it from the confirmation ("#1042"); up to 15 digits stay
// exact in a JSON number.
const ORDER_NUMBER = /^#?\s*(\d{1,15})$/;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';
const FAILED = 'Could not look up the order. Please try again.';

// The required fields' messages are the server's own.
export const trackSchema = Yup.object({
  orderId: Yup.string()
    .trim()
    .required(TRACK_MESSAGES.orderId)
    .matches(ORDER_NUMBER, { message: 'Enter the order number in digits, e.g. 1042', excludeEmptyString: true }),
  phone: Yup.string().trim().required(TRACK_MESSAGES.phone),
});

/** Empty fields, the order number taken from ?order= when it is one (the confirmation page links here). */
export function initialTrackValues(orderParam) {
  const match = ORDER_NUMBER.exec((orderParam ?? '').trim());
  return { orderId: match ? match[1] : '', phone: '' };
}

/** The request body: the order number as a JSON integer, the phone as typed (the server compares digits). */
export function trackPayload(values) {
  return { orderId: Number(ORDER_NUMBER.exec(values.orderId.trim())[1]), phone: values.phone.trim() };
}

/**
 * What a failed lookup shows: {message, fieldErrors}. 404 is the server's neutral sentence (a wrong number
 * and a wrong phone look the same), 429 asks to wait, a 400 puts its messages on the fields they name.
 */
export function trackFailure(error) {
  if (error?.status === 404) return { message: errorMessage(error, TRACK_MESSAGES.notFound), fieldErrors: {} };
  if (error?.status === 429) return { message: TOO_MANY_ATTEMPTS, fieldErrors: {} };
  if (error?.status === 400) {
    const fieldErrors = formErrorsFromServer(error.body?.errors, TRACK_FIELDS);
    const mapped = Object.keys(fieldErrors).length > 0;
    return { message: mapped ? null : errorMessage(error, FAILED), fieldErrors };
  }
  return { message: errorMessage(error, FAILED), fieldErrors: {} };
}

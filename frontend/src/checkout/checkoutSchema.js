import * as Yup from 'yup';
import {
  CHECKOUT_MESSAGES as MESSAGES,
  CVV_PATTERN,
  EXPIRY_PATTERN,
  MAX_PHONE_LENGTH,
  MIN_PHONE_DIGITS,
  MIN_ZIP_LENGTH,
  PAYMENT_METHODS,
  PHONE_CHARACTER,
} from '../lib/serverFormConstants';
import { isValidCardNumber } from './cardFormat';

export const initialCheckoutValues = {
  customerName: '',
  phone: '',
  street: '',
  city: '',
  zipCode: '',
  paymentMethod: PAYMENT_METHODS[0],
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardholderName: '',
};

const PHONE = new RegExp(`^${PHONE_CHARACTER}+$`);
const EXPIRY = new RegExp(`^${EXPIRY_PATTERN}$`);
const CVV = new RegExp(`^${CVV_PATTERN}$`);

/** The phone rule, the server's (orders/phones.py): phone characters only and at least MIN_PHONE_DIGITS digits. */
export function isValidPhone(value) {
  const phone = (value ?? '').trim();
  return PHONE.test(phone) && phone.replace(/[^0-9]/g, '').length >= MIN_PHONE_DIGITS;
}

const required = (field) => Yup.string().trim().min(1, MESSAGES[field]).required(MESSAGES[field]);

// The checkout form's rules, with the messages the server gives.
export const checkoutSchema = Yup.object({
  customerName: required('customerName'),
  phone: Yup.string()
    .trim()
    .required(MESSAGES.phone)
    .max(MAX_PHONE_LENGTH, MESSAGES.phoneTooLong)
    .test('phone', MESSAGES.phone, isValidPhone),
  street: required('street'),
  city: required('city'),
  zipCode: Yup.string().trim().min(MIN_ZIP_LENGTH, MESSAGES.zipCode).required(MESSAGES.zipCode),
  paymentMethod: Yup.string().oneOf(PAYMENT_METHODS).required(),
  cardNumber: Yup.string().required(MESSAGES.cardNumber).test('card-number', MESSAGES.cardNumber, isValidCardNumber),
  expiryDate: Yup.string().matches(EXPIRY, MESSAGES.expiryDate).required(MESSAGES.expiryDate),
  cvv: Yup.string().matches(CVV, MESSAGES.cvv).required(MESSAGES.cvv),
  cardholderName: required('cardholderName'),
});

// With Stripe the card's number, expiry and CVV are typed into its Card Element, which checks them itself.
export const stripeCheckoutSchema = checkoutSchema.omit(['cardNumber', 'expiryDate', 'cvv']);

import * as Yup from 'yup';
import { isValidCardNumber } from './cardFormat';

export const PAYMENT_METHODS = ['Credit Card', 'Debit Card'];

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

const PHONE_MESSAGE = 'Valid phone number is required';
const MIN_PHONE_DIGITS = 10;

/**
 * The phone rule, the server's too (orders/serializers.py): phone
 * characters only (digits, spaces, + - ( ) .) and at least 10 digits, so `javascript:alert(4)555` is no phone.
 */
export function isValidPhone(value) {
  const phone = (value ?? '').trim();
  return /^[0-9 +().-]+$/.test(phone) && phone.replace(/[^0-9]/g, '').length >= MIN_PHONE_DIGITS;
}

// The checkout form's rules, with the messages the server gives too.
export const checkoutSchema = Yup.object({
  customerName: Yup.string().trim().min(1, 'Name is required').required('Name is required'),
  phone: Yup.string()
    .trim()
    .required(PHONE_MESSAGE)
    .max(40, 'Phone number must be at most 40 characters')
    .test('phone', PHONE_MESSAGE, isValidPhone),
  street: Yup.string().trim().min(1, 'Street address is required').required('Street address is required'),
  city: Yup.string().trim().min(1, 'City is required').required('City is required'),
  zipCode: Yup.string().trim().min(5, 'ZIP code is required').required('ZIP code is required'),
  paymentMethod: Yup.string().oneOf(PAYMENT_METHODS).required(),
  cardNumber: Yup.string()
    .required('Valid card number is required')
    .test('card-number', 'Valid card number is required', isValidCardNumber),
  expiryDate: Yup.string()
    .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Valid expiry date required (MM/YY)')
    .required('Valid expiry date required (MM/YY)'),
  cvv: Yup.string().min(3, 'CVV is required').max(4, 'CVV is required').required('CVV is required'),
  cardholderName: Yup.string().trim().min(1, 'Cardholder name is required').required('Cardholder name is required'),
});

// With Stripe the card's number, expiry and CVV are typed into its Card Element, which checks them itself.
export const stripeCheckoutSchema = checkoutSchema.omit(['cardNumber', 'expiryDate', 'cvv']);

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

// SPEC.md section 5, with its messages.
export const checkoutSchema = Yup.object({
  customerName: Yup.string().trim().min(1, 'Name is required').required('Name is required'),
  phone: Yup.string().trim().min(10, 'Valid phone number is required').required('Valid phone number is required'),
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

import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvv, formatExpiry, isValidCardNumber } from './cardFormat';
import { checkoutSchema, initialCheckoutValues, isValidPhone } from './checkoutSchema';
import { VERIFICATION_WINDOW_HOURS } from '../lib/serverConstants';
import { formErrorsFromServer } from '../lib/serverErrors';
import { buildOrderPayload } from './orderPayload';
import { verificationSentence } from './verification';

const valid = {
  ...initialCheckoutValues,
  customerName: 'Ada Lovelace',
  phone: '5551234567',
  street: '1 Main St',
  city: 'Springfield',
  zipCode: '12345',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/29',
  cvv: '123',
  cardholderName: 'Ada Lovelace',
};

async function errorsOf(values) {
  try {
    await checkoutSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(error.inner.map((item) => [item.path, item.message]));
  }
}

describe('card formatting', () => {
  it('keeps digits, groups them in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4242a4242-4242 42')).toBe('4242 4242 4242 42');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('inserts the expiry slash after two digits, 5 characters at most', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('ab0925')).toBe('09/25');
  });

  it('keeps CVV digits only, 4 at most', () => {
    expect(formatCvv('12a34 5')).toBe('1234');
  });
});

describe('card number rule (the same on the server)', () => {
  it('takes 13 to 16 digits, spaces ignored, that pass the Luhn check', () => {
    for (const number of ['4242 4242 4242 4242', '378282246310005', '4222222222222', '6011000990139424']) {
      expect(isValidCardNumber(number)).toBe(true);
    }
    for (const number of [
      '4242 4242 4242 4241',
      '424242424242',
      '6011 0009 9013 9424 123',
      '4242-4242-4242-4242',
      '',
    ]) {
      expect(isValidCardNumber(number)).toBe(false);
    }
  });
});

describe('phone rule (the same on the server)', () => {
  it('takes phone characters only, with at least 10 digits', () => {
    for (const phone of ['5550109999', '+1 (555) 010-9999', '555.010.9999', '+44 20 7946 0958', ' 555-010-9999 ']) {
      expect(isValidPhone(phone)).toBe(true);
    }
    for (const phone of [
      'javascript:alert(4)555',
      '<b>5550109999</b>',
      '555 010 9999 ext 2',
      '555/010/9999',
      '+1 (555) 010-99',
      '----------------',
      '５５５０１０９９９９',
      '',
      undefined,
    ]) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });

  it('answers a bad phone with the phone message', async () => {
    expect(await errorsOf({ ...valid, phone: 'javascript:alert(4)555' })).toEqual({
      phone: 'Valid phone number is required',
    });
    expect(await errorsOf({ ...valid, phone: '(555) 010-99 ' })).toEqual({ phone: 'Valid phone number is required' });
    expect(await errorsOf({ ...valid, phone: '1'.repeat(41) })).toEqual({
      phone: 'Phone number must be at most 40 characters',
    });
    expect(await errorsOf({ ...valid, phone: '+1 (555) 010-9999' })).toEqual({});
  });
});

describe('checkout schema', () => {
  it('accepts valid values and defaults to Credit Card', async () => {
    expect(initialCheckoutValues.paymentMethod).toBe('Credit Card');
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, paymentMethod: 'Debit Card' })).toEqual({});
  });

  it('reports the message of every required field', async () => {
    expect(await errorsOf(initialCheckoutValues)).toEqual({
      customerName: 'Name is required',
      phone: 'Valid phone number is required',
      street: 'Street address is required',
      city: 'City is required',
      zipCode: 'ZIP code is required',
      cardNumber: 'Valid card number is required',
      expiryDate: 'Valid expiry date required (MM/YY)',
      cvv: 'CVV is required',
      cardholderName: 'Cardholder name is required',
    });
  });

  it('checks the lengths and the expiry month', async () => {
    expect(
      await errorsOf({ ...valid, phone: '555123456', zipCode: '1234', cardNumber: '4242 4242 4242', cvv: '12' }),
    ).toEqual({
      phone: 'Valid phone number is required',
      zipCode: 'ZIP code is required',
      cardNumber: 'Valid card number is required',
      cvv: 'CVV is required',
    });
    expect(await errorsOf({ ...valid, expiryDate: '13/25' })).toEqual({
      expiryDate: 'Valid expiry date required (MM/YY)',
    });
    expect(await errorsOf({ ...valid, expiryDate: '00/25' })).toEqual({
      expiryDate: 'Valid expiry date required (MM/YY)',
    });
    expect(await errorsOf({ ...valid, cvv: '1234' })).toEqual({});
    expect(await errorsOf({ ...valid, paymentMethod: 'Cash' })).toHaveProperty('paymentMethod');
  });
});

describe('order payload', () => {
  it('builds the POST /api/orders body with 2-decimal money strings', () => {
    const lines = [
      { productId: 1, quantity: 2, price: 499.5, selectedColor: 'Bay' },
      { productId: 2, quantity: 1, price: 80, seatInfo: { section: 'A', seats: ['1'], priceCategory: 'VIP' } },
    ];
    expect(buildOrderPayload({ ...valid, customerName: ' Ada ' }, lines)).toEqual({
      customerName: 'Ada',
      phone: '5551234567',
      address: { street: '1 Main St', city: 'Springfield', zipCode: '12345' },
      paymentMethod: 'Credit Card',
      paymentInfo: {
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/29',
        cvv: '123',
        cardholderName: 'Ada Lovelace',
      },
      items: [
        { productId: 1, quantity: 2, price: '499.50', selectedColor: 'Bay' },
        { productId: 2, quantity: 1, price: '80.00', seatInfo: { section: 'A', seats: ['1'], priceCategory: 'VIP' } },
      ],
      total: '1079.00',
    });
  });
});

describe('server field errors', () => {
  it('maps nested API paths to the form fields and ignores the others', () => {
    const fields = Object.keys(initialCheckoutValues);
    expect(
      formErrorsFromServer(
        {
          'paymentInfo.cardNumber': ['Valid card number is required'],
          'address.zipCode': ['ZIP code is required', 'Too short'],
          'items.0.quantity': ['Only 1 of "Pixel" left in stock'],
        },
        fields,
      ),
    ).toEqual({ cardNumber: 'Valid card number is required', zipCode: 'ZIP code is required' });
    expect(formErrorsFromServer(undefined, fields)).toEqual({});
  });
});

describe('verification window', () => {
  it('is one constant of 24 hours', () => {
    expect(VERIFICATION_WINDOW_HOURS).toBe(24);
    expect(verificationSentence).toBe('You will be contacted within 24 hours for verification.');
  });
});

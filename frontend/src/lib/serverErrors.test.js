import { describe, expect, it } from 'vitest';
import { formErrorsFromServer } from './serverErrors';

describe('formErrorsFromServer', () => {
  it('maps a path to the outermost segment that names a form field (checkout)', () => {
    const fields = ['customerName', 'phone', 'street', 'city', 'zipCode', 'cardNumber', 'expiryDate', 'cvv'];
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
  });

  it('keeps the first message of each known field (product form)', () => {
    const fields = ['name', 'price', 'subcategory', 'specifications'];
    const body = {
      message: 'Subcategory is required',
      errors: { subcategory: ['Subcategory is required'], 'specifications.RAM': ['Too long'], unknown: ['x'] },
    };
    expect(formErrorsFromServer(body.errors, fields)).toEqual({
      subcategory: 'Subcategory is required',
      specifications: 'Too long',
    });
  });

  it('keeps a path inside a field with that field, whatever its inner key is called', () => {
    expect(formErrorsFromServer({ 'specifications.name': ['Too long'] }, ['name', 'specifications'])).toEqual({
      specifications: 'Too long',
    });
  });

  it('keeps the first path that reaches a field, and skips empty message lists', () => {
    expect(
      formErrorsFromServer({ note: [], 'call.note': ['Too long'], 'other.note': ['Later'] }, ['outcome', 'note']),
    ).toEqual({ note: 'Too long' });
  });

  it('is empty without field errors', () => {
    expect(formErrorsFromServer(undefined, ['name'])).toEqual({});
    expect(formErrorsFromServer(null, [])).toEqual({});
    expect(formErrorsFromServer({}, ['name'])).toEqual({});
  });
});

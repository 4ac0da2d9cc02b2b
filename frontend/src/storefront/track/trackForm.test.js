import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { TOO_MANY_ATTEMPTS, initialTrackValues, trackFailure, trackPayload, trackSchema } from './trackForm';

const apiError = (status, body) => new ApiError(status, JSON.stringify(body), body);

describe('tracking form', () => {
  it('prefills the order number from ?order= when it is one', () => {
    expect(initialTrackValues('1042')).toEqual({ orderId: '1042', phone: '' });
    expect(initialTrackValues('#1042')).toEqual({ orderId: '1042', phone: '' });
    expect(initialTrackValues('abc')).toEqual({ orderId: '', phone: '' });
    expect(initialTrackValues(null)).toEqual({ orderId: '', phone: '' });
  });

  it('sends the number as a JSON integer and the phone as typed', () => {
    expect(trackPayload({ orderId: ' #1042 ', phone: ' (555) 010-2000 ' })).toEqual({
      orderId: 1042,
      phone: '(555) 010-2000',
    });
  });

  it('asks for both fields, the number in digits', async () => {
    const errors = async (values) => {
      try {
        await trackSchema.validate(values, { abortEarly: false });
        return [];
      } catch (error) {
        return error.errors;
      }
    };
    expect(await errors({ orderId: '', phone: ' ' })).toEqual(['Order number is required', 'Phone number is required']);
    expect(await errors({ orderId: 'ten', phone: '555' })).toEqual(['Enter the order number in digits, e.g. 1042']);
    expect(await errors({ orderId: '#12', phone: '555' })).toEqual([]);
  });

  it('shows the server’s neutral 404, a wait on 429, and field errors on 400', () => {
    const notFound = 'No order matches that number and phone';
    expect(trackFailure(apiError(404, { message: notFound }))).toEqual({ message: notFound, fieldErrors: {} });
    expect(trackFailure(apiError(404, null))).toEqual({ message: notFound, fieldErrors: {} });
    expect(trackFailure(apiError(429, { message: 'Too many tracking attempts.' }))).toEqual({
      message: TOO_MANY_ATTEMPTS,
      fieldErrors: {},
    });
    expect(
      trackFailure(apiError(400, { message: 'Invalid input', errors: { phone: ['Phone number is required'] } })),
    ).toEqual({ message: null, fieldErrors: { phone: 'Phone number is required' } });
    expect(trackFailure(apiError(400, { message: 'The request body is not valid JSON.' }))).toEqual({
      message: 'The request body is not valid JSON.',
      fieldErrors: {},
    });
    expect(trackFailure(new TypeError('Failed to fetch')).message).toBe(
      'Could not look up the order. Please try again.',
    );
  });
});

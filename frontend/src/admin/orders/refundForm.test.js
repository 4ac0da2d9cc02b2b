import { describe, expect, it } from 'vitest';
import { REFUND_REASON_MAX_LENGTH } from '../../lib/serverFormConstants';
import { refundInitialValues, refundRequest, refundSchema, toCents } from './refundForm';

/** The schema's first message for each field of `values`, as Formik shows them ({} when valid). */
async function errorsOf(values, refundable = '170.00') {
  try {
    await refundSchema(refundable).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(error.inner.toReversed().map((inner) => [inner.path, inner.message]));
  }
}

describe('toCents', () => {
  it('reads dollars with up to 2 decimals as whole cents', () => {
    expect(toCents('170.00')).toBe(17000);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('12')).toBe(1200);
    expect(toCents('0.29')).toBe(29); // 0.29 * 100 is 28.999... in floating point
  });
});

describe('refundSchema', () => {
  it('takes an amount up to what is left, with a reason', async () => {
    expect(await errorsOf({ amount: '170.00', reason: 'Returned unopened' })).toEqual({});
    expect(await errorsOf({ amount: ' 25.5 ', reason: 'Scratched' })).toEqual({});
    expect(await errorsOf({ amount: '0.01', reason: 'Goodwill' })).toEqual({});
  });

  it('refuses more than is left, nothing, a negative amount or a third decimal', async () => {
    expect((await errorsOf({ amount: '170.01', reason: 'x' })).amount).toBe('At most $170.00 is left to refund');
    expect((await errorsOf({ amount: '0', reason: 'x' })).amount).toBe('The amount must be more than $0.00');
    expect((await errorsOf({ amount: '-5', reason: 'x' })).amount).toBe('Enter dollars and cents, e.g. 25 or 25.50');
    expect((await errorsOf({ amount: '10.005', reason: 'x' })).amount).toBe(
      'Enter dollars and cents, e.g. 25 or 25.50',
    );
    expect((await errorsOf({ amount: '', reason: 'x' })).amount).toBe('Enter the amount to refund');
  });

  it('needs a reason, at most as long as the server keeps', async () => {
    expect((await errorsOf({ amount: '10', reason: '   ' })).reason).toBe('Say why the money goes back');
    expect(await errorsOf({ amount: '10', reason: 'x'.repeat(REFUND_REASON_MAX_LENGTH) })).toEqual({});
    expect((await errorsOf({ amount: '10', reason: 'x'.repeat(REFUND_REASON_MAX_LENGTH + 1) })).reason).toBe(
      `Keep the reason to ${REFUND_REASON_MAX_LENGTH} characters or fewer`,
    );
  });
});

describe('the refund request', () => {
  it('starts from the whole refundable amount and sends the trimmed values', () => {
    expect(refundInitialValues({ refundable: '170.00' })).toEqual({ amount: '170.00', reason: '' });
    expect(refundRequest({ amount: ' 25.50 ', reason: ' Scratched case ' })).toEqual({
      amount: '25.50',
      reason: 'Scratched case',
    });
  });
});

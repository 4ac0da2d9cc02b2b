import { describe, expect, it } from 'vitest';
import { CALL_OUTCOMES } from '../../lib/serverFormConstants';
import {
  callCancelsOrder,
  callOutcomeEffect,
  callOutcomeLabel,
  callRecordedMessage,
  describeCallAttempts,
} from './calls';

describe('call outcomes', () => {
  it('have a label and an effect for every outcome the server knows', () => {
    CALL_OUTCOMES.forEach((outcome) => {
      expect(callOutcomeLabel(outcome)).not.toContain('_');
      expect(callOutcomeEffect(outcome)).not.toBe('');
    });
    expect(callOutcomeLabel('no_answer')).toBe('No answer');
    expect(callOutcomeLabel('customer_canceled')).toBe('Customer canceled');
    expect(callOutcomeEffect('wrong_number')).toBe('A failed call: after 3 the order is marked unreachable.');
  });
  it('read an unknown outcome as its words', () => {
    expect(callOutcomeLabel('left_voicemail')).toBe('left voicemail');
    expect(callOutcomeEffect('left_voicemail')).toBe('');
  });
  it('cancel the order only when the customer canceled', () => {
    expect(CALL_OUTCOMES.filter(callCancelsOrder)).toEqual(['customer_canceled']);
  });
  it('say what a recorded call did', () => {
    expect(callRecordedMessage('verified', 12)).toBe('Order #12 is verified.');
    expect(callRecordedMessage('customer_canceled', 12)).toBe('Order #12 is canceled and its stock returned.');
    expect(callRecordedMessage('no_answer', 12)).toBe('No answer recorded for order #12.');
  });
});

describe('describeCallAttempts', () => {
  it('counts the calls and says when the customer is unreachable', () => {
    expect(describeCallAttempts(0, false)).toBe('0 calls');
    expect(describeCallAttempts(1, false)).toBe('1 call');
    expect(describeCallAttempts(3, true)).toBe('3 calls, unreachable');
  });
});

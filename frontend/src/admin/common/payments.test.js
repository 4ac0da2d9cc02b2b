import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_WORDS } from '../../lib/serverFormConstants';
import { admin, verifier } from '../../test/fixtures';
import { canRefund, describeCard, describePaymentEvent, isHeld, paymentStatusWords } from './payments';

describe('payment status', () => {
  it('holds the money while authorised, also after a refused capture', () => {
    expect(isHeld('authorized')).toBe(true);
    expect(isHeld('capture_failed')).toBe(true);
    ['captured', 'partially_refunded', 'refunded', 'voided', 'expired'].forEach((status) =>
      expect(isHeld(status), status).toBe(false),
    );
  });

  it("words a raw status with the server's words", () => {
    expect(paymentStatusWords('partially_refunded')).toBe(PAYMENT_STATUS_WORDS.partially_refunded);
    expect(paymentStatusWords('disputed')).toBe('disputed');
  });
});

describe('describePaymentEvent', () => {
  it('says what happened and who did it, naming who acted when no staff member did', () => {
    expect(describePaymentEvent({ kind: 'refunded', actor: 'vera' })).toEqual({ what: 'Refunded', actor: 'vera' });
    expect(describePaymentEvent({ kind: 'authorized', actor: null })).toEqual({
      what: 'Authorised',
      actor: 'Checkout',
    });
    expect(describePaymentEvent({ kind: 'provider_update', actor: null })).toEqual({
      what: 'Updated by the provider',
      actor: 'Payment provider',
    });
    expect(describePaymentEvent({ kind: 'expired', actor: null })).toEqual({
      what: 'Authorisation lapsed',
      actor: 'Automatic',
    });
    expect(describePaymentEvent({ kind: 'chargeback_opened', actor: null }).what).toBe('chargeback opened');
  });
});

describe('describeCard', () => {
  it('names the brand, the last 4 digits and the funding, leaving out what is unknown', () => {
    expect(describeCard({ brand: 'Visa', last4: '6467', funding: 'credit' })).toBe('Visa •••• 6467 · credit');
    expect(describeCard({ brand: null, last4: '6467', funding: null })).toBe('•••• 6467');
    expect(describeCard({ brand: null, last4: null, funding: null })).toBe('');
  });
});

describe('canRefund', () => {
  const charged = { refundable: '170.00' };

  it('needs something left to refund and the refund permission', () => {
    expect(canRefund(charged, admin)).toBe(true);
    expect(canRefund({ refundable: '0.00' }, admin)).toBe(false);
    expect(canRefund(charged, verifier)).toBe(false);
    expect(canRefund(null, admin)).toBe(false);
  });
});

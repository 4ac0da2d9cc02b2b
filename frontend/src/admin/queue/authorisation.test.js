import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_WORDS } from '../../lib/serverFormConstants';
import { authorisationFlag } from './authorisation';

// Placed at 09:00, read 20 hours later; the card holds the money until the 7th day.
const entry = (extra) => ({
  createdAt: '2026-11-22T09:00:00Z',
  waitingHours: 20,
  paymentStatus: 'authorized',
  captureBefore: '2026-11-29T09:00:00Z',
  authorisationExpiresSoon: false,
  ...extra,
});

describe('authorisationFlag', () => {
  it('says nothing while the authorisation is far from lapsing, or for an order placed before payments', () => {
    expect(authorisationFlag(entry())).toBeNull();
    expect(authorisationFlag(entry({ paymentStatus: null, captureBefore: null }))).toBeNull();
  });

  it('counts the hours left at the reading the server says is close', () => {
    const soon = { authorisationExpiresSoon: true, captureBefore: '2026-11-23T10:30:00Z' };
    expect(authorisationFlag(entry(soon))).toBe('Authorisation expires in 5 h');
    expect(authorisationFlag(entry({ ...soon, paymentStatus: 'capture_failed' }))).toBe('Authorisation expires in 5 h');
    expect(authorisationFlag(entry({ ...soon, waitingHours: 25.2 }))).toBe('Authorisation expires in < 1 h');
    expect(authorisationFlag(entry({ ...soon, waitingHours: 26 }))).toBe('Authorisation expired');
  });

  it('says where the money stands once the card no longer holds it', () => {
    expect(authorisationFlag(entry({ paymentStatus: 'expired' }))).toBe(`Payment: ${PAYMENT_STATUS_WORDS.expired}`);
  });
});

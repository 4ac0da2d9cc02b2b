import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_WORDS } from '../lib/serverFormConstants';
import { callAsHistoryEntry, describeHistoryEntry } from './history';

const entry = (fields) => ({
  at: '2026-11-23T09:00:00Z',
  actor: 'boss',
  field: '',
  from: '',
  to: '',
  note: '',
  ...fields,
});

describe('describeHistoryEntry', () => {
  it('describes a status change with its note', () => {
    expect(
      describeHistoryEntry(
        entry({
          kind: 'status',
          field: 'status',
          from: 'Pending Verification',
          to: 'Verified',
          note: 'Call: Verified',
        }),
      ),
    ).toEqual({
      title: 'Status changed',
      change: 'Pending Verification → Verified',
      note: 'Call: Verified',
      actor: 'boss',
    });
  });
  it("describes a payment's change in the server's words, by the staff member or automatically", () => {
    expect(
      describeHistoryEntry(
        entry({ kind: 'payment', field: 'payment', from: 'authorized', to: 'captured', note: '$200.00' }),
      ),
    ).toEqual({
      title: 'Payment',
      change: `${PAYMENT_STATUS_WORDS.authorized} → ${PAYMENT_STATUS_WORDS.captured}`,
      note: '$200.00',
      actor: 'boss',
    });
    expect(
      describeHistoryEntry(entry({ kind: 'payment', field: 'payment', from: 'authorized', to: 'expired', actor: '' }))
        .actor,
    ).toBe('Automatic');
  });
  it('describes a call by its outcome', () => {
    expect(describeHistoryEntry(entry({ kind: 'call', field: 'call', to: 'no_answer', note: 'Voicemail' }))).toEqual({
      title: 'Call',
      change: 'No answer',
      note: 'Voicemail',
      actor: 'boss',
    });
  });
  it('describes product changes in the shop’s words and formats', () => {
    const change = (field, from, to) => describeHistoryEntry(entry({ kind: 'change', field, from, to })).change;
    expect(describeHistoryEntry(entry({ kind: 'change', field: 'price', from: '799.00', to: '749.00' })).title).toBe(
      'Price',
    );
    expect(change('price', '799.00', '749.00')).toBe('$799.00 → $749.00');
    expect(change('original_price', '', '1299.00')).toBe('none → $1,299.00');
    expect(change('original_price', '1299.00', '')).toBe('$1,299.00 → none');
    expect(change('stock', '4', '0')).toBe('4 → 0');
    expect(change('is_active', 'True', 'False')).toBe('Yes → No');
    expect(describeHistoryEntry(entry({ kind: 'change', field: 'is_active' })).title).toBe('Active');
    expect(describeHistoryEntry(entry({ kind: 'change', field: 'original_price' })).title).toBe('Original price');
  });
  it('keeps a field it does not know as it is, and names a change nobody on the staff made', () => {
    expect(describeHistoryEntry(entry({ kind: 'change', field: 'weight', from: '1', to: '2', actor: '' }))).toEqual({
      title: 'weight',
      change: '1 → 2',
      note: '',
      actor: 'Shopper',
    });
  });
});

describe('describeHistoryEntry for a CSV import', () => {
  it('reads a whole-product entry as its note and a field entry like any change', () => {
    expect(describeHistoryEntry(entry({ kind: 'import', note: 'Changed by import: name' }))).toEqual({
      title: 'Import',
      change: 'Changed by import: name',
      note: '',
      actor: 'boss',
    });
    expect(describeHistoryEntry(entry({ kind: 'import', field: 'price', from: '10.00', to: '12.50' }))).toEqual({
      title: 'Price',
      change: '$10.00 → $12.50',
      note: '',
      actor: 'boss',
    });
  });
});

describe('callAsHistoryEntry', () => {
  it('reads a call like the call entries of the history', () => {
    const call = {
      id: 3,
      outcome: 'wrong_number',
      note: 'Old number',
      staff: 'boss',
      createdAt: '2026-11-23T09:00:00Z',
    };
    expect(callAsHistoryEntry(call)).toEqual({
      at: '2026-11-23T09:00:00Z',
      actor: 'boss',
      kind: 'call',
      field: 'call',
      from: '',
      to: 'wrong_number',
      note: 'Old number',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { describeRisk } from './risk';

describe('describeRisk', () => {
  it('says each signal in words, with its count', () => {
    expect(describeRisk({ kind: 'same_phone', count: 2 })).toBe('2 other orders with this phone in 24 h');
    expect(describeRisk({ kind: 'same_phone', count: 1 })).toBe('1 other order with this phone in 24 h');
    expect(describeRisk({ kind: 'same_card', count: 4 })).toBe('4 other orders with this card in 24 h');
    expect(describeRisk({ kind: 'card_many_names', count: 3 })).toBe('Card used with 3 names in 30 days');
    expect(describeRisk({ kind: 'address_many_phones', count: 2 })).toBe('Address used with 2 phones in 30 days');
  });
  it('reads a kind it does not know yet as its words', () => {
    expect(describeRisk({ kind: 'new_device', count: 5 })).toBe('new device: 5');
  });
});

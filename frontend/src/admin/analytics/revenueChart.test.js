import { describe, expect, it } from 'vitest';
import { formatDay, niceMax } from './revenueChart';

describe('niceMax', () => {
  it('rounds up to a readable axis maximum', () => {
    expect(niceMax(0)).toBe(100);
    expect(niceMax(87)).toBe(100);
    expect(niceMax(1234)).toBe(2000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(4999)).toBe(5000);
    expect(niceMax(5001)).toBe(10000);
  });
});

describe('formatDay', () => {
  it('formats a calendar day without a time zone shift', () => {
    expect(formatDay('2025-11-03')).toBe('Nov 3');
    expect(formatDay('2025-01-01')).toBe('Jan 1');
  });
});

import { describe, expect, it } from 'vitest';
import { countLine, formatCount, formatDateTime, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows dollars with thousands separators and 2 decimals', () => {
    expect(formatPrice('1299')).toBe('$1,299.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice('0.5')).toBe('$0.50');
    expect(formatPrice(undefined)).toBe('$0.00');
  });

  it('writes what Intl.NumberFormat writes for en-US dollars, rounding included', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const values = [0, 0.005, 0.015, 1.005, 2.675, 9.995, 999.995, 1000, 1299.99, 123456789.125, -0.001, -5, -1234.5];
    for (let cents = 0; cents < 200000; cents += 997) values.push(cents / 100, cents / 1000, String(cents / 100));
    for (const value of values) expect(formatPrice(value)).toBe(usd.format(Number(value)));
    expect(formatPrice('not a price')).toBe('$0.00');
  });

  it('writes count lines', () => {
    expect(countLine(1, 'tablet')).toBe('1 tablet found');
    expect(countLine(0, 'tablet')).toBe('0 tablets found');
    expect(countLine(1000, 'product', true)).toBe('1,000+ products found');
    expect(countLine(12, 'product')).toBe('12 products found');
    expect(countLine(10567, 'smartphone')).toBe('10,567 smartphones found');
    expect(formatCount(10543)).toBe('10,543');
    for (const count of [0, 7, 999, 1000, 99999, 100000, 1234567, 1000000000, -1234]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

describe('formatDateTime', () => {
  it('formats dates for people', () => {
    expect(formatDateTime('2026-03-01T10:00:00Z')).toMatch(/^Mar 1, 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(formatDateTime(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatHours, slugify, truncate } from './format';

describe('truncate', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Short', 50)).toBe('Short');
    expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });
  it('cuts long text at the limit and adds an ellipsis', () => {
    expect(truncate('y'.repeat(51), 50)).toBe(`${'y'.repeat(50)}...`);
  });
  it('handles a missing text', () => {
    expect(truncate(null, 50)).toBe('');
  });
});

describe('slugify', () => {
  it('turns a status into a CSS-friendly name', () => {
    expect(slugify('Pending Verification')).toBe('pending-verification');
    expect(slugify('Canceled')).toBe('canceled');
  });
});

describe('formatHours', () => {
  it('writes whole hours, then days and hours', () => {
    expect(formatHours(5)).toBe('5 h');
    expect(formatHours(5.9)).toBe('5 h');
    expect(formatHours(23.99)).toBe('23 h');
    expect(formatHours(24)).toBe('1 d');
    expect(formatHours(30.2)).toBe('1 d 6 h');
    expect(formatHours(49)).toBe('2 d 1 h');
  });
  it('says "< 1 h" under an hour, and never a negative time', () => {
    expect(formatHours(0.4)).toBe('< 1 h');
    expect(formatHours(0)).toBe('< 1 h');
    expect(formatHours(-3)).toBe('< 1 h');
  });
});

import { describe, expect, it } from 'vitest';
import { slugify, truncate } from './format';

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

import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { compareUrl, joinNames, missingIds, parseIds } from './compareIds';

const phone = (id) => makeProduct({ id, name: `Phone ${id}`, category: 'Smartphones' });

describe("the compare page's ids", () => {
  it('reads ids from the URL: valid, distinct, at most the limit', () => {
    expect(parseIds('3,8,12')).toEqual([3, 8, 12]);
    expect(parseIds(' 3, 3,x,-1,0,007,8,9,10,11')).toEqual([3, 8, 9, 10]);
    expect(parseIds('1234567890123456789')).toEqual([]);
    expect(parseIds(null)).toEqual([]);
    expect(compareUrl([3, 8, 12])).toBe('/compare?ids=3,8,12');
    expect(compareUrl([])).toBe('/compare');
  });

  it('finds the requested products the server left out', () => {
    expect(missingIds([3, 8, 12], [phone(3), phone(12)])).toEqual([8]);
    expect(missingIds([3], [phone(3)])).toEqual([]);
  });

  it('joins names for a sentence', () => {
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

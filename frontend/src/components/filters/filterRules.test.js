import { describe, expect, it } from 'vitest';
import { activeFilterCount, priceRangeParams, TOP_BRANDS, toggleBrand, visibleBrands } from './filterRules';

const filters = (overrides = {}) => ({ brands: [], minPrice: '', maxPrice: '', ...overrides });

describe('activeFilterCount', () => {
  it('counts the filters that are on', () => {
    expect(activeFilterCount(filters())).toBe(0);
    expect(activeFilterCount(filters({ brands: ['A', 'B'], maxPrice: '5' }))).toBe(3);
  });
});

describe('changing the filters', () => {
  it('checks and unchecks a brand, keeping the list in order', () => {
    expect(toggleBrand(['Sony'], 'Bose')).toEqual(['Bose', 'Sony']);
    expect(toggleBrand(['Bose', 'Sony'], 'Sony')).toEqual(['Bose']);
  });

  it('reads a typed price range, in order, or null when a value is not a price', () => {
    expect(priceRangeParams('100', '')).toEqual({ minPrice: '100', maxPrice: '' });
    expect(priceRangeParams(' ', '49.5')).toEqual({ minPrice: '', maxPrice: '49.50' });
    expect(priceRangeParams('500', '100')).toEqual({ minPrice: '100', maxPrice: '500' });
    expect(priceRangeParams('abc', '100')).toBeNull();
    expect(priceRangeParams('', '-5')).toBeNull();
  });
});

describe('visibleBrands', () => {
  const options = Array.from({ length: 14 }, (_, index) => ({ value: `Brand ${index + 1}`, count: 20 - index }));

  it(`shows the first ${TOP_BRANDS} brands, or all of them`, () => {
    expect(visibleBrands(options, [], false)).toEqual(options.slice(0, TOP_BRANDS));
    expect(visibleBrands(options, [], true)).toEqual(options);
    expect(visibleBrands(options.slice(0, 3), [], false)).toEqual(options.slice(0, 3));
  });

  it('always shows a checked brand, with a count of 0 when the answer does not name it', () => {
    expect(visibleBrands(options, ['Brand 13'], false)).toEqual([...options.slice(0, TOP_BRANDS), options[12]]);
    expect(visibleBrands(options.slice(0, 2), ['Gone'], false)).toEqual([
      ...options.slice(0, 2),
      { value: 'Gone', count: 0 },
    ]);
    expect(visibleBrands([], ['Gone'], true)).toEqual([{ value: 'Gone', count: 0 }]);
  });
});

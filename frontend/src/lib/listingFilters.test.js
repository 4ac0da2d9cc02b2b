import { describe, expect, it } from 'vitest';
import { centsText, filterListParams, filtersFromParams, priceCents, withParamChanges } from './listingFilters';
import { MAX_BRANDS_FILTERED } from './serverConstants';

const filters = (overrides = {}) => ({ brands: [], minPrice: '', maxPrice: '', ...overrides });

describe('prices', () => {
  it('reads a price as cents, and nothing that is not one', () => {
    expect(priceCents('499.99')).toBe(49999);
    expect(priceCents('500')).toBe(50000);
    expect(priceCents(' 12.5 ')).toBe(1250);
    expect(priceCents('0')).toBe(0);
    expect(priceCents('99999999.99')).toBe(9999999999);
    for (const text of ['', ' ', 'abc', '-1', '100000000', 'Infinity', undefined, null]) {
      expect(priceCents(text)).toBeNull();
    }
  });

  it('writes cents as the API does: whole dollars bare, else two decimals', () => {
    expect(centsText(50000)).toBe('500');
    expect(centsText(50001)).toBe('500.01');
    expect(centsText(9950)).toBe('99.50');
    expect(centsText(5)).toBe('0.05');
  });
});

describe('filtersFromParams', () => {
  it('reads the brands and the price range from the URL', () => {
    const params = new URLSearchParams('brand=Sony,Bose&minPrice=100.00&maxPrice=500');
    expect(filtersFromParams(params)).toEqual({ brands: ['Bose', 'Sony'], minPrice: '100', maxPrice: '500' });
  });

  it('keeps at most as many brands as the API takes', () => {
    const many = Array.from({ length: MAX_BRANDS_FILTERED + 5 }, (_, index) => `B${String(index).padStart(3, '0')}`);
    const { brands } = filtersFromParams(new URLSearchParams({ brand: many.join(',') }));
    expect(brands).toEqual(many.slice(0, MAX_BRANDS_FILTERED));
  });

  it('skips empty and repeated brands and prices that are not prices', () => {
    const params = new URLSearchParams('brand=Sony,,Sony, Bose &minPrice=cheap&maxPrice=-3');
    expect(filtersFromParams(params)).toEqual({ brands: ['Bose', 'Sony'], minPrice: '', maxPrice: '' });
    expect(filtersFromParams(new URLSearchParams())).toEqual(filters());
  });
});

describe('filterListParams', () => {
  it('asks the brands, the minimum and one cent above the maximum (the shopper’s max is inclusive)', () => {
    expect(filterListParams(filters({ brands: ['Bose', 'Sony'], minPrice: '100', maxPrice: '500' }))).toEqual({
      brand: 'Bose,Sony',
      minPrice: '100',
      maxPrice: '500.01',
    });
    expect(filterListParams(filters({ maxPrice: '99.99' }))).toEqual({
      brand: undefined,
      minPrice: undefined,
      maxPrice: '100',
    });
  });

  it('asks nothing without filters, and no bound above the largest price', () => {
    expect(filterListParams(filters())).toEqual({ brand: undefined, minPrice: undefined, maxPrice: undefined });
    expect(filterListParams(filters({ maxPrice: '99999999.99' })).maxPrice).toBeUndefined();
  });

  it('asks the intersection of a price band and the range', () => {
    const band = { minPrice: 500, maxPrice: 1000 }; // $500 - $999
    expect(filterListParams(filters(), band)).toMatchObject({ minPrice: '500', maxPrice: '1000' });
    expect(filterListParams(filters({ minPrice: '700', maxPrice: '800' }), band)).toMatchObject({
      minPrice: '700',
      maxPrice: '800.01',
    });
    expect(filterListParams(filters({ minPrice: '100', maxPrice: '2000' }), band)).toMatchObject({
      minPrice: '500',
      maxPrice: '1000',
    });
    expect(filterListParams(filters({ maxPrice: '999.99' }), band)).toMatchObject({ maxPrice: '1000' });
    // Disjoint: the request asks for nothing the server can match.
    expect(filterListParams(filters({ maxPrice: '200' }), { minPrice: 1500 })).toMatchObject({
      minPrice: '1500',
      maxPrice: '200.01',
    });
    expect(filterListParams(filters({ minPrice: '50' }), { maxPrice: 500 })).toMatchObject({
      minPrice: '50',
      maxPrice: '500',
    });
  });
});

describe('withParamChanges', () => {
  it('sets and removes URL parameters, keeping the others', () => {
    const params = new URLSearchParams('search=tv&brand=Sony&sort=price');
    expect(withParamChanges(params, { brand: 'Bose,Sony', minPrice: '10', maxPrice: '' }).toString()).toBe(
      'search=tv&brand=Bose%2CSony&sort=price&minPrice=10',
    );
    expect(withParamChanges(params, { brand: '' }).toString()).toBe('search=tv&sort=price');
    expect(params.toString()).toBe('search=tv&brand=Sony&sort=price');
  });
});

import { describe, expect, it } from 'vitest';
import { swatchHex } from '../lib/colors';
import { priceBandParams } from '../lib/productQuery';
import { cardColorLine, productImages, wrapIndex } from '../lib/productRules';

describe('swatchHex', () => {
  const catalog = {
    colors: { Blue: '#1E66D0', Cream: '#F3E9D2' },
    tabletColors: { Blue: '#0000FF' },
    unknownColor: '#808080',
  };

  it('uses the tablet map for tablets and the main map otherwise', () => {
    expect(swatchHex('Blue', 'Tablets', catalog)).toBe('#0000FF');
    expect(swatchHex('Blue', 'Smartphones', catalog)).toBe('#1E66D0');
  });

  it('falls back to gray for an unknown colour', () => {
    expect(swatchHex('Cream', 'Tablets', catalog)).toBe('#808080');
    expect(swatchHex('Plaid', 'Smartphones', undefined)).toBe('#808080');
  });
});

describe('priceBandParams', () => {
  it('turns price bands into min inclusive / max exclusive bounds', () => {
    expect(priceBandParams('')).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(priceBandParams('under-500')).toEqual({ minPrice: undefined, maxPrice: 500 });
    expect(priceBandParams('500-1000')).toEqual({ minPrice: 500, maxPrice: 1000 });
    expect(priceBandParams('1000-1500')).toEqual({ minPrice: 1000, maxPrice: 1500 });
    expect(priceBandParams('1500-plus')).toEqual({ minPrice: 1500, maxPrice: undefined });
  });
});

describe('product images', () => {
  it('lists the main image first, without blanks or repeats', () => {
    expect(productImages({ imageUrl: '/a.svg', imageUrls: ['/b.svg', '', '/a.svg'] })).toEqual(['/a.svg', '/b.svg']);
    expect(productImages({ imageUrl: '/a.svg' })).toEqual(['/a.svg']);
  });

  it('wraps the index around in both directions', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('cardColorLine', () => {
  it('lists the choices where a colour must be picked, else names a smartphone’s colour', () => {
    const phone = {
      category: 'Smartphones',
      name: 'Galaxy',
      color: 'Phantom Black',
      colorOptions: ['Phantom Black', 'Cream'],
    };
    expect(cardColorLine(phone)).toBe('Colors: Phantom Black, Cream');
    expect(cardColorLine({ ...phone, colorOptions: [] })).toBe('Color: Phantom Black');
    expect(cardColorLine({ category: 'Tablets', name: 'iPad Air', color: null, colorOptions: ['Blue'] })).toBe(
      'Colors: Blue',
    );
    expect(
      cardColorLine({ category: 'Laptops', name: 'MacBook', color: 'Silver', colorOptions: ['Silver'] }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { categoryPath } from './catalog';
import { swatchHex } from './colors';
import { countLine, formatPrice } from './format';
import { priceBandParams, productsUrl } from './productQuery';
import { productImages, wrapIndex } from './product/productRules';

const categories = [
  { name: 'Tablets', slug: 'tablets', path: '/tablets' },
  { name: 'Smart Home', slug: 'smart-home', path: '/smart-home' },
];

describe('formatPrice', () => {
  it('shows dollars with thousands separators and 2 decimals', () => {
    expect(formatPrice('1299')).toBe('$1,299.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice('0.5')).toBe('$0.50');
    expect(formatPrice(undefined)).toBe('$0.00');
  });

  it('writes count lines', () => {
    expect(countLine(1, 'tablet')).toBe('1 tablet found');
    expect(countLine(0, 'tablet')).toBe('0 tablets found');
    expect(countLine(1000, 'product', true)).toBe('1,000+ products found');
    expect(countLine(12, 'product')).toBe('12 products found');
  });
});

describe('categoryPath', () => {
  it('maps a category to its route and an unknown one to /', () => {
    expect(categoryPath('Tablets', categories)).toBe('/tablets');
    expect(categoryPath('Smart Home', categories)).toBe('/smart-home');
    expect(categoryPath('Toasters', categories)).toBe('/');
  });
});

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

describe('productsUrl', () => {
  it('keeps only the parameters that are set', () => {
    expect(productsUrl({})).toBe('/api/products');
    expect(
      productsUrl({
        category: 'Smart Home',
        search: '',
        subcategory: undefined,
        ordering: '-price',
        limit: 24,
        offset: 0,
      }),
    ).toBe('/api/products?category=Smart+Home&ordering=-price&limit=24&offset=0');
  });

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

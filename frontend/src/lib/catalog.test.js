import { describe, expect, it } from 'vitest';
import { categoryPath, productsUrl, productUrl, subcategoriesUrl } from './catalog';

const categories = [
  { name: 'Tablets', slug: 'tablets', path: '/tablets' },
  { name: 'Smart Home', slug: 'smart-home', path: '/smart-home' },
];

describe('categoryPath', () => {
  it('maps a category to its route and an unknown one to /', () => {
    expect(categoryPath('Tablets', categories)).toBe('/tablets');
    expect(categoryPath('Smart Home', categories)).toBe('/smart-home');
    expect(categoryPath('Toasters', categories)).toBe('/');
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
});

describe('catalogue URLs', () => {
  it("spell one product and a category's subcategories", () => {
    expect(productUrl(7)).toBe('/api/products/7');
    expect(productUrl('7 ')).toBe('/api/products/7%20');
    expect(subcategoriesUrl('Home Appliances')).toBe('/api/products/subcategories?category=Home%20Appliances');
  });
});

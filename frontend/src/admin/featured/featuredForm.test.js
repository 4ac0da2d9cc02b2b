import { describe, expect, it } from 'vitest';
import { featuredSchema, featuredToFormValues, formValuesToFeatured } from './featuredForm';

const item = {
  id: 3,
  productId: 12,
  productName: 'Galaxy S24',
  title: 'Galaxy days',
  subtitle: 'Save now',
  buttonText: 'Shop Now',
  buttonLink: '/smartphones',
  isActive: true,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('featured item form values', () => {
  it('start empty and inactive for a new item', () => {
    expect(featuredToFormValues(null)).toEqual({
      productId: '',
      title: '',
      subtitle: '',
      buttonText: '',
      buttonLink: '',
      isActive: false,
    });
  });
  it('map an item to the form and back, coercing productId to a number', () => {
    const values = featuredToFormValues(item);
    expect(values.productId).toBe('12');
    expect(formValuesToFeatured({ ...values, title: '  Galaxy days ' })).toEqual({
      productId: 12,
      title: 'Galaxy days',
      subtitle: 'Save now',
      buttonText: 'Shop Now',
      buttonLink: '/smartphones',
      isActive: true,
    });
  });
  it('require every text field and a product', async () => {
    await expect(featuredSchema.validate(featuredToFormValues(item))).resolves.toBeTruthy();
    const error = await featuredSchema.validate(featuredToFormValues(null), { abortEarly: false }).catch((e) => e);
    expect(error.inner.map((e) => e.path).sort()).toEqual([
      'buttonLink',
      'buttonText',
      'productId',
      'subtitle',
      'title',
    ]);
  });
});

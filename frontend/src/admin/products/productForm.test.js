import { describe, expect, it } from 'vitest';
import {
  editPayload,
  formValuesToPayload,
  parseList,
  productSchemaFor,
  productToFormValues,
  rowsToSpecs,
  specsToRows,
  toggleActivePayload,
} from './productForm';

const product = {
  id: 7,
  name: 'Pixel 9',
  description: 'A phone.',
  price: '799.00',
  originalPrice: null,
  category: 'Smartphones',
  subcategory: '',
  brand: 'Google',
  model: 'G9',
  color: 'Obsidian',
  colorOptions: ['Obsidian', 'Porcelain'],
  features: ['Tensor G4', 'OLED'],
  specifications: { Storage: '128 GB', RAM: '12 GB' },
  imageUrl: '/static/products/pixel.svg',
  imageUrls: [],
  stock: 4,
  isActive: false,
  createdAt: '2025-01-01T00:00:00Z',
};

const CATEGORIES = [
  { name: 'Smartphones', slug: 'smartphones', path: '/smartphones', subcategoryRequired: false },
  { name: 'Tablets', slug: 'tablets', path: '/tablets', subcategoryRequired: true },
];

async function errorsOf(values) {
  try {
    await productSchemaFor(CATEGORIES).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

describe('parseList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseList(' 5G ,  OLED,,  , Face ID ')).toEqual(['5G', 'OLED', 'Face ID']);
    expect(parseList('')).toEqual([]);
  });
});

describe('specification rows', () => {
  it('turn a map into rows and back', () => {
    const rows = specsToRows({ Storage: '128 GB', RAM: '8 GB' });
    expect(rows).toEqual([
      { key: 'Storage', value: '128 GB' },
      { key: 'RAM', value: '8 GB' },
    ]);
    expect(rowsToSpecs(rows)).toEqual({ Storage: '128 GB', RAM: '8 GB' });
  });
  it('offer one blank row when there are none', () => {
    expect(specsToRows({})).toEqual([{ key: '', value: '' }]);
    expect(specsToRows(undefined)).toEqual([{ key: '', value: '' }]);
  });
  it('trim and drop blank rows', () => {
    expect(
      rowsToSpecs([
        { key: ' Weight ', value: ' 180 g ' },
        { key: '', value: '  ' },
      ]),
    ).toEqual({ Weight: '180 g' });
  });
});

describe('product <-> form values', () => {
  it('round-trips a product into the same API payload', () => {
    const values = productToFormValues(product);
    expect(values.features).toBe('Tensor G4, OLED');
    expect(values.colorOptions).toBe('Obsidian, Porcelain');
    expect(values.stock).toBe('4');
    expect(formValuesToPayload(values)).toEqual({
      name: 'Pixel 9',
      description: 'A phone.',
      price: '799.00',
      originalPrice: null,
      category: 'Smartphones',
      subcategory: null,
      brand: 'Google',
      model: 'G9',
      color: 'Obsidian',
      colorOptions: ['Obsidian', 'Porcelain'],
      features: ['Tensor G4', 'OLED'],
      specifications: { Storage: '128 GB', RAM: '12 GB' },
      imageUrl: '/static/products/pixel.svg',
      stock: 4,
      isActive: false,
    });
  });
  it('starts a new product active with stock 0 and empty fields', () => {
    const values = productToFormValues(null);
    expect(values.isActive).toBe(true);
    expect(values.stock).toBe('0');
    expect(values.name).toBe('');
  });
  it('sends blank optional fields as null (clears a sale)', () => {
    const values = { ...productToFormValues({ ...product, originalPrice: '999.00' }), originalPrice: ' ', color: '' };
    const payload = formValuesToPayload(values);
    expect(payload.originalPrice).toBeNull();
    expect(payload.color).toBeNull();
  });
});

describe('productSchemaFor', () => {
  it('accepts a complete product', async () => {
    expect(await errorsOf(productToFormValues(product))).toEqual({});
  });
  it('gives the required-field messages for every required field', async () => {
    const errors = await errorsOf({ ...productToFormValues(null), stock: '-1' });
    expect(errors).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      brand: 'Brand is required',
      model: 'Model is required',
      features: 'At least one feature is required',
      imageUrl: 'Image is required',
      stock: 'Stock must be 0 or greater',
    });
  });
  it('asks for a subcategory only where the category needs one', async () => {
    const values = { ...productToFormValues(product), subcategory: ' ' };
    expect((await errorsOf({ ...values, category: 'Tablets' })).subcategory).toBe('Subcategory is required');
    expect((await errorsOf({ ...values, category: 'Smartphones' })).subcategory).toBeUndefined();
  });
  it('treats a features text of only commas as no features', async () => {
    const errors = await errorsOf({ ...productToFormValues(product), features: ' , ,' });
    expect(errors.features).toBe('At least one feature is required');
  });
  it('checks amounts and stock', async () => {
    const values = productToFormValues(product);
    expect((await errorsOf({ ...values, price: '12.345' })).price).toBe('Enter an amount like 1299.99');
    expect((await errorsOf({ ...values, price: '-3' })).price).toBe('Enter an amount like 1299.99');
    expect((await errorsOf({ ...values, originalPrice: 'abc' })).originalPrice).toBe('Enter an amount like 1299.99');
    expect((await errorsOf({ ...values, stock: 'many' })).stock).toBe('Stock must be 0 or greater');
    expect((await errorsOf({ ...values, stock: '1.5' })).stock).toBe('Stock must be a whole number');
    expect((await errorsOf({ ...values, stock: '1000001' })).stock).toBe('Stock must be at most 1000000');
  });
  it('needs a name for a specification with a value, and unique names', async () => {
    const values = productToFormValues(product);
    const unnamed = await errorsOf({ ...values, specifications: [{ key: ' ', value: '8 GB' }] });
    expect(unnamed['specifications[0].key']).toBe('Name the specification');
    const twice = await errorsOf({
      ...values,
      specifications: [
        { key: 'RAM', value: '8 GB' },
        { key: 'RAM ', value: '16 GB' },
      ],
    });
    expect(twice.specifications).toBe('Each specification name may appear once');
  });
});

describe('editPayload', () => {
  it('leaves stock to the server when staff did not change it', () => {
    const values = { ...productToFormValues(product), name: 'Pixel 9 Pro' };
    const payload = editPayload(values, product);
    expect(payload.name).toBe('Pixel 9 Pro');
    expect(payload).not.toHaveProperty('stock');
  });

  it('sends the stock staff typed, even when it is 0', () => {
    expect(editPayload({ ...productToFormValues(product), stock: '9' }, product).stock).toBe(9);
    expect(editPayload({ ...productToFormValues(product), stock: '0' }, product).stock).toBe(0);
  });
});

describe('toggleActivePayload', () => {
  it('flips isActive and leaves stock to the server', () => {
    const payload = toggleActivePayload(product);
    expect(payload.isActive).toBe(true);
    expect(payload).not.toHaveProperty('stock');
    expect(payload.name).toBe('Pixel 9');
    expect(toggleActivePayload({ ...product, isActive: true }).isActive).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { keyReadsAny } from '../../api/swr';
import {
  createProduct,
  deleteProduct,
  lowStockCsvUrl,
  productChange,
  productHistoryUrl,
  removeImage,
  staffProductsUrl,
  updateProduct,
} from './productsApi';

describe('product request URLs', () => {
  it('spell the staff list, the history and the low-stock CSV', () => {
    expect(staffProductsUrl({ search: 'pixel', limit: 50 })).toBe('/api/admin/products?search=pixel&limit=50');
    expect(productHistoryUrl(7)).toBe('/api/products/7/history');
    expect(lowStockCsvUrl('5')).toBe('/api/admin/reports/low-stock?threshold=5&format=csv');
  });
});

describe('product writes', () => {
  it('refresh the staff lists, the low-stock report, the analytics and the product’s history', () => {
    expect(productChange(7)).toEqual([
      '/api/admin/products',
      '/api/admin/reports/low-stock',
      '/api/admin/analytics',
      '/api/products/7/history',
    ]);
    [updateProduct, deleteProduct, removeImage].forEach((mutation) =>
      expect(mutation.invalidates(7)).toEqual(productChange(7)),
    );
    expect(createProduct.invalidates({ name: 'New' })).toEqual(productChange());
    expect(keyReadsAny('/api/admin/products?search=pixel&limit=50', productChange())).toBe(true);
    expect(keyReadsAny('/api/orders?limit=20&offset=0', productChange(7))).toBe(false);
  });
});

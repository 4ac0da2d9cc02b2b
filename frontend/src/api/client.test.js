import { describe, expect, it } from 'vitest';
import { withQuery } from './client';

describe('withQuery', () => {
  it('drops empty parameters and encodes the rest', () => {
    expect(withQuery('/api/orders', { status: '', limit: 20, offset: 0 })).toBe('/api/orders?limit=20&offset=0');
    expect(withQuery('/api/orders', { status: 'Pending Verification' })).toBe(
      '/api/orders?status=Pending+Verification',
    );
    expect(withQuery('/api/orders', { status: null })).toBe('/api/orders');
  });
});

import { unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyReadsAny } from '../api/swr';
import { mockApi } from '../test/fakeApi';
import { placeOrder } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('placeOrder', () => {
  it('posts the order with the attempt’s Idempotency-Key', async () => {
    const fetchMock = mockApi([['POST', '/api/orders', { id: 12 }]]);
    await expect(placeOrder.request({ total: '1.00' }, 'key-1')).resolves.toEqual({ id: 12 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/orders');
    expect(init.headers['Idempotency-Key']).toBe('key-1');
  });

  it('makes every product answer stale: lists, "load more" pages, details and the cart’s live products', () => {
    [
      '/api/products?category=Audio&limit=24&offset=0',
      infiniteKey(() => '/api/products?category=Audio&limit=24&offset=0'),
      '/api/products/7',
      '/api/products/home',
      unstable_serialize(['/api/products', '3,7']),
    ].forEach((key) => expect(keyReadsAny(key, placeOrder.invalidates), key).toBe(true));
    expect(keyReadsAny('/api/categories', placeOrder.invalidates)).toBe(false);
    expect(keyReadsAny('/api/featured-items/active', placeOrder.invalidates)).toBe(false);
  });
});

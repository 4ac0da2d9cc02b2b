import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const isProductKey = (key) => key.includes('/api/products') || key.includes('cart-products');

/**
 * After an order the stock has changed: every cached product query (lists, pages of "load more",
 * details, the cart lookup) is dropped and the ones on screen are fetched again.
 */
export function useRefreshProducts() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(() => {
    const keys = [...cache.keys()].filter((key) => typeof key === 'string' && isProductKey(key));
    keys.forEach((key) => cache.delete(key));
    return Promise.all(keys.map((key) => mutate(key)));
  }, [cache, mutate]);
}

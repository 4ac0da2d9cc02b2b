import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { markChanged } from '../api/client';

const isProductKey = (key) => key.includes('/api/products') || key.includes('cart-products');

/**
 * After an order the stock has changed: every cached product query (lists, pages of "load more",
 * details, the cart lookup) is dropped and the ones on screen are fetched again, past the HTTP caches.
 * Product answers the page embedded (SWR's fallback) are refetched where shown and then no longer served.
 */
export function useRefreshProducts() {
  const { cache, mutate, fallback } = useSWRConfig();
  return useCallback(async () => {
    const cached = [...cache.keys()].filter((key) => typeof key === 'string' && isProductKey(key));
    const embedded = Object.keys(fallback).filter(isProductKey);
    const keys = [...new Set([...cached, ...embedded])];
    cached.forEach((key) => cache.delete(key));
    markChanged(keys.filter((key) => key.startsWith('/api/'))); // URLs, not list or cart lookup keys
    await Promise.all(keys.map((key) => mutate(key)));
    // Only now: a screen still showing an embedded answer keeps it until the fresh one is cached.
    embedded.forEach((key) => delete fallback[key]);
  }, [cache, mutate, fallback]);
}

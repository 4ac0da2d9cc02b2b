import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../api/client';
import { useCart } from './CartContext';

// Live stock and prices: the cart's limits and totals depend on them.
async function fetchProducts([, ids]) {
  const products = await Promise.all(
    ids.split(',').map((id) =>
      apiRequest('GET', `/api/products/${id}`, undefined, { fresh: true }).catch((error) => {
        if (error.status === 404) return null; // gone or inactive: its line is hidden
        throw error;
      }),
    ),
  );
  return Object.fromEntries(products.filter(Boolean).map((product) => [product.id, product]));
}

/**
 * The cart lines joined with the live products by id (used by the open cart panel and checkout).
 * Lines whose product is missing are hidden; stock and price come from the product
 * (stored prices follow the live ones).
 */
export function useCartProducts() {
  const { lines, syncPrices } = useCart();
  const ids = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b).join(',');
  const {
    data: productsById,
    error,
    mutate,
  } = useSWR(ids ? ['cart-products', ids] : null, fetchProducts, {
    keepPreviousData: true,
  });

  useEffect(() => {
    if (productsById) syncPrices(productsById);
  }, [productsById, syncPrices]);

  const items = useMemo(
    () =>
      productsById
        ? lines
            .filter((line) => productsById[line.productId])
            .map((line) => ({ line, product: productsById[line.productId] }))
        : [],
    [lines, productsById],
  );
  return { items, loaded: Boolean(productsById) || !ids, error, revalidate: mutate };
}

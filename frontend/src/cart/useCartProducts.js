import { useEffect, useMemo } from 'react';
import { useLiveProducts } from '../lib/catalog';
import { useCart } from './CartContext';

/**
 * The cart lines joined with the live products by id (used by the open cart panel and checkout).
 * Lines whose product is missing are hidden; stock and price come from the product
 * (stored prices follow the live ones).
 */
export function useCartProducts() {
  const { lines, syncPrices } = useCart();
  const ids = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b).join(',');
  const { data: productsById, error, mutate } = useLiveProducts(ids, { keepPreviousData: true });

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

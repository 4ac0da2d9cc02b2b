// The compare page's one request: the compared products, fresh from the server.
import useSWR from 'swr';
import { apiRequest } from '../../api/client';
import { productsUrl } from '../../lib/catalog';

/** GET /api/products?ids=3,8,12: those active products, in that order. */
export function comparedProductsUrl(ids) {
  return productsUrl({ ids: ids.join(',') });
}

// The answer with the ids it was asked for, so the page can name the ones that dropped out (inactive or
// deleted) even while it shows the previous answer during a later request.
async function fetchCompared([url, idsText]) {
  const products = await apiRequest('GET', url);
  return { requested: idsText.split(',').map(Number), products };
}

/**
 * The products of `ids` (none asked for an empty list). The key starts with the products URL, so an
 * order that changes stock makes it stale like every other product answer (api/swr.js useInvalidate);
 * after a removal the previous answer stays on screen, filtered, instead of a loading state.
 */
export function useComparedProducts(ids) {
  return useSWR(ids.length > 0 ? [comparedProductsUrl(ids), ids.join(',')] : null, fetchCompared, {
    keepPreviousData: true,
  });
}

import useSWRInfinite from 'swr/infinite';
import { productsUrl } from './catalog';
import { PAGE_SIZE } from './productQuery';

/** The URL of a listing's page `pageIndex` (0 first): what useProductList asks, and a page embeds first. The first
 * page also asks `facets` (e.g. lib/listingFilters.js LISTING_FACETS), which the others need not repeat. */
export function productListPageUrl(params, pageIndex, facets) {
  return productsUrl({
    ...params,
    limit: PAGE_SIZE,
    offset: pageIndex * PAGE_SIZE,
    facets: pageIndex === 0 ? facets : undefined,
  });
}

/**
 * One page of PAGE_SIZE products at a time from the server (filtered, searched and sorted there),
 * with "load more". `params` are /api/products query parameters; null pauses the query.
 * `facets`: what the first page asks beside its products (its `facets`, e.g. each brand's count).
 */
export function useProductList(params, { facets } = {}) {
  const getKey = (pageIndex, previousPage) => {
    if (!params || (previousPage && !previousPage.next)) return null;
    return productListPageUrl(params, pageIndex, facets);
  };
  const { data, error, isLoading, size, setSize } = useSWRInfinite(getKey, { revalidateFirstPage: false });
  const products = data ? data.flatMap((page) => page.results) : [];
  const count = data?.[0]?.count ?? 0;
  // A big search counts only its first 1,000 matches ("countCapped"); the last page's `next` says if more exist.
  const countCapped = Boolean(data?.[0]?.countCapped);
  // A search that found nothing as typed may be answered for a corrected text.
  const correctedQuery = data?.[0]?.correctedQuery ?? null;
  return {
    products,
    facets: data?.[0]?.facets ?? null,
    count,
    countCapped,
    correctedQuery,
    error,
    isLoading,
    hasMore: countCapped ? Boolean(data?.[data.length - 1]?.next) : products.length < count,
    loadingMore: Boolean(data) && size > data.length,
    loadMore: () => setSize(size + 1),
  };
}

import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { fetcher } from './client';

// SPEC.md section 7: no retries, nothing goes stale on its own, no refetch on focus, no polling.
export const swrConfig = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 2000,
};

const isPage = (body) => Array.isArray(body?.results);

/**
 * SWR's `fallback` from the embedded answers: each under its URL and, when it is one page of a paged
 * list, also as the first page of a useSWRInfinite list starting at that URL (useSWRInfinite keys its
 * pages apart from plain keys).
 */
export function fallbackFrom(initialData) {
  const lists = Object.entries(initialData)
    .filter(([, body]) => isPage(body))
    .map(([url, page]) => [infiniteKey(() => url), [page]]);
  return { ...initialData, ...Object.fromEntries(lists) };
}

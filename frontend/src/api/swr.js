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

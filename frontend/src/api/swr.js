import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { fetcher, markChanged } from './client';

// Fetched only when a screen asks: no retries, nothing goes stale on its own, no refetch on focus, no polling.
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

const INFINITE_PREFIX = '$inf$';
/** The cache key of a useSWRInfinite list whose first page is `url`, as swr/infinite's unstable_serialize makes it
 * (api/swr.test.jsx holds them equal): importing that would bring useSWRInfinite itself into the entry's chunk,
 * which only the listings' chunk needs. */
const infiniteKey = (url) => INFINITE_PREFIX + url;

/**
 * SWR's `fallback` from the embedded answers: each under its URL and, when it is one page of a paged
 * list, also as the first page of a useSWRInfinite list starting at that URL (useSWRInfinite keys its
 * pages apart from plain keys).
 */
export function fallbackFrom(initialData) {
  const lists = Object.entries(initialData)
    .filter(([, body]) => isPage(body))
    .map(([url, page]) => [infiniteKey(url), [page]]);
  return { ...initialData, ...Object.fromEntries(lists) };
}

const FIRST_ARRAY_PART = /^@"((?:[^"\\]|\\.)*)"/;

/**
 * The URL an SWR cache key reads: a URL key is its URL, a useSWRInfinite key ('$inf$' + its first page's
 * URL) that URL, an array key (serialized '@"first","second",') its first part. Pure; unit-tested.
 */
export function keyUrl(cacheKey) {
  if (cacheKey.startsWith(INFINITE_PREFIX)) return cacheKey.slice(INFINITE_PREFIX.length);
  const arrayFirst = FIRST_ARRAY_PART.exec(cacheKey);
  return arrayFirst ? JSON.parse(`"${arrayFirst[1]}"`) : cacheKey;
}

/** Whether the cache key reads a URL starting with one of `urlPrefixes`. */
export function keyReadsAny(cacheKey, urlPrefixes) {
  const url = keyUrl(cacheKey);
  return urlPrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * invalidate(urlPrefixes): the one way the app says "these answers changed" after a write. Every cached
 * answer whose URL starts with one of the prefixes is fetched again where it is on screen; its next read
 * skips the HTTP caches (api/client markChanged); an answer the page embedded (SWR's fallback) stops being
 * served once the fresh one is there. A copy not on screen is handled by the app's SWR settings: the
 * staff app refetches every answer it shows (revalidateOnMount), so it keeps the copy until then; the
 * storefront shows a cached answer as it is (revalidateIfStale off), so the stale copy is dropped.
 */
export function useInvalidate() {
  const { cache, mutate, fallback = {}, revalidateOnMount } = useSWRConfig();
  return useCallback(
    async (urlPrefixes) => {
      const stale = (key) => typeof key === 'string' && keyReadsAny(key, urlPrefixes);
      const cached = [...cache.keys()].filter(stale);
      const embedded = Object.keys(fallback).filter(stale);
      const keys = [...new Set([...cached, ...embedded])];
      if (!revalidateOnMount) cached.forEach((key) => cache.delete(key));
      markChanged(keys.filter((key) => key.startsWith('/'))); // URL keys, not list or array keys
      await Promise.all(keys.map((key) => mutate(key)));
      // Only now: a screen still showing an embedded answer keeps it until the fresh one is cached.
      embedded.forEach((key) => delete fallback[key]);
    },
    [cache, mutate, fallback, revalidateOnMount],
  );
}

/**
 * write(mutation, ...args) runs a write declared in a feature's api.js, {request(...args), invalidates},
 * and once it succeeds invalidates what it declared (`invalidates` is a list of URL prefixes, or a
 * function of the same arguments giving one). Resolves to the request's answer; a failure invalidates
 * nothing and rejects as the request did.
 */
export function useWrite() {
  const invalidate = useInvalidate();
  return useCallback(
    async (mutation, ...args) => {
      const result = await mutation.request(...args);
      const { invalidates } = mutation;
      invalidate(typeof invalidates === 'function' ? invalidates(...args) : invalidates);
      return result;
    },
    [invalidate],
  );
}

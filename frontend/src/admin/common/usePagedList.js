// A server-paged list whose page and filters live in the URL (a reload keeps them).
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { withQuery } from '../../api/client';

export const PAGE_SIZE = 20;

/** `filterNames` are query parameters of both the page URL and the list's; `defaults` fill those not in the URL. */
export function usePagedList(path, filterNames, defaults = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page'), 10) || 1) - 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? defaults[name] ?? '']));
  const key = withQuery(path, { ...filters, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const { data, error, isLoading } = useSWR(key, { keepPreviousData: true });

  const update = useCallback(
    (changes) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          Object.entries(changes).forEach(([name, value]) => (value ? next.set(name, value) : next.delete(name)));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback((index) => update({ page: index > 0 ? String(index + 1) : '' }), [update]);
  const setFilter = useCallback((name, value) => update({ [name]: value, page: '' }), [update]);

  // A page that emptied (its last row was deleted) falls back to the last page there is.
  useEffect(() => {
    if (data && page > 0 && data.results.length === 0) setPage(Math.max(0, Math.ceil(data.count / PAGE_SIZE) - 1));
  }, [data, page, setPage]);

  return { data, error, isLoading, page, filters, setPage, setFilter };
}

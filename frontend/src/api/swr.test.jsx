import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fakeApi';
import { fallbackFrom, keyReadsAny, keyUrl, swrConfig, useInvalidate, useWrite } from './swr';

afterEach(() => vi.unstubAllGlobals());

describe('keyUrl', () => {
  it('reads the URL of plain, useSWRInfinite and array keys', () => {
    expect(keyUrl('/api/products/7')).toBe('/api/products/7');
    expect(keyUrl(infiniteKey(() => '/api/products?limit=24&offset=0'))).toBe('/api/products?limit=24&offset=0');
    expect(keyUrl(unstable_serialize(['/api/products', '3,8']))).toBe('/api/products');
    expect(keyReadsAny('/api/orders/3/history', ['/api/admin', '/api/orders'])).toBe(true);
    expect(keyReadsAny('/api/admin/products?limit=20', ['/api/products'])).toBe(false);
  });
});

describe('fallbackFrom', () => {
  it('keeps an embedded page of a list also where useSWRInfinite looks for its first page', () => {
    const page = { count: 1, next: null, results: [{ id: 7 }] };
    const product = { id: 7, name: 'Volt Phone' };
    const url = '/api/products?category=Phones&limit=24&offset=0';

    const fallback = fallbackFrom({ [url]: page, '/api/products/7': product });

    expect(fallback).toEqual({ [url]: page, [infiniteKey(() => url)]: [page], '/api/products/7': product });
  });
});

function Reader({ url }) {
  const { data } = useSWR(url);
  return <p>{data ? `${url}: ${data.n}` : `${url}: loading`}</p>;
}

/** The app's SWR settings plus `settings`, with a cache the test can look into. */
function setup(settings = {}) {
  const cache = new Map();
  let n = 0;
  const fetchMock = mockApi([['GET', /./, () => ({ n: ++n })]]);
  const config = { ...swrConfig, provider: () => cache, dedupingInterval: 0, ...settings };
  const wrapper = ({ children }) => <SWRConfig value={config}>{children}</SWRConfig>;
  return { cache, fetchMock, wrapper };
}

async function showThenHide(wrapper, url) {
  const shown = render(<Reader url={url} />, { wrapper });
  await screen.findByText(`${url}: 1`);
  shown.unmount();
}

describe('useInvalidate', () => {
  it('refetches what is on screen past the HTTP caches, and drops stale copies the storefront would show', async () => {
    const { cache, fetchMock, wrapper } = setup();
    await showThenHide(wrapper, '/api/products/9');
    render(
      <>
        <Reader url="/api/products?category=Audio" />
        <Reader url="/api/categories" />
      </>,
      { wrapper },
    );
    await screen.findByText('/api/categories: 3');
    const { result } = renderHook(() => useInvalidate(), { wrapper });

    await act(() => result.current(['/api/products']));
    expect(await screen.findByText('/api/products?category=Audio: 4')).toBeInTheDocument();
    expect(screen.getByText('/api/categories: 3')).toBeInTheDocument();
    expect(cache.has('/api/products/9')).toBe(false);
    const refetch = fetchMock.mock.calls.at(-1);
    expect(refetch[0]).toBe('/api/products?category=Audio');
    expect(refetch[1].cache).toBe('reload');
  });

  it('keeps stale copies where every screen refetches on opening (the staff app)', async () => {
    const { cache, wrapper } = setup({ revalidateOnMount: true });
    await showThenHide(wrapper, '/api/orders?limit=20&offset=0');
    const { result } = renderHook(() => useInvalidate(), { wrapper });
    await act(() => result.current(['/api/orders']));
    expect(cache.get('/api/orders?limit=20&offset=0').data).toEqual({ n: 1 });
  });

  it('stops serving an embedded answer once the fresh one is there', async () => {
    const fallback = { '/api/products/home': { n: 0 } };
    const { wrapper } = setup({ fallback });
    render(<Reader url="/api/products/home" />, { wrapper });
    expect(screen.getByText('/api/products/home: 0')).toBeInTheDocument();
    const { result } = renderHook(() => useInvalidate(), { wrapper });
    await act(() => result.current(['/api/products']));
    expect(await screen.findByText('/api/products/home: 1')).toBeInTheDocument();
    expect(fallback).toEqual({});
  });
});

describe('useWrite', () => {
  it('runs the request, then invalidates what the write declares', async () => {
    const { wrapper } = setup();
    render(<Reader url="/api/featured-items" />, { wrapper });
    await screen.findByText('/api/featured-items: 1');
    const request = vi.fn(async (id) => ({ id }));
    const mutation = { request, invalidates: (id) => [`/api/featured-items`, `/api/other/${id}`] };
    const { result } = renderHook(() => useWrite(), { wrapper });

    await expect(result.current(mutation, 4)).resolves.toEqual({ id: 4 });
    expect(request).toHaveBeenCalledWith(4);
    expect(await screen.findByText('/api/featured-items: 2')).toBeInTheDocument();
  });

  it('invalidates nothing when the request fails', async () => {
    const { fetchMock, wrapper } = setup();
    render(<Reader url="/api/featured-items" />, { wrapper });
    await screen.findByText('/api/featured-items: 1');
    const mutation = { request: () => Promise.reject(new Error('refused')), invalidates: ['/api/featured-items'] };
    const { result } = renderHook(() => useWrite(), { wrapper });
    await expect(result.current(mutation)).rejects.toThrow('refused');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});

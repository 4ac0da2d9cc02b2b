import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInitialData } from './initialData';
import { fallbackFrom } from './swr';

function pageWith(scriptText) {
  return new DOMParser().parseFromString(
    `<script id="initial-data" type="application/json">${scriptText}</script>`,
    'text/html',
  );
}

describe('readInitialData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the embedded answers, keyed as the SPA writes its URLs, and the site settings apart', () => {
    const page = { count: 0, next: null, previous: null, results: [] };
    const { answers, site } = readInitialData(
      pageWith(
        JSON.stringify({
          '/api/categories': { categories: [] },
          '/api/featured-items/active': null,
          '/api/products?category=Smart%20Home&ordering=name&limit=24&offset=0': page,
          site: { testPayments: true },
        }),
      ),
    );
    expect(answers).toEqual({
      '/api/categories': { categories: [] },
      '/api/featured-items/active': null,
      '/api/products?category=Smart+Home&ordering=name&limit=24&offset=0': page,
    });
    expect(site).toEqual({ testPayments: true });
  });

  it('decodes the escapes that keep a product name from closing the script', () => {
    const { answers } = readInitialData(pageWith('{"/api/products/1": {"name": "\\u003C/script\\u003E \\u0026 co"}}'));
    expect(answers['/api/products/1'].name).toBe('</script> & co');
  });

  it('is empty without the element, and logs and ignores unreadable text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nothing = { answers: {}, site: {} };
    expect(readInitialData(new DOMParser().parseFromString('<p>no data</p>', 'text/html'))).toEqual(nothing);
    expect(error).not.toHaveBeenCalled();
    expect(readInitialData(pageWith('{not json'))).toEqual(nothing);
    expect(error).toHaveBeenCalled();
  });
});

describe('fallbackFrom', () => {
  it('also offers a paged answer as the first page of a useSWRInfinite list', () => {
    const page = { count: 1, next: null, previous: null, results: [{ id: 1 }] };
    const fallback = fallbackFrom({ '/api/categories': { categories: [] }, '/api/products?limit=24&offset=0': page });
    expect(fallback['/api/categories']).toEqual({ categories: [] });
    expect(fallback['/api/products?limit=24&offset=0']).toBe(page);
    expect(fallback[infiniteKey(() => '/api/products?limit=24&offset=0')]).toEqual([page]);
    expect(Object.keys(fallback)).toHaveLength(3);
  });
});

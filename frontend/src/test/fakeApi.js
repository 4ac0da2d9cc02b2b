// The fake API behind fetch that every component test talks to (storefront, cart, checkout, staff app).
import { vi } from 'vitest';

export const page = (results) => ({ count: results.length, next: null, previous: null, results });

const STATUS_REPLY = Symbol('status reply');
/** A reply with a status other than 200. */
export const withStatus = (status, body) => ({ [STATUS_REPLY]: true, status, body });

/**
 * Replaces fetch with a fake API. `routes` is a list of [method, matcher, reply]: matcher is a path
 * (matched without the query string) or a RegExp on the full URL; reply is a body, withStatus(...),
 * or a function (url, body) => either (or a promise of either). Returns the fetch mock.
 */
/** A request's body: parsed JSON, or the FormData a file upload sends. */
function bodyOf(init) {
  if (!init.body) return undefined;
  return init.body instanceof FormData ? init.body : JSON.parse(init.body);
}

export function mockApi(routes) {
  const fetchMock = vi.fn(async (url, init = {}) => {
    const method = init.method ?? 'GET';
    const route = routes.find(
      ([m, matcher]) => m === method && (matcher instanceof RegExp ? matcher.test(url) : url.split('?')[0] === matcher),
    );
    if (!route) return new Response(JSON.stringify({ message: `No mock for ${method} ${url}` }), { status: 500 });
    let reply = route[2];
    if (typeof reply === 'function') reply = await reply(url, bodyOf(init));
    const { status, body } = reply?.[STATUS_REPLY] ? reply : { status: 200, body: reply };
    return new Response(body === null ? 'null' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched so far with the given path. */
export const fetchedUrls = (fetchMock, path) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);

/** Every request the fake API received so far, as {method, url, body} with the JSON body parsed. */
export function requests(fetchMock) {
  return fetchMock.mock.calls.map(([url, init = {}]) => ({
    method: init.method ?? 'GET',
    url,
    body: bodyOf(init),
  }));
}

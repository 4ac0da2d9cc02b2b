// The one fetch helper: credentials always, a JSON body (or a FormData) only when there is one,
// CSRF header on unsafe methods, and a non-OK answer becomes Error('{status}: {body or statusText}').

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function getCookie(name) {
  const match = document.cookie.split('; ').find((row) => row.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export class ApiError extends Error {
  constructor(status, text, body) {
    super(`${status}: ${text}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * `fresh`: skip the HTTP caches for a read whose answer must be live (stock in the cart, after an order).
 * Fetch's 'reload' mode bypasses the browser's cache and sends `Cache-Control: no-cache`, which the
 * server's shared cache of public reads honours too (core/public_cache.py).
 * `headers`: extra request headers (e.g. the checkout's Idempotency-Key).
 */
export async function apiRequest(method, url, data, { fresh = false, headers: extraHeaders = {} } = {}) {
  const headers = { ...extraHeaders };
  // A form (a file) goes as multipart, the browser writing its boundary; anything else as JSON.
  const isForm = data instanceof FormData;
  if (data !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const token = getCookie('csrftoken');
    if (token) headers['X-CSRFToken'] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    ...(fresh && { cache: 'reload' }),
    body: data === undefined || isForm ? data : JSON.stringify(data),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    throw new ApiError(response.status, text, body);
  }
  if (response.status === 204) return null;
  const contentType = response.headers.get('Content-Type') || '';
  return contentType.includes('application/json') ? response.json() : null;
}

/** The human sentence of an API error: the server's "message", else the fallback. */
export function errorMessage(error, fallback) {
  return error?.body?.message || fallback;
}

// URLs whose answer changed while a cached copy may still look fresh: their next read skips the caches.
const changedUrls = new Set();

/** After a write (an order changes stock): the next read of each of these URLs is `fresh`. */
export function markChanged(urls) {
  urls.forEach((url) => changedUrls.add(url));
}

/** SWR fetcher: the key is the URL (or an array of parts joined with '/'). */
export function fetcher(key) {
  const url = Array.isArray(key) ? key.join('/') : key;
  return apiRequest('GET', url, undefined, { fresh: changedUrls.delete(url) });
}

/** Like fetcher, but a 401 resolves to null (used for "who is signed in"). */
export async function fetcherOrNullOn401(key) {
  try {
    return await fetcher(key);
  } catch (error) {
    if (error.status === 401) return null;
    throw error;
  }
}

/**
 * The URL with its query written the way withQuery writes it (a space as '+'), so a key the server
 * wrote (web/spa.py uses %20) matches the one the SPA builds.
 */
export function normalizeUrl(url) {
  const [path, query] = url.split('?');
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

/** Path plus the non-empty query parameters, in the given order. */
export function withQuery(path, params) {
  const query = new URLSearchParams();
  Object.entries(params).forEach(([name, value]) => {
    if (value !== '' && value !== null && value !== undefined) query.set(name, String(value));
  });
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

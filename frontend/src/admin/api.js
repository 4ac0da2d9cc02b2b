// The staff app's own requests: the session (login, logout, who is signed in) and the analytics figures.
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, fetcherOrNullOn401 } from '../api/client';
import { STAFF_ME_URL as ME_URL } from '../lib/staffSession';

const LOGIN_URL = '/api/admin/login';
const LOGOUT_URL = '/api/admin/logout';
export const ANALYTICS_URL = '/api/admin/analytics';

/**
 * Who is signed in to the back office: GET /api/admin/me (null when the server says 401). The page embeds
 * the answer (web/spa.py), and then it is not asked again: logged out, the request would be a 401 that the
 * browser logs as a failed request. Only when the page could not embed it does the app ask.
 */
export function useAdminSession() {
  const { fallback } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR(ME_URL, fetcherOrNullOn401, {
    revalidateOnMount: !(fallback && ME_URL in fallback),
  });
  return { admin: data?.admin ?? null, error, isLoading, retry: () => mutate() };
}

/** POST the credentials; answers {admin}. A refusal rejects with the server's message (401, 429). */
export function logIn(credentials) {
  return apiRequest('POST', LOGIN_URL, credentials);
}

/** After a login: the signed-in admin, so the dashboard shows without asking again. */
export function rememberAdmin(mutate, body) {
  return mutate(ME_URL, body, { revalidate: false });
}

/** Forget the signed-in admin in the SWR cache (the login screen shows). */
export function forgetAdmin(mutate) {
  return mutate(ME_URL, null, { revalidate: false });
}

/** End the session on the server; then forgetStaffData drops what it showed. */
export const logOut = { request: () => apiRequest('POST', LOGOUT_URL), invalidates: [] };

/** After a logout: every cached staff answer is dropped, then the login screen shows. */
export async function forgetStaffData(mutate) {
  await mutate((key) => key !== ME_URL, undefined, { revalidate: false });
  await forgetAdmin(mutate);
}

/** Every figure is computed by the server, never from lists in the browser. */
export function useAnalytics() {
  return useSWR(ANALYTICS_URL);
}

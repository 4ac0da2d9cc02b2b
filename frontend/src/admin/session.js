// Who is signed in to the back office: GET /api/admin/me (null when the server says 401).
import useSWR from 'swr';
import { fetcherOrNullOn401 } from '../api/client';

export const ME_KEY = '/api/admin/me';

/** Forget the signed-in admin in the SWR cache (the login screen shows). */
export function forgetAdmin(mutate) {
  return mutate(ME_KEY, null, { revalidate: false });
}

export function useAdminSession() {
  const { data, error, isLoading, mutate } = useSWR(ME_KEY, fetcherOrNullOn401);
  return { admin: data?.admin ?? null, error, isLoading, retry: () => mutate() };
}

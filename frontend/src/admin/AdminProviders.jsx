import { useCallback } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { FormLook } from '../components/FormField';
import { STAFF_ME_URL as ME_URL } from '../lib/staffSession';
import { forgetAdmin } from './api';

/**
 * The staff app's settings on top of the shop's: a 401 on any staff query means the session ended (back
 * to the login screen); every answer is refetched when its screen opens (the shop-wide settings never
 * refetch cached data, but staff need current figures: a cancelled order's stock on Products, new orders
 * on Analytics); and forms in the staff app's look.
 */
export function AdminProviders({ children }) {
  const { mutate } = useSWRConfig();
  const onError = useCallback(
    (error, key) => {
      if (error?.status === 401 && key !== ME_URL) forgetAdmin(mutate);
    },
    [mutate],
  );
  return (
    <SWRConfig value={{ onError, revalidateOnMount: true }}>
      <FormLook value="admin">{children}</FormLook>
    </SWRConfig>
  );
}

// Runs one staff mutation with the SPEC.md section 8 toasts; remembers which one is under way.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../api/client';
import { useToast } from '../components/Toast';
import { forgetAdmin } from './session';

/**
 * run(id, request, {success, failure, failureTitle}):
 * `success` is a toast ({title, description}) or a description under the title 'Success';
 * a failure shows `failureTitle` ('Error') with the server message, else `failure`.
 * Resolves to {ok: true, result} or {ok: false, error}.
 */
export function useAction() {
  const show = useToast();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(null);

  const run = useCallback(
    async (id, request, { success, failure, failureTitle = 'Error' }) => {
      setPending(id);
      try {
        const result = await request();
        if (success) show(typeof success === 'string' ? { title: 'Success', description: success } : success);
        return { ok: true, result };
      } catch (error) {
        if (error.status === 401) forgetAdmin(mutate);
        show({ title: failureTitle, description: errorMessage(error, failure), variant: 'destructive' });
        return { ok: false, error };
      } finally {
        setPending(null);
      }
    },
    [show, mutate],
  );

  return { run, pending };
}

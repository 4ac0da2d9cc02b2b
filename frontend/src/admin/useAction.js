// Runs one staff write with its success and failure toasts; remembers which one is under way.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../api/client';
import { useWrite } from '../api/swr';
import { useToast } from '../lib/useToast';
import { forgetAdmin } from './api';

/**
 * run(id, mutation, args, {success, failure, failureTitle}): `mutation` is a write from a feature's api.js,
 * called with `args` (it refreshes what it makes stale);
 * `success` is a toast ({title, description}) or a description under the title 'Success';
 * a failure shows `failureTitle` ('Error') with the server message, else `failure`.
 * Resolves to {ok: true, result} or {ok: false, error}.
 */
export function useAction() {
  const show = useToast();
  const { mutate } = useSWRConfig();
  const write = useWrite();
  const [pending, setPending] = useState(null);

  const run = useCallback(
    async (id, mutation, args, { success, failure, failureTitle = 'Error' }) => {
      setPending(id);
      try {
        const result = await write(mutation, ...args);
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
    [show, mutate, write],
  );

  return { run, pending };
}

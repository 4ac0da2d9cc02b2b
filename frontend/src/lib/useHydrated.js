import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from the render after (and from the
 * first render of a page the server did not render). What only the browser knows (the stored cart) must wait
 * for it: hydration has to render exactly what the server sent.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

import { lazy } from 'react';

/**
 * React.lazy whose chunk can be fetched before the first render (`Component.preload()`). Once it has arrived the
 * component renders at once: a page opened on it shows its content in the first paint instead of its Suspense
 * fallback first (a thenable that answers synchronously is how React.lazy knows the module is already here).
 */
export function lazyWithPreload(load) {
  let loaded = null;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => (loaded ? { then: (resolve) => resolve(loaded) } : preload()));
  Component.preload = preload;
  return Component;
}

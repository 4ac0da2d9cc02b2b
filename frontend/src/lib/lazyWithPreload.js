import { lazy } from 'react';

/**
 * React.lazy whose chunk can be fetched before the first render (`Component.preload()`). Once it has arrived the
 * component renders at once: a page opened on it shows its content in the first paint instead of its Suspense
 * fallback first (a thenable that answers synchronously is how React.lazy knows the module is already here).
 *
 * `alongside` loads what the component shows beside its own code (the chunks of its lazily hydrated controls,
 * components/LazyPart.jsx): a render waits for those too, so nothing appears after the rest. The first view of a
 * page the server rendered does without them (`preload({ alone: true })`): hydration adopts their server HTML
 * meanwhile.
 */
export function lazyWithPreload(load, alongside = () => Promise.resolve()) {
  let loaded = null;
  const preloadAlone = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const preload = ({ alone = false } = {}) =>
    alone ? preloadAlone() : Promise.all([preloadAlone(), alongside()]).then(([module]) => module);
  const Component = lazy(() => (loaded ? { then: (resolve) => resolve(loaded) } : preload()));
  Component.preload = preload;
  return Component;
}

// Whether <LazyHydrate> sections wait (components/LazyHydrate.jsx): apart from the component, so that the entry, which
// turns it on, does not carry the component, which only the home page's chunk draws.

let deferring = false;

/** main.jsx, before it hydrates the server's HTML: from then on <LazyHydrate> sections wait. Not called on the
 * server (whose render is the HTML itself) nor before a render that is not a hydration; `false` turns it off
 * again (tests render a server's HTML and hydrate it in turn). */
export function deferLazyHydration(defer = true) {
  deferring = defer;
}

/** Whether a <LazyHydrate> section rendered now waits. */
export const lazyHydrationDeferred = () => deferring;

import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { lazyHydrationDeferred } from '../lib/lazyHydration';
import { useHydrated } from '../lib/useHydrated';

// Sections below the first screen (the home page's carousels) keep the server's HTML and are hydrated when they
// come near the screen or when React needs them, not with the rest of the page: their hydration was most of the
// home page's main-thread work after its first paint (decision 0035). React's own selective
// hydration does the work: a component that suspends while it is being hydrated leaves its Suspense boundary's
// server HTML as it is, and React hydrates it once the promise it waits on settles. React renders such a
// boundary again when it needs it sooner: a press, a click or a key in it (React hydrates the boundary before it
// hands the event over) or a change above that reaches it; the gate opens on that render.

// How far below (or above) the screen a section starts hydrating.
const NEAR_SCREEN = '300px 0px';

/** What a section waits on: a promise React reads with use(), fulfilled (with the status React reads
 * synchronously) by open(). */
function createGate(open) {
  let resolve;
  const promise = new Promise((settle) => {
    resolve = settle;
  });
  let waits = 0;
  const gate = {
    promise,
    isOpen: () => promise.status === 'fulfilled',
    open() {
      if (gate.isOpen()) return;
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
    /** Whether the section must wait. Its first render waits; a later one while closed means React has to
     * hydrate it now (an event in it, or a change of props or of a context above that reached it first), so it
     * opens: kept waiting, React would drop the server's HTML or the event. */
    mustWait() {
      if (gate.isOpen()) return false;
      waits += 1;
      if (waits === 1) return true;
      gate.open();
      return false;
    },
  };
  if (open) gate.open();
  return gate;
}

function Gate({ gate, children }) {
  if (gate.mustWait()) use(gate.promise);
  return children;
}

/**
 * Its children, rendered as usual, except while the server's HTML is being hydrated: then the section keeps that
 * HTML (no mismatch, no layout shift) and is hydrated once it is within NEAR_SCREEN of the screen or as soon as
 * React needs it (see above: the press or click that asked for it is then handled as usual). The element around
 * it (a <div>, the one observed) has no style of its own.
 */
export default function LazyHydrate({ children }) {
  const ref = useRef(null);
  const started = useHydrated();
  // Rendered after hydration (a later visit to the page in the app, or data that came later): no waiting.
  const [gate] = useState(() => createGate(started || !lazyHydrationDeferred()));

  useEffect(() => {
    const element = ref.current;
    if (gate.isOpen() || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  // The same element while nothing changes, so the re-render that follows hydration (useHydrated) leaves the
  // waiting section alone.
  const section = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    ),
    [gate, children],
  );
  return <div ref={ref}>{section}</div>;
}

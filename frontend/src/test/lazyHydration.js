// For the tests that hydrate a server's HTML as main.jsx does, with sections waiting in LazyHydrate: an
// IntersectionObserver whose entries the test sends (jsdom has none) and the clean-up after each test.
import { afterEach, beforeEach, vi } from 'vitest';
import { deferLazyHydration } from '../lib/lazyHydration';

/** Whether React has adopted the element (it keeps its fiber on the element it hydrated). */
export const hydratedByReact = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Replaces the global IntersectionObserver (vi.unstubAllGlobals() puts it back). Returns the observers still
 * observing, and reach(observer) to tell one that its element came within its margin. */
function stubIntersectionObserver() {
  const observers = [];
  class FakeIntersectionObserver {
    constructor(callback) {
      this.callback = callback;
      this.elements = [];
      observers.push(this);
    }
    observe(element) {
      this.elements.push(element);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const reach = (observer) => observer.callback(observer.elements.map((target) => ({ target, isIntersecting: true })));
  return { observers, reach };
}

/** Call at the top of a test file: each test gets a fresh stubbed IntersectionObserver (`intersections.observers`,
 * `intersections.reach`), and after it hydration stops waiting, the stubs and spies go and the document is emptied. */
export function lazyHydrationTests() {
  const intersections = {};
  beforeEach(() => {
    Object.assign(intersections, stubIntersectionObserver());
  });
  afterEach(() => {
    deferLazyHydration(false);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  return intersections;
}

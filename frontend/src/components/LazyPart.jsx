import { memo, Suspense, useId, useState } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import ErrorBoundary from './ErrorBoundary';
import HydrationFrame from './HydrationFrame';

/** The server's HTML of a waiting part, as it was: shown, inert, if React gives up hydrating it (below). */
function ServerCopy({ html }) {
  return <fieldset className="app-frame" disabled role="presentation" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A part of the server's page (a listing's filters and toolbar, the categories menu, the footer) whose code is a
 * chunk of its own, off the path of the page's first paint: the browser fetches it as React hydrates the page
 * (decision 0041). Meanwhile React keeps its server HTML, its controls disabled by its own frame (a press would be
 * lost), and adopts it once the chunk is in. A render that is not a hydration shows nothing until the chunk is in,
 * which the pages' loaders fetch first (`Part.preload()`; lib/lazyWithPreload.js `alongside`). A chunk that fails
 * to arrive takes only that part away.
 *
 * React gives up hydrating a waiting part when an update reaches it before its code (new props, or any context
 * above it that changes, such as the cart's when a product is added): it drops its server HTML and shows the
 * Suspense fallback until the code arrives. The fallback is that HTML, read from the page as hydration starts, so
 * nothing moves and nothing can be pressed. Memoised, so that a page's render with the same props does not count as
 * such an update.
 */
export function lazyPart(load) {
  const Part = lazyWithPreload(load);
  const LazyPart = memo(function LazyPart(props) {
    const id = useId();
    // Only a hydration finds the element: the server has no document, and a browser's render creates it after.
    const [serverHtml] = useState(() => globalThis.document?.getElementById(id)?.innerHTML);
    return (
      <ErrorBoundary>
        <Suspense fallback={serverHtml === undefined ? null : <ServerCopy html={serverHtml} />}>
          <HydrationFrame id={id}>
            <Part {...props} />
          </HydrationFrame>
        </Suspense>
      </ErrorBoundary>
    );
  });
  LazyPart.preload = Part.preload;
  return LazyPart;
}

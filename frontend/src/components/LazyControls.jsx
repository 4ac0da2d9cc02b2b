import { memo, Suspense, useId, useState } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import ErrorBoundary from './ErrorBoundary';
import HydrationFrame from './HydrationFrame';

/** The server's HTML of waiting controls, as it was: shown, inert, if React gives up hydrating them (below). */
function ServerCopy({ html }) {
  return <fieldset className="app-frame" disabled role="presentation" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Controls of a first screen (a listing's filters and toolbar, the categories menu) whose code is a chunk of their
 * own, off the path of the page's first paint: the browser fetches it as React hydrates the page (decision 0041).
 * Meanwhile React keeps their server HTML, disabled by their own frame (a press would be lost), and adopts it once
 * the chunk is in. A render that is not a hydration expects the chunk loaded (`Controls.preload()`, which the pages'
 * loaders call: lib/lazyWithPreload.js `alongside`); if it is not, nothing shows until it is. A chunk that fails to
 * arrive takes only the controls away.
 *
 * React gives up hydrating waiting controls when an update reaches them before their code (new props, or any
 * context above them that changes, such as the cart's when a product is added): it drops their server HTML and
 * shows the Suspense fallback until the code arrives. The fallback is that HTML, read from the page as hydration
 * starts, so nothing moves and nothing can be pressed. Memoised, so that a page's render with the same props does
 * not count as such an update.
 */
export function lazyControls(load) {
  const Controls = lazyWithPreload(load);
  const LazyControls = memo(function LazyControls(props) {
    const id = useId();
    // Only a hydration finds the element: the server has no document, and a browser's render creates it after.
    const [serverHtml] = useState(() => globalThis.document?.getElementById(id)?.innerHTML);
    return (
      <ErrorBoundary>
        <Suspense fallback={serverHtml === undefined ? null : <ServerCopy html={serverHtml} />}>
          <HydrationFrame id={id}>
            <Controls {...props} />
          </HydrationFrame>
        </Suspense>
      </ErrorBoundary>
    );
  });
  LazyControls.preload = Controls.preload;
  return LazyControls;
}

import { useHydrated } from '../lib/useHydrated';

/**
 * Until React has adopted the server's HTML of what it wraps, its buttons, fields and selects are disabled (links
 * work): a press before then would be lost, and a choice undone by hydration. It has no box, and what it disables
 * keeps its look (appFrame.css .app-frame). The whole app is in one (Root.jsx), and so is each part whose code
 * arrives after the page's (components/LazyPart.jsx): such a part is adopted later, so its frame stays
 * disabled after the app's opens. Its own component, so that starting re-renders this element only.
 */
export default function HydrationFrame({ id, children }) {
  const started = useHydrated();
  return (
    <fieldset id={id} className="app-frame" disabled={!started} role="presentation">
      {children}
    </fieldset>
  );
}

import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// The path whose page last took the title (per storefront, so tests start afresh); null before the first.
const LastPageContext = createContext(null);

/** Around the routes whose pages call usePageTitle: it remembers which page is shown. */
export function PageTitleProvider({ children }) {
  const lastPath = useRef(null);
  return <LastPageContext.Provider value={lastPath}>{children}</LastPageContext.Provider>;
}

const TEXT_ENTRY = 'input, textarea, select, [contenteditable="true"]';

/**
 * Whether a page that just got its title should take focus: not the first page of the visit (the browser
 * starts at the top of the document), not a change of the same page's query (a filter, a sort), and not
 * while the shopper types somewhere (the header search navigates as you type).
 */
export function shouldFocusHeading(previousPath, path, activeElement) {
  if (previousPath === null || previousPath === path) return false;
  return !activeElement?.matches?.(TEXT_ENTRY);
}

/**
 * Sets document.title to `title` (null while the page does not know it yet, e.g. loading) and, after a
 * client-side navigation, moves focus to the page's main heading so a screen reader announces the new
 * page. Returns the ref for that heading, which needs tabIndex={-1}:
 *   const headingRef = usePageTitle(TRACK_TITLE);
 *   <h1 ref={headingRef} tabIndex={-1}>Track your order</h1>
 */
export function usePageTitle(title) {
  const headingRef = useRef(null);
  const { pathname } = useLocation();
  const lastPathRef = useContext(LastPageContext);
  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (!lastPathRef) return;
    const previous = lastPathRef.current;
    lastPathRef.current = pathname;
    if (shouldFocusHeading(previous, pathname, document.activeElement)) headingRef.current?.focus();
  }, [title, pathname, lastPathRef]);
  return headingRef;
}

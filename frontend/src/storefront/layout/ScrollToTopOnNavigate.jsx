import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top. The first page is left where the browser put it: at its top, where a reload or
 * Back left it, or where the shopper scrolled while it loaded (jumping them to the top as the app took over
 * sent their next tap to whatever moved under it).
 */
export default function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0); // returns a promise in recent Chromium: never let it become the cleanup
  }, [pathname]);
  return null;
}

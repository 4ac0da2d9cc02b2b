// Radix's modal dialogs lock the page's scroll with a style sheet that react-style-singleton writes into a
// <style> element, which the Content-Security-Policy refuses (style-src names no inline style but the entry's,
// by its hash): the page then scrolled behind an open dialog. This module stands in for react-style-singleton
// (vite.config.js aliases it) with the same API, and adopts the sheet through the CSSOM instead: a constructed
// style sheet, which the policy does not restrict and which needs no nonce in the cached page.
import { useEffect } from 'react';

/** A style sheet shared by its users: adopted by the document with the first, dropped with the last. */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet = null;
  return {
    add(css) {
      if (counter === 0 && typeof CSSStyleSheet === 'function' && document.adoptedStyleSheets) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
        sheet = null;
      }
    },
  };
}

/** A hook that keeps `styles` adopted while a component using it is mounted (again when `dynamic` styles change). */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // The same dependency react-style-singleton declares: static styles are adopted once per mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

/** A component that keeps its `styles` adopted while mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function StyleSheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}

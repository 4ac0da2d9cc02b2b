import { useCallback, useEffect, useState } from 'react';
import { ToastContext } from '../lib/useToast';

// The toasts (one at a time, 5 s, swipe right to dismiss, F8 to the region): the state lives here, the
// Radix part in Toaster.jsx, which reads its figures from toastSettings.js.

// Radix Toast (~13 KB gzipped) stays out of the first screen's JavaScript: its chunk is fetched when the
// browser is first idle, or by a toast that comes sooner.
const loadToaster = () => import('./Toaster');

function whenIdle(callback) {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200); // no requestIdleCallback (Safari): soon after the first render
  return () => clearTimeout(id);
}

export function ToastProvider({ children }) {
  // One toast: a new one replaces the shown one (its key changes, so its timer starts afresh).
  const [toast, setToast] = useState(null);
  const show = useCallback((next) => {
    setToast({ id: Date.now() + Math.random(), variant: 'default', open: true, ...next });
  }, []);
  // Closed but kept until Radix unmounts it, so a swipe can finish its exit.
  const onOpenChange = useCallback((open) => setToast((current) => current && { ...current, open }), []);

  // Once here the Toaster stays mounted, so F8 finds the region even when no toast is shown. A toast shown
  // before then waits for it (its timer starts when it appears).
  const [Toaster, setToaster] = useState(null);
  useEffect(() => {
    if (Toaster) return undefined;
    // A chunk that failed to arrive (offline) is asked for again by the next toast.
    const load = () =>
      loadToaster().then(
        (module) => setToaster(() => module.Toaster), // wrapped, or React would call the component as an updater
        () => {},
      );
    if (!toast) return whenIdle(load);
    load();
    return undefined;
  }, [Toaster, toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* A modal dialog hides everything else from screen readers (aria-hidden), except [aria-live] subtrees
          present when it opens: this keeps the notifications, which can be about the dialog (a refused order),
          reachable, also when the dialog opened before the Toaster loaded. */}
      <div aria-live="off">{Toaster && <Toaster toast={toast} onOpenChange={onOpenChange} />}</div>
    </ToastContext.Provider>
  );
}

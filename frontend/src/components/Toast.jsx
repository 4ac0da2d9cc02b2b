import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useState } from 'react';

// SPEC.md: one toast visible at a time, 5 s by default, swipe right (50 px) to dismiss, F8 moves focus to
// the notification region. Radix pauses the timer while the toast is hovered or focused.
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext(() => {});

/** show({title, description, variant: 'default' | 'destructive', duration}) */
export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }) {
  // One toast: a new one replaces the shown one (its key changes, so its timer starts afresh).
  const [toast, setToast] = useState(null);
  const show = useCallback((next) => {
    setToast({ id: Date.now() + Math.random(), variant: 'default', open: true, ...next });
  }, []);
  // Closed but kept until Radix unmounts it, so a swipe can finish its exit.
  const onOpenChange = useCallback((open) => setToast((current) => current && { ...current, open }), []);

  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {toast && (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={onOpenChange}
            duration={toast.duration}
            // Errors interrupt the screen reader (assertive); confirmations wait their turn (polite).
            type={destructive ? 'foreground' : 'background'}
            className={`toast ${destructive ? 'toast--destructive' : ''}`}
          >
            {/* Radix reads the toast out through its own live region; the alert role still tells what an
                error toast is, and aria-live="off" keeps it from being read twice. */}
            <div
              className="toast__body"
              role={destructive ? 'alert' : undefined}
              aria-live={destructive ? 'off' : undefined}
            >
              {toast.title && <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>}
              {toast.description && (
                <RadixToast.Description className="toast__description">{toast.description}</RadixToast.Description>
              )}
            </div>
            <RadixToast.Close className="toast__close" aria-label="Close notification">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        )}
        {/* A modal dialog hides everything else from screen readers (aria-hidden), except [aria-live]
            subtrees: this keeps the notifications, which can be about the dialog (a refused order), reachable. */}
        <div aria-live="off">
          <RadixToast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />
        </div>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

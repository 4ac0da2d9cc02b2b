import * as RadixToast from '@radix-ui/react-toast';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from './toastSettings';
import './toast.css';

/** The Radix part of the toasts, a chunk of its own (Toast.jsx holds the state): the shown toast and the F8 region. */
export function Toaster({ toast, onOpenChange }) {
  const destructive = toast?.variant === 'destructive';
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
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
      <RadixToast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}

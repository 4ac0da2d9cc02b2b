import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

// SPEC.md: one toast visible at a time, 5 s by default, swipe right (50 px) to dismiss,
// F8 moves focus to the notification region.
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }) {
  const [toast, setToast] = useState(null);
  const regionRef = useRef(null);

  const show = useCallback((next) => {
    setToast({ id: Date.now() + Math.random(), variant: 'default', duration: TOAST_DURATION_MS, ...next });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(dismiss, toast.duration);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  useEffect(() => {
    const onKey = (event) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol ref={regionRef} tabIndex={-1} className="toast-region" aria-label="Notifications (F8)">
        {toast && <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />}
      </ol>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }) {
  const start = useRef(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = (event) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (distance >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <li
      className={`toast ${destructive ? 'toast--destructive' : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={{ transform: `translateX(${offset}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setOffset(0)}
    >
      <div className="toast__body">
        {toast.title && <div className="toast__title">{toast.title}</div>}
        {toast.description && <div className="toast__description">{toast.description}</div>}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={onDismiss}>
        ×
      </button>
    </li>
  );
}

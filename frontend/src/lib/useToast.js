// The toasts' show function, which components/Toast.jsx ToastProvider gives. It lives below the components so
// that shared hooks (adding to the cart, the comparison) may show a toast too.
import { createContext, useContext } from 'react';

export const ToastContext = createContext(() => {});

/** show({title, description, variant: 'default' | 'destructive', duration}) */
export function useToast() {
  return useContext(ToastContext);
}

import { lazy, Suspense, useEffect } from 'react';
import { useCart } from '../lib/cart/CartContext';

// The checkout (with Formik and Yup) is a chunk of its own: most visits never check out.
export const loadCheckoutDialog = () => import('./CheckoutDialog');
const CheckoutDialog = lazy(loadCheckoutDialog);

/** Mounts the checkout while it is open; until its chunk is there nothing shows (as while the cart loads). */
export default function LazyCheckoutDialog() {
  const { checkoutOpen, panelOpen } = useCart();
  // Checkout is only reached from the cart panel: its chunk is fetched while the shopper looks at the cart.
  useEffect(() => {
    if (panelOpen) loadCheckoutDialog();
  }, [panelOpen]);
  if (!checkoutOpen) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialog />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useCart } from '../cart/CartContext';

// The checkout (with Formik and Yup) is a chunk of its own: most visits never check out.
export const loadCheckoutDialog = () => import('./CheckoutDialog');
const CheckoutDialog = lazy(loadCheckoutDialog);

/** Mounts the checkout while it is open; until its chunk is there nothing shows (as while the cart loads). */
export default function LazyCheckoutDialog() {
  const { checkoutOpen } = useCart();
  if (!checkoutOpen) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialog />
    </Suspense>
  );
}

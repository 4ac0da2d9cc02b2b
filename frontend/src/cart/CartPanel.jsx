import { lazy, Suspense } from 'react';
import { useCart } from '../lib/cart/CartContext';

// The panel (its dialog and contents) is a chunk of its own, so the first screen does not carry the dialog
// library; the cart button starts loading it as soon as the shopper reaches for it.
export const loadCartPanel = () => import('./CartDialog');
const CartDialog = lazy(loadCartPanel);

/** Mounts the cart panel while it is open; until its chunk is there nothing shows (as with the checkout). */
export default function CartPanel() {
  const { panelOpen } = useCart();
  if (!panelOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDialog />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import Dialog from '../components/Dialog';
import Spinner from '../components/Spinner';
import { useCart } from './CartContext';

// The panel's contents are a chunk of their own, loaded the first time the cart opens.
const CartContents = lazy(() => import('./CartContents'));

/** The right-hand 'Shopping Cart' panel. */
export default function CartPanel() {
  const { panelOpen, closePanel } = useCart();
  return (
    <Dialog open={panelOpen} title="Shopping Cart" onClose={closePanel} side>
      <Suspense fallback={<Spinner label="Loading your cart..." />}>
        <CartContents />
      </Suspense>
    </Dialog>
  );
}

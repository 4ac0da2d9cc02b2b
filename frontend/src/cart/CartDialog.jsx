import Dialog from '../components/Dialog';
import { useCart } from '../lib/cart/CartContext';
import CartContents from './CartContents';

/** The right-hand 'Shopping Cart' panel (mounted by CartPanel while open). */
export default function CartDialog() {
  const { panelOpen, closePanel } = useCart();
  return (
    <Dialog open={panelOpen} title="Shopping Cart" onClose={closePanel} side>
      <CartContents />
    </Dialog>
  );
}

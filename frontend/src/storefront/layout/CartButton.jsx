import Icon from '../../components/Icon';
import { useCart } from '../../lib/cart/CartContext';
import { loadCartPanel } from '../../cart/CartPanel';

export default function CartButton() {
  const { itemCount, openPanel } = useCart();
  return (
    <button
      type="button"
      className="cart-button"
      onClick={openPanel}
      // Fetch the panel's chunk while the pointer or focus is on its way to a click.
      onPointerEnter={loadCartPanel}
      onPointerDown={loadCartPanel}
      onFocus={loadCartPanel}
      aria-label={`Shopping cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
    >
      <Icon name="cart" size={22} />
      <span className="cart-button__label">Cart</span>{' '}
      {itemCount > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </button>
  );
}

import { errorMessage } from '../api/client';
import Dialog from '../components/Dialog';
import Icon from '../components/Icon';
import Spinner from '../components/Spinner';
import { formatPrice } from '../storefront/format';
import { useCart } from './CartContext';
import CartLine from './CartLine';
import { cartTotals } from './cartRules';
import { useCartProducts } from './useCartProducts';

/** The right-hand 'Shopping Cart' panel: lines joined with live products (missing ones hidden). */
export default function CartPanel() {
  const { panelOpen, closePanel, openCheckout } = useCart();
  const { items, loaded, error } = useCartProducts(panelOpen);
  const { itemCount, totalPrice } = cartTotals(items.map((item) => item.line));

  return (
    <Dialog open={panelOpen} title="Shopping Cart" onClose={closePanel} side>
      {!loaded && !error && <Spinner label="Loading your cart..." />}
      {!loaded && error && (
        <p className="state-message state-message--error" role="alert">
          {errorMessage(error, 'Could not load your cart. Please try again.')}
        </p>
      )}
      {loaded && items.length === 0 && (
        <div className="cart-empty">
          <Icon name="cart" size={40} />
          <p>Your cart is empty.</p>
          <button type="button" className="btn btn--secondary" onClick={closePanel}>
            Continue shopping
          </button>
        </div>
      )}
      {items.length > 0 && (
        <div className="cart-panel">
          <ul className="cart-panel__lines">
            {items.map(({ line, product }) => (
              <CartLine key={`${line.productId}:${line.selectedColor ?? ''}`} line={line} product={product} />
            ))}
          </ul>
          <div className="cart-panel__footer">
            <div className="summary-row">
              <span>
                Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
              </span>
              <strong>{formatPrice(totalPrice)}</strong>
            </div>
            <p className="cart-panel__note">Shipping is free. We verify every order by phone before charging your card.</p>
            <button type="button" className="btn btn--primary btn--lg btn--block" onClick={openCheckout}>
              Proceed to Checkout
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

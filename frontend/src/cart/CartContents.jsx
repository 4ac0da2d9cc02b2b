import { errorMessage } from '../api/client';
import Icon from '../components/Icon';
import Spinner from '../components/Spinner';
import { formatPrice } from '../lib/format';
import { useCart } from '../lib/cart/CartContext';
import CartLine from './CartLine';
import { cartTotals } from '../lib/cart/cartRules';
import './CartContents.css';

/** The cart panel's lines joined with live products (missing ones hidden), subtotal and checkout button. */
export default function CartContents() {
  const { closePanel, openCheckout, items, productsLoaded: loaded, productsError: error } = useCart();
  const { itemCount, totalPrice } = cartTotals(items.map((item) => item.line));

  if (!loaded) {
    return error ? (
      <p className="state-message state-message--error" role="alert">
        {errorMessage(error, 'Could not load your cart. Please try again.')}
      </p>
    ) : (
      <Spinner label="Loading your cart..." />
    );
  }
  if (items.length === 0) {
    return (
      <div className="cart-empty">
        <Icon name="cart" size={40} />
        <p>Your cart is empty.</p>
        <button type="button" className="btn btn--secondary" onClick={closePanel}>
          Continue shopping
        </button>
      </div>
    );
  }
  return (
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
  );
}

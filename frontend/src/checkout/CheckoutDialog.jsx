import { useEffect } from 'react';
import Dialog from '../components/Dialog';
import { useToast } from '../components/Toast';
import { apiRequest, errorMessage } from '../api/client';
import { useCart } from '../cart/CartContext';
import { useCartProducts } from '../cart/useCartProducts';
import CheckoutForm from './CheckoutForm';
import { initialCheckoutValues } from './checkoutSchema';
import { buildOrderPayload, formErrorsFromServer } from './orderPayload';
import { useRefreshProducts } from './useRefreshProducts';
import { verificationSentence } from './verification';

/** Checkout: closed, open or submitting. Success clears the cart and closes; failure keeps it open. */
export default function CheckoutDialog() {
  const { checkoutOpen, closeCheckout, clear } = useCart();
  const { items, loaded, revalidate } = useCartProducts(checkoutOpen);
  const refreshProducts = useRefreshProducts();
  const toast = useToast();

  // Nothing left to buy (no line matches a known product): the dialog closes by itself.
  useEffect(() => {
    if (checkoutOpen && loaded && items.length === 0) closeCheckout();
  }, [checkoutOpen, loaded, items.length, closeCheckout]);

  const placeOrder = async (values, { resetForm, setErrors }) => {
    try {
      const order = await apiRequest('POST', '/api/orders', buildOrderPayload(values, items.map((item) => item.line)));
      console.info('Order placed', order);
      clear();
      resetForm();
      closeCheckout();
      toast({ title: 'Order placed successfully!', description: `Your order number is #${order.id}. ${verificationSentence}` });
      refreshProducts();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to place order'), variant: 'destructive' });
      setErrors(formErrorsFromServer(error.body?.errors, Object.keys(initialCheckoutValues)));
      revalidate(); // prices or stock may have changed: show the live ones
    }
  };

  return (
    <Dialog open={checkoutOpen && items.length > 0} title="Checkout" onClose={closeCheckout} className="dialog--wide">
      <CheckoutForm items={items} onSubmit={placeOrder} />
    </Dialog>
  );
}

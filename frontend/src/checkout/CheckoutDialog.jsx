import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Dialog from '../components/Dialog';
import { useToast } from '../components/Toast';
import { errorMessage } from '../api/client';
import { useWrite } from '../api/swr';
import { useCart } from '../lib/cart/CartContext';
import { formErrorsFromServer } from '../lib/serverErrors';
import { placeOrder } from './api';
import CheckoutForm from './CheckoutForm';
import { initialCheckoutValues } from './checkoutSchema';
import { buildOrderPayload } from './orderPayload';
import { verificationSentence } from './verification';

/**
 * The open checkout (mounted by LazyCheckoutDialog). Success clears the cart, closes and shows the order's
 * confirmation page; failure keeps it open.
 */
export default function CheckoutDialog() {
  const { closeCheckout, clear, items, productsLoaded: loaded, revalidateProducts: revalidate } = useCart();
  const write = useWrite();
  const toast = useToast();
  const navigate = useNavigate();
  // One Idempotency-Key per attempt (DESIGN.md: Checkout additions): kept when the request got no answer,
  // so pressing Place Order again cannot place a second order; replaced once the server has answered.
  const attemptKey = useRef(null);

  // Nothing left to buy (no line matches a known product): the dialog closes by itself.
  useEffect(() => {
    if (loaded && items.length === 0) closeCheckout();
  }, [loaded, items.length, closeCheckout]);

  const submit = async (values, { resetForm, setErrors }) => {
    attemptKey.current ??= crypto.randomUUID();
    try {
      const payload = buildOrderPayload(
        values,
        items.map((item) => item.line),
      );
      // Once placed, every product answer is fetched again (stock changed): see checkout/api.js.
      const order = await write(placeOrder, payload, attemptKey.current);
      attemptKey.current = null;
      console.info('Order placed', order);
      clear();
      resetForm();
      closeCheckout();
      // The confirmation page reads the receipt back, so a reload keeps it (DESIGN.md: Checkout additions).
      navigate(`/order/${order.id}`);
      toast({
        title: 'Order placed successfully!',
        description: `Your order number is #${order.id}. ${verificationSentence}`,
      });
    } catch (error) {
      if (error.status) attemptKey.current = null;
      toast({ title: 'Error', description: errorMessage(error, 'Failed to place order'), variant: 'destructive' });
      setErrors(formErrorsFromServer(error.body?.errors, Object.keys(initialCheckoutValues)));
      revalidate(); // prices or stock may have changed: show the live ones
    }
  };

  return (
    <Dialog open={items.length > 0} title="Checkout" onClose={closeCheckout} className="dialog--wide">
      <CheckoutForm items={items} onSubmit={submit} />
    </Dialog>
  );
}

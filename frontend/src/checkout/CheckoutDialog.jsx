import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Dialog from '../components/Dialog';
import { useToast } from '../components/Toast';
import { errorMessage } from '../api/client';
import { useWrite } from '../api/swr';
import { useCart } from '../lib/cart/CartContext';
import { formErrorsFromServer } from '../lib/serverErrors';
import { placeOrder } from './api';
import { needsProof, proveWork } from './proofOfWork';
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
  // A proof of work solved in the background after a decline, for the next attempt (each is accepted once).
  const proof = useRef(null);
  const prepareProof = () =>
    proveWork()
      .then((solved) => {
        proof.current = solved;
      })
      .catch(() => {});

  // Nothing left to buy (no line matches a known product): the dialog closes by itself.
  useEffect(() => {
    if (loaded && items.length === 0) closeCheckout();
  }, [loaded, items.length, closeCheckout]);

  const submit = async (values, { resetForm, setErrors }) => {
    const payload = buildOrderPayload(
      values,
      items.map((item) => item.line),
    );
    const place = async (altcha) => {
      attemptKey.current ??= crypto.randomUUID();
      // Once placed, every product answer is fetched again (stock changed): see checkout/api.js.
      return write(placeOrder, altcha ? { ...payload, altcha } : payload, attemptKey.current);
    };
    try {
      const altcha = proof.current;
      proof.current = null;
      let order;
      try {
        order = await place(altcha);
      } catch (error) {
        if (!needsProof(error)) throw error;
        // Asked to prove work (declines from this browser or address): solve it now and try once more.
        attemptKey.current = null;
        order = await place(await proveWork({ always: true }));
      }
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
      if (error.status === 402) prepareProof(); // a decline: the next attempt may need a proof of work
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

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Dialog from '../components/Dialog';
import { useToast } from '../lib/useToast';
import { errorMessage } from '../api/client';
import { useWrite } from '../api/swr';
import { useCart } from '../lib/cart/CartContext';
import { formErrorsFromServer } from '../lib/serverErrors';
import { useSiteSettings } from '../lib/siteSettings';
import { placeOrder } from './api';
import { payByCard } from './cardPayment';
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
  // With Stripe the card is typed into its Card Element, whose confirmation StripeCardField sets once Stripe.js is ready.
  const { cardForm, stripeJsUrl, stripePublishableKey } = useSiteSettings();
  const confirmCardRef = useRef(null);
  const stripeCard =
    cardForm === 'stripe' ? { jsUrl: stripeJsUrl, publishableKey: stripePublishableKey, confirmCardRef } : null;
  // One Idempotency-Key per attempt: kept when the request got no answer,
  // so pressing Place Order again cannot place a second order; replaced once the server has answered.
  const attemptKey = useRef(null);
  // With Stripe, the PaymentIntent confirmed for the attempt, kept with its key: the retry of an order that got no
  // answer names the same payment instead of holding the card twice.
  const paidIntent = useRef(null);
  const attemptAnswered = () => {
    attemptKey.current = null;
    paidIntent.current = null;
  };
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

  const orderPayload = async (values, lines) => {
    if (!stripeCard) return buildOrderPayload(values, lines);
    paidIntent.current ??= await payByCard(confirmCardRef.current, lines, values.cardholderName.trim());
    return buildOrderPayload(values, lines, paidIntent.current);
  };

  const submit = async (values, { resetForm, setErrors }) => {
    const place = async (payload, altcha) => {
      attemptKey.current ??= crypto.randomUUID();
      // Once placed, every product answer is fetched again (stock changed): see checkout/api.js.
      return write(placeOrder, altcha ? { ...payload, altcha } : payload, attemptKey.current);
    };
    try {
      const payload = await orderPayload(
        values,
        items.map((item) => item.line),
      );
      const altcha = proof.current;
      proof.current = null;
      let order;
      try {
        order = await place(payload, altcha);
      } catch (error) {
        if (!needsProof(error)) throw error;
        // Asked to prove work (declines from this browser or address): solve it now and try once more.
        attemptKey.current = null;
        order = await place(payload, await proveWork({ always: true }));
      }
      attemptAnswered();
      console.info('Order placed', order);
      clear();
      resetForm();
      closeCheckout();
      // The confirmation page reads the receipt back, so a reload keeps it.
      navigate(`/order/${order.id}`);
      toast({
        title: 'Order placed successfully!',
        description: `Your order number is #${order.id}. ${verificationSentence}`,
      });
    } catch (error) {
      if (error.status) attemptAnswered();
      if (error.status === 402) prepareProof(); // a decline: the next attempt may need a proof of work
      toast({ title: 'Error', description: errorMessage(error, 'Failed to place order'), variant: 'destructive' });
      setErrors(formErrorsFromServer(error.body?.errors, Object.keys(initialCheckoutValues)));
      revalidate(); // prices or stock may have changed: show the live ones
    }
  };

  return (
    <Dialog open={items.length > 0} title="Checkout" onClose={closeCheckout} className="dialog--wide">
      <CheckoutForm items={items} onSubmit={submit} stripeCard={stripeCard} />
    </Dialog>
  );
}

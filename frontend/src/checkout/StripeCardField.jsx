// Stripe's Card Element in place of the shop's card inputs. The one module that imports Stripe's packages: loaded
// lazily (CardFields.jsx), so neither the storefront nor the test gateway's checkout fetches them.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState } from 'react';
import CardDetails from './CardDetails';
import { stripeFrom } from './stripeJs';

const LOAD_FAILED = 'The card form could not be loaded. Please check your connection and open the checkout again.';

// The Element draws inside Stripe's frame, which the page's style sheet cannot reach: .input
// (components/formControls.css) in figures.
const CARD_OPTIONS = {
  style: {
    base: {
      color: '#0f172a',
      fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: '15.2px',
      lineHeight: '22.8px',
      '::placeholder': { color: '#64748b' },
    },
    invalid: { color: '#dc2626', iconColor: '#dc2626' },
  },
};

/** The Element, and its confirmation handed to the checkout through `confirmCardRef` once Stripe is ready. */
function ConfirmingCardElement({ confirmCardRef }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return undefined;
    confirmCardRef.current = (clientSecret, name) =>
      stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: elements.getElement(CardElement), billing_details: { name } },
      });
    return () => {
      confirmCardRef.current = null;
    };
  }, [stripe, elements, confirmCardRef]);
  return <CardElement className="input card-element" options={CARD_OPTIONS} />;
}

export default function StripeCardField({ jsUrl, publishableKey, confirmCardRef }) {
  const [stripe, setStripe] = useState(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let mounted = true;
    stripeFrom(jsUrl, publishableKey).then(
      (loaded) => mounted && setStripe(loaded),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [jsUrl, publishableKey]);
  return (
    <CardDetails error={failed ? LOAD_FAILED : null}>
      <Elements stripe={stripe}>
        <ConfirmingCardElement confirmCardRef={confirmCardRef} />
      </Elements>
    </CardDetails>
  );
}

import { lazy, Suspense } from 'react';
import FormField from '../components/FormField';
import CardDetails from './CardDetails';
import { formatCardNumber, formatCvv, formatExpiry } from './cardFormat';

// Stripe's packages are fetched only by a checkout whose card form is Stripe's.
const StripeCardField = lazy(() => import('./StripeCardField'));

function ShopCardFields() {
  return (
    <>
      <FormField
        name="cardNumber"
        label="Card Number"
        format={formatCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        className="field--wide"
      />
      <FormField
        name="expiryDate"
        label="Expiry Date"
        format={formatExpiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
      />
      <FormField
        name="cvv"
        label="CVV"
        format={formatCvv}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
      />
    </>
  );
}

/**
 * The card's inputs in the payment section's grid: the shop's own (number, expiry, CVV), or with `stripeCard`
 * ({jsUrl, publishableKey, confirmCardRef}) Stripe's Card Element, its empty box shown while its code loads.
 */
export default function CardFields({ stripeCard }) {
  if (!stripeCard) return <ShopCardFields />;
  return (
    <Suspense
      fallback={
        <CardDetails>
          <div className="input card-element" />
        </CardDetails>
      }
    >
      <StripeCardField {...stripeCard} />
    </Suspense>
  );
}

// With Stripe (lib/siteSettings.js cardForm "stripe") the card never reaches the shop: the server makes a
// PaymentIntent holding the cart's total, Stripe.js confirms it with the card typed into its Card Element (3-D Secure
// included), and the order names the intent (docs/decisions/0002-stripe-and-localstripe.md).
import { createPaymentIntent } from './api';
import { cartPayload } from './orderPayload';

const CARD_FORM_NOT_READY = 'The card form is still loading. Please try again in a moment.';

/**
 * Stripe.js refused the payment (a declined or incomplete card, a failed 3-D Secure check). Shaped as the API's
 * errors, its sentence as the body's message, so the checkout reports it as it reports the server's.
 */
export class CardPaymentError extends Error {
  constructor(message = 'Failed to place order') {
    super(message);
    this.body = { message };
  }
}

/**
 * Pays for the cart `lines` by card: answers the confirmed PaymentIntent's id. `confirmCard(clientSecret,
 * cardholderName)` is the Card Element's confirmation (StripeCardField.jsx), null until Stripe.js is ready.
 */
export async function payByCard(confirmCard, lines, cardholderName) {
  if (!confirmCard) throw new CardPaymentError(CARD_FORM_NOT_READY);
  const { clientSecret, paymentIntentId } = await createPaymentIntent(cartPayload(lines));
  const { error } = await confirmCard(clientSecret, cardholderName);
  if (error) throw new CardPaymentError(error.message);
  return paymentIntentId;
}

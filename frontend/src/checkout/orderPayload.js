import { cartTotals } from '../lib/cart/cartRules';

const money = (value) => Number(value).toFixed(2);

/** The cart as the server prices it: its lines and the total the shopper sees (2-decimal strings). */
export function cartPayload(lines) {
  return {
    items: lines.map(({ productId, quantity, price, selectedColor, seatInfo }) => ({
      productId,
      quantity,
      price: money(price),
      ...(selectedColor ? { selectedColor } : {}),
      ...(seatInfo ? { seatInfo } : {}),
    })),
    total: money(cartTotals(lines).totalPrice),
  };
}

/**
 * The POST /api/orders body from the form values and the cart lines. With Stripe, `paymentIntentId` names the
 * PaymentIntent Stripe.js confirmed: the card stays with Stripe, paymentInfo names the cardholder only.
 */
export function buildOrderPayload(values, lines, paymentIntentId) {
  const cardholderName = values.cardholderName.trim();
  return {
    customerName: values.customerName.trim(),
    phone: values.phone.trim(),
    address: { street: values.street.trim(), city: values.city.trim(), zipCode: values.zipCode.trim() },
    paymentMethod: values.paymentMethod,
    paymentInfo: paymentIntentId
      ? { cardholderName }
      : { cardNumber: values.cardNumber, expiryDate: values.expiryDate, cvv: values.cvv, cardholderName },
    ...cartPayload(lines),
    ...(paymentIntentId ? { paymentIntentId } : {}),
  };
}

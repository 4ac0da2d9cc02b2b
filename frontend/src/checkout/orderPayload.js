import { cartTotals } from '../lib/cart/cartRules';

const money = (value) => Number(value).toFixed(2);

/** The POST /api/orders body from the form values and the cart lines (total as a 2-decimal string). */
export function buildOrderPayload(values, lines) {
  return {
    customerName: values.customerName.trim(),
    phone: values.phone.trim(),
    address: { street: values.street.trim(), city: values.city.trim(), zipCode: values.zipCode.trim() },
    paymentMethod: values.paymentMethod,
    paymentInfo: {
      cardNumber: values.cardNumber,
      expiryDate: values.expiryDate,
      cvv: values.cvv,
      cardholderName: values.cardholderName.trim(),
    },
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

// The rows an order summary shows, from the cart before checkout or from the server's order after it, so
// checkout, the confirmation page and tracking list lines alike: {key, name, quantity, selectedColor, seatInfo, lineTotal} plus the total.
import { cartTotals, lineTotal } from './cart/cartRules';

/** The open checkout: cart lines joined with their live products ([{line, product}]). */
export function cartSummary(items) {
  return {
    lines: items.map(({ line, product }) => ({
      key: `${line.productId}:${line.selectedColor ?? ''}`,
      name: product.name,
      quantity: line.quantity,
      selectedColor: line.selectedColor,
      seatInfo: line.seatInfo,
      lineTotal: lineTotal(line),
    })),
    total: cartTotals(items.map((item) => item.line)).totalPrice,
  };
}

/** A receipt (GET /api/orders/{id}/receipt) or a tracking answer (POST /api/orders/track): the server's
 * names, line totals and total (money strings). */
export function receiptSummary(receipt) {
  return {
    lines: receipt.items.map((item, index) => ({
      key: `${index}:${item.productId}:${item.selectedColor ?? ''}`,
      name: item.productName,
      quantity: item.quantity,
      selectedColor: item.selectedColor,
      seatInfo: item.seatInfo,
      lineTotal: item.lineTotal,
    })),
    total: receipt.total,
  };
}

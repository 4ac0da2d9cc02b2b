// The rows an order summary shows, from the cart before checkout or from the receipt after it, so both
// screens list lines alike: {key, name, quantity, selectedColor, seatInfo, lineTotal} plus the total.
import { cartTotals, lineTotal } from '../cart/cartRules';

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

/** GET /api/orders/{id}/receipt: the server's names, prices and totals (money strings). */
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

// Parts of an order shown by both the order detail and the verification call dialog.
import { formatPrice } from '../../lib/format';
import { describeSeatInfo } from './orderStatus';
import './OrderParts.css';

/** How the order was paid: method, brand, the masked card, expiry and cardholder. */
export function PaymentDetails({ order }) {
  const payment = order.paymentInfo ?? {};
  return (
    <>
      {order.paymentMethod}
      {payment.cardBrand ? ` (${payment.cardBrand})` : ''}
      <br />
      <span className="admin-mono">{payment.maskedNumber}</span>
      {payment.expiryDate ? `, expires ${payment.expiryDate}` : ''}
      <br />
      {payment.cardholderName}
    </>
  );
}

/** The order's lines with quantity, unit price, colour or seats, and line total. */
export function OrderItems({ items }) {
  return (
    <>
      <h3 className="admin-subtitle">Items</h3>
      <ul className="admin-order-items">
        {items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="admin-order-items__line">
            <div>
              <div className="admin-order-items__name">{item.productName}</div>
              <div className="admin-muted">
                {item.quantity} × {formatPrice(item.price)}
                {item.selectedColor ? ` · Color: ${item.selectedColor}` : ''}
              </div>
              {item.seatInfo && <div className="admin-muted">{describeSeatInfo(item.seatInfo)}</div>}
            </div>
            <div className="admin-num">{formatPrice(item.lineTotal)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

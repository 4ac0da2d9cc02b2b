import Dialog from '../../components/Dialog';
import { formatPrice } from '../../storefront/format';
import StatusBadge from '../common/StatusBadge';
import { formatDateTime } from '../format';
import { describeSeatInfo, formatAddress } from './orderStatus';

export default function OrderDetailDialog({ order, onClose }) {
  return (
    <Dialog open={Boolean(order)} title={order ? `Order #${order.id}` : ''} onClose={onClose}>
      {order && <OrderDetails order={order} />}
    </Dialog>
  );
}

function OrderDetails({ order }) {
  const payment = order.paymentInfo ?? {};
  return (
    <>
      <dl className="admin-details">
        <dt>ID</dt>
        <dd>{order.id}</dd>
        <dt>Customer</dt>
        <dd>{order.customerName}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${order.phone}`}>{order.phone}</a>
        </dd>
        <dt>Address</dt>
        <dd>{formatAddress(order.address)}</dd>
        <dt>Payment</dt>
        <dd>
          {order.paymentMethod}
          {payment.cardBrand ? ` (${payment.cardBrand})` : ''}
          <br />
          <span className="admin-mono">{payment.maskedNumber}</span>
          {payment.expiryDate ? `, expires ${payment.expiryDate}` : ''}
          <br />
          {payment.cardholderName}
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>Total</dt>
        <dd>{formatPrice(order.total)}</dd>
        <dt>Date</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
      </dl>

      <h3 className="admin-subtitle">Items</h3>
      <ul className="admin-order-items">
        {order.items.map((item, index) => (
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

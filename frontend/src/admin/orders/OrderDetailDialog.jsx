import Dialog from '../../components/Dialog';
import { formatPrice } from '../../lib/format';
import { HistorySection } from '../common/HistoryList';
import StatusBadge from '../common/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useOrder, useOrderHistory } from '../common/ordersApi';
import { describeCallAttempts } from '../common/calls';
import { OrderItems, PaymentDetails } from '../common/OrderParts';
import { formatAddress } from '../common/orderStatus';
import PaymentSection from './PaymentSection';

/** The order the list showed (`order`, null: closed), read again while open: a refund here changes its payment. */
export default function OrderDetailDialog({ order, onClose }) {
  return (
    <Dialog open={Boolean(order)} title={order ? `Order #${order.id}` : ''} onClose={onClose}>
      {order && <OrderDetailPanel listed={order} />}
    </Dialog>
  );
}

function OrderDetailPanel({ listed }) {
  // The list's copy until the order's own answer is in (or when it cannot be read).
  const { order = listed } = useOrder(listed.id);
  return (
    <>
      <OrderDetails order={order} />
      <PaymentSection orderId={order.id} payment={order.payment ?? null} />
      <OrderItems items={order.items} />
      <OrderHistory orderId={order.id} />
    </>
  );
}

function OrderDetails({ order }) {
  return (
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
      <dt>Paid with</dt>
      <dd>
        <PaymentDetails order={order} />
      </dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={order.status} />
      </dd>
      <dt>Verification</dt>
      <dd>{describeCallAttempts(order.callAttempts ?? 0, order.unreachable)}</dd>
      <dt>Total</dt>
      <dd>{formatPrice(order.total)}</dd>
      <dt>Date</dt>
      <dd>{formatDateTime(order.createdAt)}</dd>
    </dl>
  );
}

/** Status changes and calls, newest first, with who and when. */
function OrderHistory({ orderId }) {
  const { data, error, isLoading } = useOrderHistory(orderId);
  return (
    <HistorySection
      entries={data}
      error={error}
      loading={isLoading}
      emptyText="No status changes or calls yet."
      label={`History of order #${orderId}`}
    />
  );
}

import { useId } from 'react';
import Dialog from '../../components/Dialog';
import { formatPrice } from '../../lib/format';
import { UNREACHABLE_AFTER_FAILED_CALLS } from '../../lib/serverFormConstants';
import HistoryList from '../common/HistoryList';
import ListState from '../common/ListState';
import { formatDateTime } from '../../lib/format';
import { callAsHistoryEntry } from '../history';
import { PENDING, useOrder, useOrderCalls } from '../common/ordersApi';
import { describeCallAttempts } from '../common/calls';
import { OrderItems, PaymentDetails } from '../common/OrderParts';
import AuthorisationFlag from './AuthorisationFlag';
import CallForm from './CallForm';
import RiskSignals from './RiskSignals';
import { describeWait } from './waiting';

/**
 * A verification queue entry opened for its call: who to call and what they ordered (lines, masked card),
 * the calls so far, and the form that records this one. `target` is {entry}: the queue entry.
 */
export default function CallDialog({ target, onClose, onRecorded }) {
  return (
    <Dialog
      open={Boolean(target)}
      title={target ? `Order #${target.entry.id}` : ''}
      onClose={onClose}
      className="admin-dialog--wide"
    >
      {target && <CallPanel {...target} onRecorded={onRecorded} />}
    </Dialog>
  );
}

function CallPanel({ entry, onRecorded }) {
  const { order, error, isLoading } = useOrder(entry.id);
  const { waited, promise } = describeWait(entry);
  return (
    <div className="admin-call">
      <div className="admin-call__order">
        <dl className="admin-details">
          <dt>Customer</dt>
          <dd>{entry.customerName}</dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${entry.phone}`}>{entry.phone}</a>
          </dd>
          <dt>Total</dt>
          <dd>{formatPrice(entry.total)}</dd>
          <dt>Placed</dt>
          <dd>{formatDateTime(entry.createdAt)}</dd>
          <dt>Waited</dt>
          <dd>
            {waited}{' '}
            <span className={entry.overdue ? 'admin-badge admin-badge--overdue' : 'admin-muted'}>{promise}</span>{' '}
            <AuthorisationFlag entry={entry} />
          </dd>
          <dt>Calls</dt>
          <dd>{describeCallAttempts(entry.attempts, entry.unreachable)}</dd>
          <dt>Risk</dt>
          <dd>
            <RiskSignals risk={entry.risk} label={`Risk signals of order #${entry.id}`} />
          </dd>
          <dt>Payment</dt>
          <dd>
            {order?.status === PENDING ? (
              <PaymentDetails order={order} />
            ) : (
              <OrderPending order={order} error={error} isLoading={isLoading} />
            )}
          </dd>
        </dl>
        {entry.risk?.length > 0 && (
          <p className="admin-note">
            Call carefully: confirm the cardholder's name, the card's last 4 digits and the address with the customer.
          </p>
        )}
        {entry.unreachable && (
          <p className="admin-note">
            {UNREACHABLE_AFTER_FAILED_CALLS} calls failed: call once more, or cancel the order on the Orders tab.
          </p>
        )}
        {order?.status === PENDING && <OrderItems items={order.items} />}
      </div>
      <div className="admin-call__log">
        <CallLog orderId={entry.id} />
        <CallForm orderId={entry.id} customerName={entry.customerName} onRecorded={onRecorded} />
      </div>
    </div>
  );
}

/** While the whole order loads, or when it left Pending Verification since the queue was read. */
function OrderPending({ order, error, isLoading }) {
  if (error || isLoading) {
    return <ListState error={error} loading={isLoading} loadingText="Loading the order..." what="the order" />;
  }
  if (order) return <span className="admin-muted">The order no longer waits for verification ({order.status}).</span>;
  return null;
}

function CallLog({ orderId }) {
  const { data, error, isLoading } = useOrderCalls(orderId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-subtitle">
        Calls so far
      </h3>
      <HistoryList
        entries={data?.map(callAsHistoryEntry)}
        error={error}
        loading={isLoading}
        emptyText="No calls yet."
        label={`Calls about order #${orderId}`}
      />
    </section>
  );
}

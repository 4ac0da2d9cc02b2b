import { useContext, useId, useState } from 'react';
import { formatDateTime, formatPrice } from '../../lib/format';
import { canRefund, describeCard, describePaymentEvent, isHeld } from '../common/payments';
import { StaffMemberContext } from '../common/staffMember';
import { slugify } from '../format';
import RefundDialog from './RefundDialog';
import './payment.css';

/**
 * An order's card payment in its detail: where the money stands, the amounts, the card, until when it can be
 * captured, and the ledger. Capturing and releasing are the order's Verify and Cancel; the one action here is a
 * refund, offered while something is left to refund and the member's role allows it. `payment` null: an order
 * placed before payments.
 */
export default function PaymentSection({ orderId, payment }) {
  const titleId = useId();
  const member = useContext(StaffMemberContext);
  const [refunding, setRefunding] = useState(false);
  return (
    <section className="admin-payment" aria-labelledby={titleId}>
      <div className="admin-payment__header">
        <h3 id={titleId} className="admin-subtitle">
          Payment
        </h3>
        {payment && (
          <span className={`admin-badge admin-badge--payment-${slugify(payment.status)}`}>{payment.statusText}</span>
        )}
        {canRefund(payment, member) && (
          <button type="button" className="admin-btn admin-payment__refund" onClick={() => setRefunding(true)}>
            Refund
          </button>
        )}
      </div>
      {payment ? (
        <>
          <PaymentFacts payment={payment} />
          <PaymentLedger events={payment.events} label={`Payment ledger of order #${orderId}`} />
          <RefundDialog orderId={orderId} payment={payment} open={refunding} onClose={() => setRefunding(false)} />
        </>
      ) : (
        <p className="admin-muted">Placed before card payments: nothing was authorised, nothing to capture.</p>
      )}
    </section>
  );
}

/** The three amounts side by side, then the card and, while the money is held, the capture deadline. */
function PaymentFacts({ payment }) {
  const card = describeCard(payment.card);
  const amounts = [
    ['Authorised', payment.authorized],
    ['Captured', payment.captured],
    ['Refunded', payment.refunded],
  ];
  return (
    <>
      <dl className="admin-payment__amounts">
        {amounts.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="admin-num">{formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
      <dl className="admin-details admin-payment__facts">
        {card && (
          <>
            <dt>Card</dt>
            <dd>{card}</dd>
          </>
        )}
        {isHeld(payment.status) && (
          <>
            <dt>Capture by</dt>
            <dd>
              <time dateTime={payment.captureBefore}>{formatDateTime(payment.captureBefore)}</time>
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

/** Every authorisation, capture, release and refund, oldest first, with who and when. */
function PaymentLedger({ events, label }) {
  return (
    <>
      <h4 className="admin-payment__ledger-title">Ledger</h4>
      <ol className="admin-history" aria-label={label}>
        {events.map((event, index) => {
          const { what, actor } = describePaymentEvent(event);
          return (
            // Events have no id of their own; the list is replaced whole when it changes.
            <li key={`${event.at}-${index}`} className="admin-history__entry">
              <p className="admin-payment__event">
                <span className="admin-history__title">{what}</span>
                {event.amount !== null && <span className="admin-num">{formatPrice(event.amount)}</span>}
              </p>
              {event.note && <p className="admin-history__note">{event.note}</p>}
              <p className="admin-muted">
                {actor} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </>
  );
}

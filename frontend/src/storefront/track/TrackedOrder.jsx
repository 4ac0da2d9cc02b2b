import { useId } from 'react';
import Icon from '../../components/Icon';
import OrderSummary from '../../components/OrderSummary';
import { receiptSummary } from '../../lib/summaryLines';
import { formatDateTime } from '../../lib/format';
import { STATUS_SUMMARIES, trackingSteps } from './trackingSteps';

const STATE_WORDS = { done: 'Done', next: 'Next', upcoming: 'Later' };

function Timeline({ steps }) {
  return (
    <ol className="timeline">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`timeline__step timeline__step--${step.state}${step.status === 'Canceled' ? ' timeline__step--canceled' : ''}`}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className="timeline__marker" aria-hidden="true">
            {step.state === 'done' && <Icon name={step.status === 'Canceled' ? 'close' : 'check'} size={14} />}
          </span>
          <div className="timeline__body">
            <p className="timeline__label">
              <span className="visually-hidden">{STATE_WORDS[step.state]}: </span>
              {step.label}
              {step.state === 'next' && <span className="timeline__tag">Next</span>}
            </p>
            {step.at && (
              <p className="timeline__date">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
            )}
            {step.hint && <p className="timeline__hint">{step.hint}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The answer of a lookup: status, progress, lines and total (never the name, address or card). */
export default function TrackedOrder({ order, headingRef }) {
  const headingId = useId();
  const statusClass = order.status.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <section className="tracked-order panel" aria-labelledby={headingId}>
      <div className="tracked-order__header">
        {/* Focused when the answer arrives, so a screen reader hears which order this is. */}
        <h2 id={headingId} className="tracked-order__title" tabIndex={-1} ref={headingRef}>
          Order #{order.id}
        </h2>
        <span className={`order-status order-status--${statusClass}`}>{order.status}</span>
      </div>
      <p className="tracked-order__placed">
        Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </p>
      {/* Where the money stands, in the server's words; an order placed before payments has none. */}
      {order.paymentStatus && (
        <p className="tracked-order__payment">
          Payment: <strong>{order.paymentStatus}</strong>
        </p>
      )}
      <p className="tracked-order__summary">{STATUS_SUMMARIES[order.status] ?? order.status}</p>

      <div className="tracked-order__columns">
        <div>
          <h3 className="tracked-order__subtitle">Progress</h3>
          <Timeline steps={trackingSteps(order.status, order.timeline)} />
        </div>
        <div>
          <h3 className="tracked-order__subtitle">Items</h3>
          <OrderSummary summary={receiptSummary(order)} />
        </div>
      </div>
    </section>
  );
}

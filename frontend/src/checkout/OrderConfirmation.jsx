import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../api/client';
import Icon from '../components/Icon';
import { Skeleton, SkeletonText } from '../components/Skeleton';
import { ORDER_TITLE } from '../lib/pageTitles';
import { usePageTitle } from '../lib/usePageTitle';
import { useReceipt } from './api';
import OrderSummary from '../components/OrderSummary';
import { receiptSummary } from '../lib/summaryLines';
import { verificationSentence } from './verification';
import './orderConfirmation.css';

const placedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function ReceiptSkeleton() {
  return (
    <Skeleton label="Loading your order...">
      <p className="order-page__lead">
        <SkeletonText width="60%" />
      </p>
      <div className="order-summary">
        {[0, 1].map((line) => (
          <p key={line} className="order-line__name">
            <SkeletonText width={line ? '45%' : '70%'} />
          </p>
        ))}
      </div>
    </Skeleton>
  );
}

function Receipt({ receipt, trackPath }) {
  const card = receipt.paymentInfo;
  return (
    <>
      <p className="order-page__lead">Thank you! Your order is placed.</p>
      <section className="notice" aria-labelledby="order-next-title">
        <Icon name="phone" size={22} />
        <div>
          <h2 id="order-next-title" className="notice__title">
            What happens next
          </h2>
          <p>{verificationSentence} Your card will not be charged until verification is complete.</p>
        </div>
      </section>
      <dl className="order-facts">
        <div>
          <dt>Status</dt>
          <dd>{receipt.status}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{placedAt.format(new Date(receipt.createdAt))}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{[card?.cardBrand, card?.maskedNumber].filter(Boolean).join(' ')}</dd>
        </div>
        {/* Where the money stands, in the server's words; an order placed before payments has none. */}
        {receipt.paymentStatus && (
          <div>
            <dt>Payment</dt>
            <dd>{receipt.paymentStatus}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-page__subtitle">
          Order summary
        </h2>
        <OrderSummary summary={receiptSummary(receipt)} />
      </section>
      <div className="order-page__actions">
        <Link to={trackPath} className="btn btn--primary">
          Track your order
        </Link>
        <Link to="/" className="btn btn--secondary">
          Continue shopping
        </Link>
      </div>
    </>
  );
}

// 404: the receipt is only for the browser that placed the order; tracking works anywhere with the phone.
function ReceiptUnavailable({ error, trackPath }) {
  return (
    <>
      <p className="order-page__lead" role={error?.status === 404 ? undefined : 'alert'}>
        {error?.status === 404
          ? 'This receipt is only shown on the device that placed the order. You can still follow the order with its number and your phone number.'
          : errorMessage(error, 'Could not load your order. Please try again.')}
      </p>
      <div className="order-page__actions">
        <Link to={trackPath} className="btn btn--primary">
          Track your order
        </Link>
        <Link to="/" className="btn btn--secondary">
          Back to Home
        </Link>
      </div>
    </>
  );
}

/** /order/:id, where a checkout lands (a lazy chunk, see StorefrontRoutes). A reload shows it again. */
export default function OrderConfirmation() {
  const { id } = useParams();
  const headingRef = usePageTitle(ORDER_TITLE);
  const { data: receipt, error, isLoading } = useReceipt(id);
  const trackPath = `/track?order=${encodeURIComponent(id)}`;
  return (
    <main className="container page" id="main">
      <div className="order-page">
        <h1 ref={headingRef} tabIndex={-1} className="page-title">
          Order #{id}
        </h1>
        {isLoading ? (
          <ReceiptSkeleton />
        ) : receipt ? (
          <Receipt receipt={receipt} trackPath={trackPath} />
        ) : (
          <ReceiptUnavailable error={error} trackPath={trackPath} />
        )}
      </div>
    </main>
  );
}

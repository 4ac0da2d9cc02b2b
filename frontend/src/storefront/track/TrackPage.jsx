import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWrite } from '../../api/swr';
import { TRACK_TITLE } from '../../lib/pageTitles';
import { usePageTitle } from '../../lib/usePageTitle';
import { trackOrder } from './api';
import TrackForm from './TrackForm';
import TrackedOrder from './TrackedOrder';
import { initialTrackValues, trackFailure, trackPayload } from './trackForm';
import './track.css';

/** /track (a lazy chunk): look an order up by its number and phone; ?order=<id> fills the number in. */
export default function TrackPage() {
  const [params] = useSearchParams();
  const orderParam = params.get('order') ?? '';
  const write = useWrite();
  const [order, setOrder] = useState(null);
  const [message, setMessage] = useState(null);
  const resultRef = useRef(null);
  const headingRef = usePageTitle(TRACK_TITLE);

  const onSubmit = async (values, { setErrors }) => {
    setMessage(null);
    try {
      setOrder(await write(trackOrder, trackPayload(values)));
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      const failure = trackFailure(error);
      setOrder(null);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    }
  };

  return (
    <main className="container page track-page" id="main">
      <div className="page-heading">
        <h1 className="page-title" ref={headingRef} tabIndex={-1}>
          Track your order
        </h1>
        <p className="track-page__lead">
          Enter the order number from your confirmation and the phone number you ordered with.
        </p>
      </div>
      {/* A new ?order= (e.g. from another confirmation) starts the form afresh with that number. */}
      <TrackForm
        key={orderParam}
        initialValues={initialTrackValues(orderParam)}
        onSubmit={onSubmit}
        message={message}
      />
      {order && <TrackedOrder order={order} headingRef={resultRef} />}
    </main>
  );
}

import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { withQuery } from '../../api/client';
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';
import { VERIFICATION_QUEUE_URL } from '../common/ordersApi';

// The queue is oldest first: its first entry says whether any call is overdue.
const OLDEST_WAITING_URL = withQuery(VERIFICATION_QUEUE_URL, { limit: 1, offset: 0 });

/** On the Orders tab: how many orders wait for their verification call, whether the oldest is overdue, and
 * the way to the queue. Nothing while none wait. */
export default function QueueSummary() {
  const { data } = useSWR(OLDEST_WAITING_URL);
  if (!data?.count) return null;
  const overdue = data.results[0]?.overdue;
  const one = data.count === 1;
  const late = `${one ? '' : 'the oldest '}past the ${VERIFICATION_WINDOW_HOURS}-hour promise`;
  return (
    <p className={`admin-notice ${overdue ? 'admin-notice--late' : ''}`}>
      {one ? '1 order waits' : `${data.count} orders wait`} for a verification call{overdue ? `, ${late}` : ''}.{' '}
      <Link to="/admin/queue" className="admin-link">
        Open the queue
      </Link>
    </p>
  );
}

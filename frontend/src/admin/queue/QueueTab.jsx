import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';
import DataTable from '../common/DataTable';
import PagedTable from '../common/PagedTable';
import { usePagedList } from '../common/usePagedList';
import { VERIFICATION_QUEUE_URL } from '../common/ordersApi';
import AuthorisationFlag from './AuthorisationFlag';
import CallDialog from './CallDialog';
import RiskSignals from './RiskSignals';
import { describeWait } from './waiting';
import './queue.css';

// Pending Verification orders in the server's order (card authorisations about to lapse first, then the oldest):
// the staff's first job.
export default function QueueTab() {
  const list = usePagedList(VERIFICATION_QUEUE_URL, []);
  const { data } = list;
  // The entry being called: {entry}.
  const [target, setTarget] = useState(null);
  const close = useCallback(() => setTarget(null), []);
  const headingRef = useRef(null);
  const afterCall = useRef(false);

  const recorded = useCallback(() => {
    afterCall.current = true;
    setTarget(null);
  }, []);
  // A call that verified or canceled the order takes its row (and the focused Open button) away once the
  // queue is fetched again: focus goes to the queue's heading rather than being lost.
  useEffect(() => {
    if (!afterCall.current) return;
    afterCall.current = false;
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, [data]);

  return (
    <section aria-labelledby="queue-title">
      <div className="admin-section__header">
        <div>
          <h2 id="queue-title" ref={headingRef} tabIndex={-1}>
            Verification Queue
          </h2>
          <p className="admin-muted admin-section__lead">
            Card authorisations about to lapse first, then the oldest. Every order gets its call within{' '}
            {VERIFICATION_WINDOW_HOURS} hours.
          </p>
        </div>
      </div>

      <PagedTable
        list={list}
        loadingText="Loading the queue..."
        emptyText="No orders are waiting for a verification call."
        what="the verification queue"
        pagesLabel="Queue pages"
        table={(entries) => (
          <DataTable
            name="queue"
            rows={entries}
            rowClassName={(entry) => (entry.overdue ? 'admin-row--overdue' : '')}
            columns={[
              { label: 'Order', cell: (entry) => `#${entry.id}` },
              { label: 'Customer', cell: (entry) => entry.customerName },
              { label: 'Phone', cell: (entry) => <a href={`tel:${entry.phone}`}>{entry.phone}</a> },
              { label: 'Total', className: 'admin-num', cell: (entry) => formatPrice(entry.total) },
              { label: 'Waited', cell: (entry) => <WaitedCell entry={entry} /> },
              {
                label: 'Calls',
                cell: (entry) => (
                  <div className="admin-wait">
                    <span className="admin-num">{entry.attempts}</span>
                    {entry.unreachable && <span className="admin-badge admin-badge--unreachable">Unreachable</span>}
                  </div>
                ),
              },
              {
                label: 'Risk',
                cell: (entry) => <RiskSignals risk={entry.risk} label={`Risk signals of order #${entry.id}`} />,
              },
              {
                label: 'Actions',
                cell: (entry) => (
                  <button
                    type="button"
                    className="admin-btn admin-btn--primary"
                    aria-label={`Open order #${entry.id}`}
                    onClick={() => setTarget({ entry })}
                  >
                    Open
                  </button>
                ),
              },
            ]}
          />
        )}
      />
      <CallDialog target={target} onClose={close} onRecorded={recorded} />
    </section>
  );
}

function WaitedCell({ entry }) {
  const { waited, promise } = describeWait(entry);
  return (
    <div className="admin-wait">
      <span className="admin-num">{waited}</span>
      <span className={entry.overdue ? 'admin-badge admin-badge--overdue' : 'admin-muted'}>{promise}</span>
      <AuthorisationFlag entry={entry} />
    </div>
  );
}

import { useId, useState } from 'react';
import { ordersExportUrl } from '../common/ordersApi';
import { describeExport } from '../common/orderStatus';
import './OrdersExport.css';

/**
 * The orders CSV download: the list's status filter plus a date range (days, both included; either may
 * be left empty). A range that ends before it starts is explained instead of offered (the server would
 * answer 400).
 */
export default function OrdersExport({ status }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const backwards = Boolean(from && to && from > to);
  return (
    <fieldset className="admin-export">
      <legend>Export orders as CSV</legend>
      <div className="admin-toolbar__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="admin-toolbar__field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          aria-invalid={backwards || undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {backwards ? (
        <a className="admin-btn" role="link" aria-disabled="true" aria-describedby={`${id}-note`}>
          Export CSV
        </a>
      ) : (
        <a className="admin-btn" href={ordersExportUrl({ status, from, to })} download aria-describedby={`${id}-note`}>
          Export CSV
        </a>
      )}
      <p
        id={`${id}-note`}
        aria-live="polite"
        className={`admin-export__note ${backwards ? 'admin-field__error' : 'admin-muted'}`}
      >
        {backwards ? 'The end date is before the start date.' : describeExport({ status, from, to })}
      </p>
    </fieldset>
  );
}

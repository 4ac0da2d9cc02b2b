import { useId } from 'react';
import { formatDateTime } from '../../lib/format';
import { describeHistoryEntry } from '../history';
import ListState from './ListState';
import './HistoryList.css';

/**
 * Audit trail entries, newest first (as the server answers them): what changed, from and to, the note,
 * who and when. `entries` undefined while loading.
 */
export default function HistoryList({ entries, error, loading, emptyText, label }) {
  if (error || loading) {
    return <ListState error={error} loading={loading} loadingText="Loading history..." what="the history" />;
  }
  if (!entries?.length) return <p className="admin-muted">{emptyText}</p>;
  return (
    <ol className="admin-history" aria-label={label}>
      {entries.map((entry, index) => {
        const { title, change, note, actor } = describeHistoryEntry(entry);
        return (
          // Entries have no id of their own; the list is replaced whole when it changes.
          <li key={`${entry.at}-${index}`} className="admin-history__entry">
            <p className="admin-history__what">
              <span className="admin-history__title">{title}:</span> {change}
            </p>
            {note && <p className="admin-history__note">{note}</p>}
            <p className="admin-muted">
              {actor} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** A "History" section of a dialog: an optional line on what it covers, then the entries. */
export function HistorySection({ scope, ...listProps }) {
  const titleId = useId();
  return (
    <section className="admin-history-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-subtitle">
        History
      </h3>
      {scope && <p className="admin-muted admin-history__scope">{scope}</p>}
      <HistoryList {...listProps} />
    </section>
  );
}

import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { withQuery } from '../../api/client';
import { formatDateTime } from '../../lib/format';
import DataTable from '../common/DataTable';
import ListState from '../common/ListState';

export const ZERO_RESULT_SEARCHES_URL = '/api/admin/reports/zero-result-searches';
export const PERIODS = [
  { days: '7', label: 'Last 7 days' },
  { days: '30', label: 'Last 30 days' },
  { days: '90', label: 'Last 90 days' },
];
const DEFAULT_DAYS = '30';

/**
 * What shoppers searched for and did not find, most often first: products the shop may be missing, or words it
 * names otherwise. `onAddSynonym(query)`, when given, is each row's "Add synonym" button.
 */
export default function SearchReport({ onAddSynonym }) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('days');
  const days = PERIODS.some((period) => period.days === chosen) ? chosen : DEFAULT_DAYS;
  const { data, error, isLoading } = useSWR(withQuery(ZERO_RESULT_SEARCHES_URL, { days }));
  const fieldId = useId();
  const period = PERIODS.find((entry) => entry.days === days).label.toLowerCase();

  return (
    <section aria-labelledby="search-report-title">
      <div className="admin-section__header">
        <div>
          <h2 id="search-report-title">Searches With No Results</h2>
          <p className="admin-muted admin-section__lead">
            The 50 searches shoppers made most often that found nothing. Only the text is kept.
          </p>
        </div>
        <div className="admin-toolbar">
          <div className="admin-toolbar__field admin-toolbar__field--narrow">
            <label htmlFor={`${fieldId}-days`}>Period</label>
            <select id={`${fieldId}-days`} value={days} onChange={(event) => setParams({ days: event.target.value })}>
              {PERIODS.map((entry) => (
                <option key={entry.days} value={entry.days}>
                  {entry.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <ListState
        error={error}
        loading={isLoading}
        empty={data?.length === 0}
        loadingText="Loading the report..."
        emptyText={`Every search in the ${period} found something.`}
        what="the search report"
      />
      {data?.length > 0 && (
        <DataTable
          name="search-report"
          rows={data}
          rowKey={(row) => row.query}
          columns={[
            { label: 'Search', cell: (row) => row.query },
            { label: 'Searches', className: 'admin-num', cell: (row) => row.count },
            { label: 'Last searched', cell: (row) => formatDateTime(row.lastSeen) },
            ...(onAddSynonym
              ? [
                  {
                    label: 'Actions',
                    cell: (row) => (
                      <button
                        type="button"
                        className="admin-btn"
                        aria-label={`Add synonym for ${row.query}`}
                        onClick={() => onAddSynonym(row.query)}
                      >
                        Add synonym
                      </button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </section>
  );
}

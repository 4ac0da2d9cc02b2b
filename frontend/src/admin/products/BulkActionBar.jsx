import { useId, useRef, useState } from 'react';
import { MAX_STOCK } from '../../lib/serverFormConstants';
import ConfirmDialog from '../common/ConfirmDialog';
import { bulkProducts } from '../common/productsApi';
import { useAction } from '../useAction';
import {
  BULK_ACTIONS,
  bulkBody,
  confirmationText,
  confirmLabel,
  pageState,
  productCount,
  resultSummary,
  selectedCount,
  stockProblem,
} from './bulkActions';

/**
 * The bar over the Products list while products are selected: how many,
 * "Select all N matching", the action (and set-stock's stock), Apply; a confirmation naming the count; then
 * what was done and skipped, in a status line that stays until the next action. `bulk`: useProductSelection;
 * `actions`: the entries of BULK_ACTIONS offered (a role that may not delete is offered the others).
 */
export default function BulkActionBar({ bulk, actions = BULK_ACTIONS }) {
  const id = useId();
  const { run, pending } = useAction();
  const [chosen, setAction] = useState('deactivate');
  const action = actions.some((option) => option.value === chosen) ? chosen : actions[0]?.value;
  const [stock, setStock] = useState('');
  const [problem, setProblem] = useState('');
  const [asking, setAsking] = useState(null);
  const [outcome, setOutcome] = useState('');
  const stockInput = useRef(null);
  const selected = selectedCount(bulk.selection);
  const matching = bulk.selection.filter !== undefined;
  const offerAll = !matching && pageState(bulk.selection, bulk.pageIds) === 'all' && bulk.count > selected;

  const ask = (event) => {
    event.preventDefault();
    const found = action === 'set-stock' ? stockProblem(stock) : '';
    setProblem(found);
    if (found) {
      stockInput.current?.focus();
      return;
    }
    setOutcome('');
    setAsking({ selection: bulk.selection, action, stock: Number(stock) });
  };

  const apply = async () => {
    const { selection, action: asked, stock: value } = asking;
    const done = await run('bulk', bulkProducts, [bulkBody(selection, asked, value)], {
      failure: 'Failed to apply the bulk action',
    });
    setAsking(null);
    if (done.ok) {
      setOutcome(resultSummary(asked, done.result, value));
      bulk.clear();
    }
  };

  return (
    <>
      <p role="status" className={outcome ? 'admin-notice admin-notice--done' : 'admin-sr-only'}>
        {outcome}
      </p>
      {selected > 0 && (
        <section className="admin-bulk" aria-label="Bulk actions">
          <p className="admin-bulk__count">
            {matching
              ? `All ${productCount(selected, bulk.selection.capped)} matching the filter are selected.`
              : `${productCount(selected)} selected.`}
          </p>
          {offerAll && (
            <button type="button" className="admin-link" onClick={bulk.selectAllMatching}>
              Select all {productCount(bulk.count, bulk.capped)} matching
            </button>
          )}
          <button type="button" className="admin-link" onClick={bulk.clear}>
            Clear selection
          </button>
          <form className="admin-bulk__form" onSubmit={ask} noValidate>
            <div className="admin-toolbar__field">
              <label htmlFor={`${id}-action`}>Bulk action</label>
              <select id={`${id}-action`} value={action} onChange={(event) => setAction(event.target.value)}>
                {actions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {action === 'set-stock' && (
              <div className="admin-toolbar__field admin-toolbar__field--narrow">
                <label htmlFor={`${id}-stock`}>New stock</label>
                <input
                  id={`${id}-stock`}
                  ref={stockInput}
                  type="number"
                  inputMode="numeric"
                  min="0"
                  max={MAX_STOCK}
                  step="1"
                  value={stock}
                  aria-invalid={problem ? 'true' : undefined}
                  aria-describedby={problem ? `${id}-stock-problem` : undefined}
                  onChange={(event) => setStock(event.target.value)}
                />
                {problem && (
                  <p id={`${id}-stock-problem`} className="admin-text--danger">
                    {problem}
                  </p>
                )}
              </div>
            )}
            <button type="submit" className="admin-btn admin-btn--primary">
              Apply
            </button>
          </form>
        </section>
      )}
      <ConfirmDialog
        open={Boolean(asking)}
        title="Bulk action"
        message={asking ? confirmationText(asking.selection, asking.action, asking.stock) : ''}
        confirmLabel={asking ? confirmLabel(asking.action) : ''}
        pending={pending === 'bulk'}
        onConfirm={apply}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

import { useId, useState } from 'react';
import Dialog from '../../components/Dialog';
import { errorMessage } from '../../api/client';
import { useAction } from '../useAction';
import { importProducts } from '../common/productsApi';
import { canImport, describeImport, describeProblems } from './productImport';

// Enough to fix a file by; the count says how many more there are.
const ERRORS_SHOWN = 100;

/**
 * Products from a CSV file: choosing a file checks it (a dry run) and shows
 * what would change and every problem by row and column; Import then writes it all, or nothing.
 */
export default function ProductImportDialog({ open, onClose }) {
  return (
    <Dialog open={open} title="Import products" onClose={onClose} className="admin-dialog--wide">
      {open && <ImportSteps onClose={onClose} />}
    </Dialog>
  );
}

function ImportSteps({ onClose }) {
  const id = useId();
  const { run, pending } = useAction();
  const [file, setFile] = useState(null);
  const [check, setCheck] = useState(null);
  const [fileError, setFileError] = useState('');

  const choose = async (event) => {
    const chosen = event.target.files[0] ?? null;
    setFile(chosen);
    setCheck(null);
    setFileError('');
    if (!chosen) return;
    const outcome = await run('check', importProducts, [chosen, true], { failure: 'Failed to check the file' });
    if (outcome.ok) setCheck(outcome.result);
    else setFileError(errorMessage(outcome.error, 'Failed to check the file'));
  };

  const apply = async () => {
    const outcome = await run('import', importProducts, [file, false], { failure: 'Failed to import products' });
    if (!outcome.ok) return;
    if (outcome.result.errors.length > 0) {
      setCheck(outcome.result); // the catalogue changed since the check
      return;
    }
    setCheck({ ...outcome.result, imported: true });
  };

  const errors = check?.errors ?? [];
  return (
    <div className="admin-import">
      <p className="admin-muted">
        A CSV file in the export&apos;s columns: <code>model</code> says which product each row is, and a column left
        out keeps its values. Nothing is written until you choose Import.
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={Boolean(fileError) || undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          disabled={pending === 'import'}
          onChange={choose}
        />
        {fileError && (
          <p id={`${id}-file-error`} className="admin-field__error">
            {fileError}
          </p>
        )}
      </div>

      <div role="status" className="admin-import__outcome">
        {pending === 'check' && <p>Checking the file…</p>}
        {pending === 'import' && <p>Importing…</p>}
        {check && !pending && (
          <p className="admin-import__summary">
            {check.imported
              ? `Imported: ${describeImport(check, { checked: false })}`
              : describeImport(check, { checked: true })}
          </p>
        )}
      </div>

      {errors.length > 0 && (
        <section aria-labelledby={`${id}-problems`}>
          <h3 id={`${id}-problems`} className="admin-subtitle">
            {describeProblems(errors)}
          </h3>
          <table className="admin-table admin-import__errors">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {errors.slice(0, ERRORS_SHOWN).map((error) => (
                <tr key={`${error.row}-${error.column}-${error.message}`}>
                  <td data-label="Row">{error.row}</td>
                  <td data-label="Column">{error.column}</td>
                  <td data-label="Problem">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {errors.length > ERRORS_SHOWN && (
            <p className="admin-muted">And {errors.length - ERRORS_SHOWN} more after these.</p>
          )}
        </section>
      )}

      <div className="admin-form__actions">
        <button type="button" className="admin-btn" onClick={onClose}>
          {check?.imported ? 'Done' : 'Cancel'}
        </button>
        {!check?.imported && (
          <button
            type="button"
            className="admin-btn admin-btn--primary"
            disabled={!canImport(check) || Boolean(pending)}
            onClick={apply}
          >
            Import
          </button>
        )}
      </div>
    </div>
  );
}

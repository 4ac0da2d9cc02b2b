import { useState } from 'react';
import ConfirmDialog from '../common/ConfirmDialog';
import DataTable from '../common/DataTable';
import ListState from '../common/ListState';
import { PERMISSIONS, useAllowed } from '../common/staffMember';
import { useAction } from '../useAction';
import { removeSynonyms, useSynonyms } from './api';
import SynonymForm from './SynonymForm';
import { synonymText } from './synonymForm';

/** The search synonyms: words a shopper's search treats as one ("earphones = earbuds"), added and removed here. */
export default function SynonymsSection() {
  const { data: sets, error, isLoading } = useSynonyms();
  const { run, pending } = useAction();
  const allowed = useAllowed();
  const [removing, setRemoving] = useState(null);

  const remove = async () => {
    const words = synonymText(removing.words);
    await run('remove-synonyms', removeSynonyms, [removing.id], {
      success: { title: 'Synonyms removed', description: words },
      failure: 'Could not remove the synonyms',
    });
    setRemoving(null);
  };

  const columns = [{ label: 'Words', cell: (set) => synonymText(set.words) }];
  if (allowed(PERMISSIONS.deleteSynonyms)) {
    columns.push({
      label: 'Actions',
      cell: (set) => (
        <button
          type="button"
          className="admin-btn admin-btn--danger-outline"
          aria-label={`Remove ${synonymText(set.words)}`}
          onClick={() => setRemoving(set)}
        >
          Remove
        </button>
      ),
    });
  }

  return (
    <section aria-labelledby="synonyms-title" className="admin-synonyms">
      <div className="admin-section__header">
        <div>
          <h2 id="synonyms-title">Synonyms</h2>
          <p className="admin-muted admin-section__lead">
            A search for one word of a set also finds the products matching the others.
          </p>
        </div>
      </div>
      {allowed(PERMISSIONS.addSynonyms) && <SynonymForm />}
      <ListState
        error={error}
        loading={isLoading}
        empty={sets?.length === 0}
        loadingText="Loading the synonyms..."
        emptyText="No synonyms yet: every search finds only its own words."
        what="the synonyms"
      />
      {sets?.length > 0 && <DataTable name="synonyms" rows={sets} columns={columns} />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove synonyms"
        message={
          removing
            ? `Remove "${synonymText(removing.words)}"? A search for one of these words will no longer find the others.`
            : ''
        }
        confirmLabel="Remove"
        cancelLabel="Keep them"
        pending={pending === 'remove-synonyms'}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

import Dialog from '../../components/Dialog';
import SynonymForm from './SynonymForm';

/** Add synonyms starting from `query`, a search that found nothing (no dialog while it is null). */
export default function SynonymDialog({ query, onClose }) {
  return (
    <Dialog open={query !== null} title="Add synonyms" onClose={onClose} className="admin-dialog--narrow">
      {query !== null && (
        <>
          <p className="admin-muted admin-synonyms__lead">
            Shoppers searched for &ldquo;{query}&rdquo; and found nothing. Add the words it means, as the catalogue says
            them: a search for any word of the set then finds the others too.
          </p>
          <SynonymForm first={query} onAdded={onClose} onCancel={onClose} />
        </>
      )}
    </Dialog>
  );
}

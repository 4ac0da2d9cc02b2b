import { useState } from 'react';
import { PERMISSIONS, useAllowed } from '../common/staffMember';
import SearchReport from './SearchReport';
import SynonymDialog from './SynonymDialog';
import SynonymsSection from './SynonymsSection';
import './searches.css';

/**
 * The Searches tab: the searches that found nothing and, beside them, the synonyms that make such a search find
 * what the catalogue calls otherwise; a report row starts a set from its search.
 */
export default function SearchesTab() {
  const allowed = useAllowed();
  // The search a set is being added for (the dialog), or null.
  const [query, setQuery] = useState(null);
  const mayAdd = allowed(PERMISSIONS.addSynonyms);

  return (
    <div className="admin-searches">
      <SearchReport onAddSynonym={mayAdd ? setQuery : undefined} />
      {allowed(PERMISSIONS.viewSynonyms) && <SynonymsSection />}
      <SynonymDialog query={query} onClose={() => setQuery(null)} />
    </div>
  );
}

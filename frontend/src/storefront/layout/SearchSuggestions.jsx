import { Suspense } from 'react';
import ErrorBoundary from '../../components/ErrorBoundary';
import { lazyWithPreload } from '../../lib/lazyWithPreload';

// The options (their markup, highlighting and style sheet) are a chunk of their own: no page shows them first.
const SuggestionOptions = lazyWithPreload(() => import('./SuggestionOptions'));

/** Fetches the options' chunk: when a search field is focused, so the first suggestions need not wait for it. */
export const preloadSuggestions = () => SuggestionOptions.preload();

/**
 * The combobox's listbox, always in the page (the field's aria-controls names it). Focus stays in the search field
 * (aria-activedescendant points here), so a press on an option must not blur the field before the click chooses it.
 */
export default function SearchSuggestions({ listId, expanded, ...optionProps }) {
  return (
    <div
      role="listbox"
      id={listId}
      aria-label="Search suggestions"
      className="suggestions"
      hidden={!expanded}
      onMouseDown={(event) => event.preventDefault()}
    >
      {expanded && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <SuggestionOptions listId={listId} {...optionProps} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

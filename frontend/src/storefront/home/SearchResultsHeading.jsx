/** The home search's heading, shown at once while the results' chunk loads (Home's Suspense fallback) and then
 * with the count (SearchResults): the page keeps its level-one heading throughout. */
export default function SearchResultsHeading({ query, headingRef, children }) {
  return (
    <div className="page-heading">
      <h1 id="search-results-title" className="section-title" ref={headingRef} tabIndex={-1}>
        Results for “{query}”
      </h1>
      {children}
    </div>
  );
}

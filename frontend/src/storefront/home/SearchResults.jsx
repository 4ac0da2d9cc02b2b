import { useAddToCart } from '../../lib/cart/useAddToCart';
import CorrectedQueryNotice from '../../components/product/CorrectedQueryNotice';
import ProductGrid from '../../components/product/ProductGrid';
import { useProductList } from '../../lib/useProductList';
import { countLine } from '../../lib/format';
import { searchTitle } from '../../lib/pageTitles';
import { usePageTitle } from '../../lib/usePageTitle';

// SPEC.md: the home search matches name, description and category.
export const HOME_SEARCH_FIELDS = 'name,description,category';

/** The home search's link to the text exactly as typed, with no correction. */
export function exactSearchPath(query) {
  return `/?${new URLSearchParams({ q: query, exact: '1' })}`;
}

export default function SearchResults({ query, exact = false }) {
  const list = useProductList({
    search: query,
    searchFields: HOME_SEARCH_FIELDS,
    exact: exact ? 'true' : undefined,
  });
  const onAdd = useAddToCart('card');
  const headingRef = usePageTitle(searchTitle(query));
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <div className="page-heading">
        <h1 id="search-results-title" className="section-title" ref={headingRef} tabIndex={-1}>
          Results for “{query}”
        </h1>
        {!list.isLoading && !list.error && (
          <p className="count-line">{countLine(list.count, 'product', list.countCapped)}</p>
        )}
      </div>
      <CorrectedQueryNotice query={query} correctedQuery={list.correctedQuery} exactTo={exactSearchPath(query)} />
      <ProductGrid
        list={list}
        loadingText="Searching products..."
        emptyText={`No products found matching “${query}”. Try a different search.`}
        onAdd={onAdd}
      />
    </section>
  );
}

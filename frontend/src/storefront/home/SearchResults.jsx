import { useSearchParams } from 'react-router-dom';
import { useAddToCart } from '../../lib/cart/useAddToCart';
import CorrectedQueryNotice from '../../components/product/CorrectedQueryNotice';
import ListingFilters from '../../components/filters/ListingFilters';
import ProductGrid from '../../components/product/ProductGrid';
import { LISTING_FACETS } from '../../lib/listingFilters';
import { useProductList } from '../../lib/useProductList';
import { countLine } from '../../lib/format';
import { searchTitle } from '../../lib/pageTitles';
import { usePageTitle } from '../../lib/usePageTitle';
import SearchResultsHeading from './SearchResultsHeading';
import { exactSearchPath, searchListParams } from './searchQuery';

/** The home search's results for `query` (the URL's text once typing pauses), with the brand and price filters. */
export default function SearchResults({ query }) {
  const [params] = useSearchParams();
  const list = useProductList(searchListParams(query, params), { facets: LISTING_FACETS });
  const onAdd = useAddToCart('card');
  const headingRef = usePageTitle(searchTitle(query));
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <SearchResultsHeading query={query} headingRef={headingRef}>
        {!list.isLoading && !list.error && (
          <p className="count-line">{countLine(list.count, 'product', list.countCapped)}</p>
        )}
      </SearchResultsHeading>
      <div className="listing">
        <ListingFilters facets={list.facets} />
        <div className="listing__results">
          <CorrectedQueryNotice query={query} correctedQuery={list.correctedQuery} exactTo={exactSearchPath(params)} />
          <ProductGrid
            list={list}
            loadingText="Searching products..."
            emptyText={`No products found matching “${query}”. Try a different search.`}
            onAdd={onAdd}
          />
        </div>
      </div>
    </section>
  );
}

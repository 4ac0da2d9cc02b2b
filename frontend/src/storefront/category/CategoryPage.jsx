import { Link, useSearchParams } from 'react-router-dom';
import Icon from '../../components/Icon';
import ListingFilters from '../../components/filters/ListingFilters';
import CorrectedQueryNotice from '../../components/product/CorrectedQueryNotice';
import { useAddToCart } from '../../lib/cart/useAddToCart';
import ProductGrid from '../../components/product/ProductGrid';
import { countLine } from '../../lib/format';
import { LISTING_FACETS, withParamChanges } from '../../lib/listingFilters';
import { categoryTitle } from '../../lib/pageTitles';
import { usePageTitle } from '../../lib/usePageTitle';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useProductList } from '../../lib/useProductList';
import CategoryHero from './CategoryHero';
import CategoryToolbar from './CategoryToolbar';
import { categoryListParams, categoryState, pageConfig } from './pageConfig';

// The page's own filters beside the panel's, which its "Clear filters" clears too.
const PAGE_FILTERS = ['band', 'subcategory'];

/** A category listing. Search, filters and sort live in the URL and are applied by the server. */
export default function CategoryPage({ category }) {
  const config = pageConfig(category.name);
  const [params, setParams] = useSearchParams();
  const state = categoryState(params);
  const search = useDebouncedValue(state.search.trim());
  const list = useProductList(categoryListParams(category.name, state, search), { facets: LISTING_FACETS });
  const onAdd = useAddToCart(config.messages);
  const headingRef = usePageTitle(categoryTitle(category.name));

  // A filter or sort is a step Back returns from; typing a search only replaces the entry.
  const onChange = (name, value) => {
    setParams(
      (current) => {
        const next = withParamChanges(current, { [name]: value });
        // Asking for the exact text holds for the search it was asked for, not the next one typed.
        if (name === 'search') next.delete('exact');
        return next;
      },
      { replace: name === 'search' },
    );
  };

  return (
    <main className="container page" id="main">
      {config.backLink && (
        <Link to="/" className="back-link">
          <Icon name="arrowLeft" size={16} /> Back to Store
        </Link>
      )}
      <CategoryHero hero={config.hero} title={category.name} headingRef={headingRef} />
      <CategoryToolbar category={category.name} config={config} state={state} onChange={onChange} />
      <div className="listing">
        <ListingFilters facets={list.facets} pageFilters={PAGE_FILTERS} />
        <div className="listing__results">
          <p className="count-line" aria-live="polite">
            {list.isLoading || list.error ? '\u00a0' : countLine(list.count, config.noun, list.countCapped)}
          </p>
          <CorrectedQueryNotice
            query={search}
            correctedQuery={list.correctedQuery}
            exactTo={`?${withParamChanges(params, { exact: '1' })}`}
          />
          <ProductGrid list={list} loadingText={config.loadingText} emptyText={config.emptyText} onAdd={onAdd} />
        </div>
      </div>
    </main>
  );
}

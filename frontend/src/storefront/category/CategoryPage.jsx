import { useMemo } from 'react';
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
  // The same objects while the page and its URL stay: the toolbar is given them (components/LazyPart.jsx).
  const config = useMemo(() => pageConfig(category.name), [category.name]);
  const [params] = useSearchParams();
  const state = useMemo(() => categoryState(params), [params]);
  const search = useDebouncedValue(state.search.trim());
  const list = useProductList(categoryListParams(category.name, state, search), { facets: LISTING_FACETS });
  const onAdd = useAddToCart(config.messages);
  const headingRef = usePageTitle(categoryTitle(category.name));

  return (
    <main className="container page" id="main">
      {config.backLink && (
        <Link to="/" className="back-link">
          <Icon name="arrowLeft" size={16} /> Back to Store
        </Link>
      )}
      <CategoryHero hero={config.hero} title={category.name} headingRef={headingRef} />
      <CategoryToolbar category={category.name} config={config} state={state} />
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

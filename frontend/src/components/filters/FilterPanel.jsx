import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Icon from '../Icon';
import { formatCount } from '../../lib/format';
import { FILTER_PARAMS, filtersFromParams, withParamChanges } from '../../lib/listingFilters';
import { activeFilterCount } from './filterRules';
import { SEARCH_COUNT_CAP } from '../../lib/serverConstants';
import BrandFilter from './BrandFilter';
import PriceRangeFilter from './PriceRangeFilter';
import { useDisclosure } from './useDisclosure';

/**
 * The filter panel beside a product listing: a price range and the brands with their counts, kept in the page's URL
 * (lib/listingFilters.js), each change a step Back returns from. A column on a wide screen; on a phone it folds
 * behind a "Filters" button. `facets` come with the listing's first page (null while one loads: the last ones
 * stay up meanwhile; `countCapped` when a big search's counts are over its first matches); `pageFilters` names the page's own filter parameters (a price band, a subcategory), which
 * "Clear filters" clears too.
 */
export default function FilterPanel({ facets, pageFilters = [] }) {
  const [params, setParams] = useSearchParams();
  const panel = useDisclosure();
  const [lastFacets, setLastFacets] = useState(facets);
  if (facets && facets !== lastFacets) setLastFacets(facets);
  const shown = facets ?? lastFacets;

  const filters = filtersFromParams(params);
  const change = (changes) => setParams((current) => withParamChanges(current, changes));
  const onFilters = [...FILTER_PARAMS, ...pageFilters].filter((name) => params.get(name));
  const count = activeFilterCount(filters);

  return (
    <div className="filters">
      <button className="btn btn--secondary btn--sm filters__toggle" {...panel.buttonProps}>
        <Icon name="filter" size={16} />
        Filters{count > 0 && ` (${count})`}
        <Icon name="chevronDown" size={16} className="filters__chevron" />
      </button>
      <div
        id={panel.buttonProps['aria-controls']}
        className={`filters__panel${panel.open ? ' filters__panel--open' : ''}`}
      >
        <div className="filters__head">
          <h2 className="filters__title">Filters</h2>
          {onFilters.length > 0 && (
            <button
              type="button"
              className="filters__clear"
              onClick={() => change(Object.fromEntries(onFilters.map((name) => [name, ''])))}
            >
              Clear filters
            </button>
          )}
        </div>
        <PriceRangeFilter min={filters.minPrice} max={filters.maxPrice} range={shown?.price} onApply={change} />
        <BrandFilter
          options={shown?.brand}
          checked={filters.brands}
          onChange={(brands) => change({ brand: brands.join(',') })}
        />
        {shown?.countCapped && (
          <p className="filters__note">Counts from the first {formatCount(SEARCH_COUNT_CAP)} matches</p>
        )}
      </div>
    </div>
  );
}

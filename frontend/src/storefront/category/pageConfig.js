// How each category page searches, filters and sorts. The category list itself comes from
// /api/categories; this only describes the three pages that differ from the standard one.
import { filterListParams, filtersFromParams, LISTING_FACETS } from '../../lib/listingFilters';
import { priceBandParams } from '../../lib/productQuery';
import { productListPageUrl } from '../../lib/useProductList';

// Beside the other sorts (Name A-Z stays the default): the search's best matches first.
const BEST_MATCH = { value: 'relevance', label: 'Best match' };

const NAME_AND_PRICE_SORTS = [
  { value: 'name', label: 'Name: A-Z' },
  { value: 'price', label: 'Price: Low to High' },
  { value: '-price', label: 'Price: High to Low' },
  BEST_MATCH,
];

const TABLET_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'brand', label: 'Brand' },
  { value: 'price', label: 'Price: Low to High' },
  { value: '-price', label: 'Price: High to Low' },
  BEST_MATCH,
];

const VARIANTS = {
  'Electric Scooters': {
    searchFields: 'name,brand,model',
    filter: 'priceBand',
    noun: 'scooter',
    hero: {
      eyebrow: 'Ride electric',
      title: 'Electric Scooters',
      subtitle: 'Commute smarter with long-range, foldable scooters. Filter by budget to find your ride.',
    },
  },
  'Home Appliances': {
    searchFields: 'name,brand,model',
    filter: 'subcategory',
    noun: 'appliance',
    hero: {
      eyebrow: 'Smarter living',
      title: 'Home Appliances',
      subtitle: 'Vacuums, kitchen helpers and climate care that make every day at home easier.',
    },
  },
  Tablets: {
    searchFields: 'name,description,brand',
    filter: 'subcategory',
    sorts: TABLET_SORTS,
    noun: 'tablet',
    backLink: true,
    messages: 'tablets',
    searchPlaceholder: 'Search tablets...',
    hero: {
      eyebrow: 'Work, create, play',
      title: 'Premium Tablets',
      subtitle: 'From pro-grade iPads to everyday Android tablets, find the screen that fits your life.',
    },
  },
};

export function pageConfig(categoryName) {
  const lower = categoryName.toLowerCase();
  return {
    searchFields: 'name,brand,description',
    filter: null,
    sorts: NAME_AND_PRICE_SORTS,
    noun: 'product',
    backLink: false,
    messages: 'list',
    searchPlaceholder: `Search ${lower}...`,
    hero: null,
    loadingText: `Loading ${lower}...`,
    emptyText: `No ${lower} found matching your criteria.`,
    ...VARIANTS[categoryName],
  };
}

/** The page's search, sort and filters as its URL holds them (`params`, URLSearchParams); the filter panel's brands
 * and price range as lib/listingFilters.js reads them. */
export function categoryState(params) {
  return {
    ...filtersFromParams(params),
    search: params.get('search') ?? '',
    sort: params.get('sort') ?? 'name',
    band: params.get('band') ?? '',
    subcategory: params.get('subcategory') ?? '',
    // The search exactly as typed: no corrected text instead of nothing found.
    exact: params.get('exact') === '1',
  };
}

/** The /api/products parameters of a category's listing in `state`, `search` being the text searched for. */
export function categoryListParams(categoryName, state, search) {
  const config = pageConfig(categoryName);
  return {
    category: categoryName,
    search,
    searchFields: search ? config.searchFields : undefined,
    exact: search && state.exact ? 'true' : undefined,
    subcategory: config.filter === 'subcategory' ? state.subcategory : undefined,
    // The scooters' price band and the panel's range together: their intersection.
    ...filterListParams(state, config.filter === 'priceBand' ? priceBandParams(state.band) : {}),
    ordering: state.sort,
  };
}

/** The URL of the first page of a category's listing at the page URL's query (`params`), with its facets: what
 * the page asks first, and what the server embeds (storefront/firstScreens.js). */
export function categoryFirstPageUrl(categoryName, params) {
  const state = categoryState(params);
  return productListPageUrl(categoryListParams(categoryName, state, state.search.trim()), 0, LISTING_FACETS);
}

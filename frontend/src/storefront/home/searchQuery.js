// The home search's results as its URL asks them (/?q=...&exact=1&brand=...&minPrice=...&maxPrice=...): what the
// page asks the API, and what the server embeds for it (storefront/firstScreens.js).
import { filterListParams, filtersFromParams, LISTING_FACETS, withParamChanges } from '../../lib/listingFilters';
import { productListPageUrl } from '../../lib/useProductList';
import { homeQuery } from './homeQuery';

// The home search matches a product's name, description and category.
export const HOME_SEARCH_FIELDS = 'name,description,category';

/** The /api/products parameters of a search for `query` with the URL's (`params`) other choices. */
export function searchListParams(query, params) {
  return {
    search: query,
    searchFields: HOME_SEARCH_FIELDS,
    exact: params.get('exact') === '1' ? 'true' : undefined,
    ...filterListParams(filtersFromParams(params)),
  };
}

/** The URL of the search's first page with its facets: the page's first request, and what the server embeds. */
export function searchFirstPageUrl(params) {
  return productListPageUrl(searchListParams(homeQuery(params), params), 0, LISTING_FACETS);
}

/** The home search's link to the text exactly as typed, with no correction (and the same filters). */
export function exactSearchPath(params) {
  return `/?${withParamChanges(params, { exact: '1' })}`;
}

// The lazy chunks the storefront's first screens show, as Vite manifest keys: the pages preload them
// (storefront/firstScreens.js), and the build puts what two pages' chunks share with the entry (vite.config.js).
// Plain values, no imports: the build's config reads this file too.
export const PRODUCT_DETAIL_CHUNK = 'frontend/src/storefront/product/ProductDetail.jsx';
export const CATEGORY_PAGE_CHUNK = 'frontend/src/storefront/category/CategoryPage.jsx';
export const HOME_LANDING_CHUNK = 'frontend/src/storefront/home/HomeLanding.jsx';
export const SEARCH_RESULTS_CHUNK = 'frontend/src/storefront/home/SearchResults.jsx';

/** The chunks by page, for the build's grouping (vite.config.js): what the first screens of two entries share goes
 * with the entry script; what the chunks of one entry share is a chunk of its own, `shared` (the listing's code:
 * the category page and the home search's results share it by design), which their lazy parts (the filter panel)
 * import from too, rather than split a chunk more off it. */
export const FIRST_SCREEN_PAGES = [
  { chunks: [PRODUCT_DETAIL_CHUNK] },
  { chunks: [CATEGORY_PAGE_CHUNK, SEARCH_RESULTS_CHUNK], shared: 'listing' },
  { chunks: [HOME_LANDING_CHUNK] },
];

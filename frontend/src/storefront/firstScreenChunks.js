// The lazy chunks the storefront's first screens show, as Vite manifest keys: the pages preload them
// (storefront/firstScreens.js), and the build puts what two pages' chunks share with the entry (vite.config.js).
// Plain values, no imports: the build's config reads this file too.
export const PRODUCT_DETAIL_CHUNK = 'frontend/src/storefront/product/ProductDetail.jsx';
export const CATEGORY_PAGE_CHUNK = 'frontend/src/storefront/category/CategoryPage.jsx';
export const HOME_LANDING_CHUNK = 'frontend/src/storefront/home/HomeLanding.jsx';
export const SEARCH_RESULTS_CHUNK = 'frontend/src/storefront/home/SearchResults.jsx';

/** The chunks by page: the category page and the home search's results share the listing's code by design. */
export const FIRST_SCREEN_PAGES = [
  [PRODUCT_DETAIL_CHUNK],
  [CATEGORY_PAGE_CHUNK, SEARCH_RESULTS_CHUNK],
  [HOME_LANDING_CHUNK],
];

import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadListingFilters } from '../../components/filters/ListingFilters';
import { ProductGridSkeleton } from '../../components/product/CardSkeletons';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import SearchResultsHeading from './SearchResultsHeading';
import { homeQuery } from './homeQuery';

// The search's results are a chunk of their own with the listing code (as category pages are), which a search's
// page preloads: the carousels' first view does without it. The banners and carousels are one too, which the home
// page preloads: other pages' first view does without them.
const SearchResults = lazyWithPreload(() => import('./SearchResults'), loadListingFilters);
const HomeLanding = lazyWithPreload(() => import('./HomeLanding'));

/** Fetches the chunk the home page's URL (`search`, URLSearchParams) shows: the results when it asks a search, else
 * the banners and carousels (main.jsx waits for it, so hydration finds them rather than their fallback); `options`
 * as lazyWithPreload's `preload` (`alone`: without the results' filters, for a page to hydrate). */
export function preloadHome(search, options) {
  return homeQuery(search) ? SearchResults.preload(options) : HomeLanding.preload();
}

/** Loads the search's results' chunk (the server's renderer: StorefrontRoutes preloadServerRenderedRoutes; tests). */
export const loadSearchResults = () => SearchResults.preload();
/** Loads the banners' and carousels' chunk (the same). */
export const loadHomeLanding = () => HomeLanding.preload();

/** What a search shows while its results' chunk loads: the page's heading, and the grid's skeleton. */
export function SearchResultsPending({ query }) {
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <SearchResultsHeading query={query} />
      <ProductGridSkeleton label="Searching products..." />
    </section>
  );
}

export default function Home() {
  const [params] = useSearchParams();
  const query = useDebouncedValue(homeQuery(params));
  // Each takes the page's title and heading (usePageTitle).
  return (
    <main className="container page" id="main">
      {query ? (
        <Suspense fallback={<SearchResultsPending query={query} />}>
          <SearchResults query={query} />
        </Suspense>
      ) : (
        <Suspense fallback={<ProductGridSkeleton label="Loading..." />}>
          <HomeLanding />
        </Suspense>
      )}
    </main>
  );
}

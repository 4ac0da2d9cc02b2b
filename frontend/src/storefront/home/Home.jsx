import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProductGridSkeleton } from '../../components/product/CardSkeletons';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { HOME_TITLE } from '../../lib/pageTitles';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import FeaturedBanner from './FeaturedBanner';
import HeroBanner from './HeroBanner';
import HomeCarousels from './HomeCarousels';
import SearchResultsHeading from './SearchResultsHeading';
import { homeQuery } from './homeQuery';

// The search's results are a chunk of their own with the listing code (as category pages are), which a search's
// page preloads: the carousels' first view does without it.
const SearchResults = lazyWithPreload(() => import('./SearchResults'));

/** Fetches the results' chunk when the home page's URL (`search`, URLSearchParams) asks a search (main.jsx waits
 * for it, so hydration finds the results themselves). */
export function preloadSearchResults(search) {
  return homeQuery(search) ? SearchResults.preload() : Promise.resolve();
}

/** Loads the chunk for the server's renderer (StorefrontRoutes preloadServerRenderedRoutes). */
export const loadSearchResults = () => SearchResults.preload();

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
  // With a query the results take the title (SearchResults).
  const headingRef = usePageTitle(query ? null : HOME_TITLE);
  return (
    <main className="container page" id="main">
      {query ? (
        <Suspense fallback={<SearchResultsPending query={query} />}>
          <SearchResults query={query} />
        </Suspense>
      ) : (
        <>
          <HeroBanner headingRef={headingRef} />
          <FeaturedBanner />
          <HomeCarousels />
        </>
      )}
    </main>
  );
}

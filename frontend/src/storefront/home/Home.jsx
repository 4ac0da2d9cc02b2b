import { useSearchParams } from 'react-router-dom';
import { HOME_TITLE } from '../../lib/pageTitles';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import FeaturedBanner from './FeaturedBanner';
import HeroBanner from './HeroBanner';
import HomeCarousels from './HomeCarousels';
import SearchResults from './SearchResults';
import { homeQuery } from './searchQuery';

export default function Home() {
  const [params] = useSearchParams();
  const query = useDebouncedValue(homeQuery(params));
  // With a query the results take the title (SearchResults).
  const headingRef = usePageTitle(query ? null : HOME_TITLE);
  return (
    <main className="container page" id="main">
      {query ? (
        <SearchResults query={query} />
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

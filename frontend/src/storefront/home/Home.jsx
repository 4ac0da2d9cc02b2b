import { useSearchParams } from 'react-router-dom';
import { HOME_TITLE } from '../../lib/pageTitles';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import FeaturedBanner from './FeaturedBanner';
import HeroBanner from './HeroBanner';
import HomeCarousels from './HomeCarousels';
import SearchResults from './SearchResults';

export default function Home() {
  const [params] = useSearchParams();
  const query = useDebouncedValue((params.get('q') ?? '').trim());
  // With a query the results take the title (SearchResults).
  const headingRef = usePageTitle(query ? null : HOME_TITLE);
  return (
    <main className="container page" id="main">
      {query ? (
        <SearchResults query={query} exact={params.get('exact') === '1'} />
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

import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import FeaturedBanner from './FeaturedBanner';
import HeroBanner from './HeroBanner';
import HomeCarousels from './HomeCarousels';
import SearchResults from './SearchResults';

export default function Home() {
  const [params] = useSearchParams();
  const query = useDebouncedValue((params.get('q') ?? '').trim());
  return (
    <main className="container page" id="main">
      {query ? (
        <SearchResults query={query} />
      ) : (
        <>
          <HeroBanner />
          <FeaturedBanner />
          <HomeCarousels />
        </>
      )}
    </main>
  );
}

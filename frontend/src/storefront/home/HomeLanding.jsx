import { HOME_TITLE } from '../../lib/pageTitles';
import { usePageTitle } from '../../lib/usePageTitle';
import FeaturedBanner from './FeaturedBanner';
import HeroBanner from './HeroBanner';
import HomeCarousels from './HomeCarousels';

/** The home page without a search: the banner, whose title is the page's heading, the featured item and the
 * category carousels. A chunk of its own (Home.jsx), which the home page preloads: a category or product page's
 * first view does without it. */
export default function HomeLanding() {
  const headingRef = usePageTitle(HOME_TITLE);
  return (
    <>
      <HeroBanner headingRef={headingRef} />
      <FeaturedBanner />
      <HomeCarousels />
    </>
  );
}

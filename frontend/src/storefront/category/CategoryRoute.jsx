import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { CATEGORIES_URL, useCatalog } from '../../lib/catalog';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import NotFound from '../../components/NotFound';
import { loadListingFilters } from '../../components/filters/ListingFilters';
import { ProductGridSkeleton } from '../../components/product/CardSkeletons';
import CategoryHero from './CategoryHero';
import { loadCategoryToolbar } from './CategoryToolbar';

// The listing (its grid, filters and list paging, shared with the home search's results) is a chunk of its own,
// which category pages preload: the home and product pages' first view does without it. Its filter panel and its
// toolbar are two more, which a page rendered here waits for too, and a first view hydrates later
// (components/LazyPart.jsx).
const CategoryPage = lazyWithPreload(
  () => import('./CategoryPage'),
  () => Promise.all([loadListingFilters(), loadCategoryToolbar()]),
);

/** The category of `slug` in the categories answer (GET /api/categories), if it names one. */
const categoryOf = (slug, categories) => categories.find((item) => item.path === `/${slug}`);

/** Fetches the category page's chunk when the page at `slug` is one, given the page's embedded answers (main.jsx
 * waits for it, so hydration finds the page itself); `options` as lazyWithPreload's `preload` (`alone`: without its
 * controls' chunks, for a page to hydrate). */
export function preloadCategoryPage(slug, answers, options) {
  return categoryOf(slug, answers[CATEGORIES_URL]?.categories ?? [])
    ? CategoryPage.preload(options)
    : Promise.resolve();
}

/** Loads the chunks for the server's renderer (StorefrontRoutes preloadServerRenderedRoutes). */
export const loadCategoryPage = () => CategoryPage.preload();

/** A category page while the categories or its chunk load (after a link from another page): once the category is
 * known, its heading at once, then its grid. */
export function CategoryLoading({ category }) {
  return (
    <main className="container page" id="main">
      {category && <CategoryHero hero={null} title={category.name} />}
      <ProductGridSkeleton label="Loading..." />
    </main>
  );
}

/** /:slug is a category page when the slug names one of the categories served by the API. */
export default function CategoryRoute() {
  const { slug } = useParams();
  const { categories, isLoading, error } = useCatalog();
  if (isLoading) return <CategoryLoading />;
  if (error) {
    return (
      <main className="container page" id="main">
        <p className="state-message state-message--error" role="alert">
          {errorMessage(error, 'Could not load the categories. Please try again.')}
        </p>
      </main>
    );
  }
  const category = categoryOf(slug, categories);
  if (!category) return <NotFound />;
  return (
    <Suspense fallback={<CategoryLoading category={category} />}>
      <CategoryPage key={category.name} category={category} />
    </Suspense>
  );
}

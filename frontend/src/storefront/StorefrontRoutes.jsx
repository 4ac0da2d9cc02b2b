import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import ErrorBoundary from '../components/ErrorBoundary';
import ReloadPrompt from '../components/ReloadPrompt';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { PATHS, STAFF_PATH } from '../lib/paths';
import CategoryRoute, { loadCategoryPage, preloadCategoryPage } from './category/CategoryRoute';
import Home, { loadHomeLanding, loadSearchResults, preloadHome } from './home/Home';
import { loadCategoriesMenu } from './layout/Header';
import StorefrontLayout, { loadFooter } from './layout/StorefrontLayout';
import NotFound from '../components/NotFound';
import ProductDetailSkeleton from './product/ProductDetailSkeleton';

const PRODUCT_PATHS = [PATHS.product, PATHS.products];

// Product detail is a chunk of its own; the server preloads it on product pages (its first screen).
const ProductDetail = lazyWithPreload(() => import('./product/ProductDetail'));
// The order confirmation too: only a shopper who just checked out (or reloads that page) needs it.
const OrderConfirmation = lazy(() => import('../checkout/OrderConfirmation'));
// Comparison and order tracking: chunks of their own, so the first storefront view does not carry them.
const ComparePage = lazy(() => import('./compare/ComparePage'));
const TrackPage = lazy(() => import('./track/TrackPage'));

/** Fetches the chunk a page opened at `url` (its path and query) shows first, when that is a lazy one (a product
 * page, a category page, the home page's banners or its search's results; `answers`: the page's embedded ones, which
 * say whether a slug is a category), so the first render can show the page itself rather than its skeleton.
 * `hydrating`: the server rendered the page, whose controls (components/LazyPart.jsx) hydrate once their chunks
 * arrive; a storefront page rendered here waits for them and for the header's. Resolves at once for the staff app. */
export function preloadFirstRoute(url, answers = {}, { hydrating = false } = {}) {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  if (matchPath(STAFF_PATH, pathname)) return Promise.resolve();
  const alone = { alone: hydrating };
  const page = () => {
    if (PRODUCT_PATHS.some((path) => matchPath(path, pathname))) return ProductDetail.preload();
    if (matchPath(PATHS.home, pathname)) return preloadHome(searchParams, alone);
    const category = matchPath(PATHS.category, pathname);
    return category ? preloadCategoryPage(category.params.slug, answers, alone) : Promise.resolve();
  };
  return Promise.all([page(), hydrating ? null : loadCategoriesMenu()]);
}

/** Loads every lazy part the server renders: the routes and their controls, the footer, the header's menu
 * (frontend/src/serverRender.jsx). */
export function preloadServerRenderedRoutes() {
  return Promise.all([
    ProductDetail.preload(),
    loadCategoryPage(),
    loadSearchResults(),
    loadHomeLanding(),
    loadFooter(),
    loadCategoriesMenu(),
  ]);
}

/** A lazy page while its chunk loads: `fallback`, by default an empty main, so the header and footer stay put. */
function LazyPage({ page: Page, fallback = <main className="container page" id="main" /> }) {
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/** The storefront's routes. Each has a first screen (what the server embeds and writes in the page's head),
 * kept out of the browser's bundle in storefront/firstScreens.js; a route without one fails a test. */
export const STOREFRONT_ROUTES = [
  { path: PATHS.home, element: <Home /> },
  ...PRODUCT_PATHS.map((path) => ({
    path,
    element: <LazyPage page={ProductDetail} fallback={<ProductDetailSkeleton />} />,
  })),
  { path: PATHS.order, element: <LazyPage page={OrderConfirmation} /> },
  { path: PATHS.compare, element: <LazyPage page={ComparePage} /> },
  { path: PATHS.track, element: <LazyPage page={TrackPage} /> },
  { path: PATHS.category, element: <CategoryRoute /> },
  { path: PATHS.notFound, element: <NotFound /> },
];

/** What a page that failed to render shows (its chunk did not arrive, most often) inside the header and footer. */
function PageFailed() {
  return (
    <main className="container page" id="main">
      <ReloadPrompt>This page could not be shown.</ReloadPrompt>
    </main>
  );
}

export default function StorefrontRoutes() {
  const { pathname } = useLocation();
  return (
    <StorefrontLayout>
      {/* Another page tries again: a failed chunk stops only the page that needed it. */}
      <ErrorBoundary resetKey={pathname} fallback={<PageFailed />}>
        <Routes>
          {STOREFRONT_ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </ErrorBoundary>
    </StorefrontLayout>
  );
}

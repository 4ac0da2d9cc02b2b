import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import CategoryRoute from './category/CategoryRoute';
import Home from './home/Home';
import StorefrontLayout from './layout/StorefrontLayout';
import NotFound from '../components/NotFound';
import ProductDetailSkeleton from './product/ProductDetailSkeleton';

// Product detail is a chunk of its own; the server preloads it on product pages (templates/index.html).
const ProductDetail = lazyWithPreload(() => import('./product/ProductDetail'));
// The spec names both spellings (shop/spa.py PRODUCT_PATH matches the same).
const PRODUCT_PATHS = ['/product/:id', '/products/:id'];
// The order confirmation too: only a shopper who just checked out (or reloads that page) needs it.
const OrderConfirmation = lazy(() => import('../checkout/OrderConfirmation'));
// Comparison and order tracking: chunks of their own, so the first storefront view does not carry them.
const ComparePage = lazy(() => import('./compare/ComparePage'));
const TrackPage = lazy(() => import('./track/TrackPage'));

/** Fetches the chunk a page opened at `pathname` shows first, when that is a lazy one (a product page), so the
 * first render can show the page itself rather than its skeleton. Resolves at once for other pages. */
export function preloadFirstRoute(pathname) {
  const isProductPage = PRODUCT_PATHS.some((path) => matchPath(path, pathname));
  return isProductPage ? ProductDetail.preload() : Promise.resolve();
}

/** Loads every lazy route the server renders (frontend/src/serverRender.jsx). */
export function preloadServerRenderedRoutes() {
  return ProductDetail.preload();
}

/** A lazy page while its chunk loads: `fallback`, by default an empty main, so the header and footer stay put. */
function LazyPage({ page: Page, fallback = <main className="container page" id="main" /> }) {
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

export default function StorefrontRoutes() {
  return (
    <StorefrontLayout>
      <Routes>
        <Route index element={<Home />} />
        {PRODUCT_PATHS.map((path) => (
          <Route
            key={path}
            path={path}
            element={<LazyPage page={ProductDetail} fallback={<ProductDetailSkeleton />} />}
          />
        ))}
        <Route path="/order/:id" element={<LazyPage page={OrderConfirmation} />} />
        <Route path="/compare" element={<LazyPage page={ComparePage} />} />
        <Route path="/track" element={<LazyPage page={TrackPage} />} />
        <Route path="/:slug" element={<CategoryRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </StorefrontLayout>
  );
}

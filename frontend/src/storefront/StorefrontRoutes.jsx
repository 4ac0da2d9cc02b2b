import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import CategoryRoute from './category/CategoryRoute';
import Home from './home/Home';
import StorefrontLayout from './layout/StorefrontLayout';
import NotFound from './NotFound';
import ProductDetailSkeleton from './product/ProductDetailSkeleton';

// Product detail is a chunk of its own; the server preloads it on product pages (templates/index.html).
const ProductDetail = lazyWithPreload(() => import('./product/ProductDetail'));
const PRODUCT_PATHS = ['product/:id', 'products/:id'];
// The order confirmation too: only a shopper who just checked out (or reloads that page) needs it.
const OrderConfirmation = lazy(() => import('../checkout/OrderConfirmation'));
// Comparison and order tracking: chunks of their own, so the first storefront view does not carry them.
const ComparePage = lazy(() => import('./compare/ComparePage'));
const TrackPage = lazy(() => import('./track/TrackPage'));

const productPage = (
  <Suspense fallback={<ProductDetailSkeleton />}>
    <ProductDetail />
  </Suspense>
);

/** Fetches the chunk a page opened at `pathname` shows first, when that is a lazy one (a product page), so the
 * first render can show the page itself rather than its skeleton. Resolves at once for other pages. */
export function preloadFirstRoute(pathname) {
  const isProductPage = PRODUCT_PATHS.some((path) => matchPath(`/${path}`, pathname));
  return isProductPage ? ProductDetail.preload() : Promise.resolve();
}

/** Loads every lazy route the server renders (frontend/src/serverRender.jsx). */
export function preloadServerRenderedRoutes() {
  return ProductDetail.preload();
}

export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route index element={<Home />} />
        {PRODUCT_PATHS.map((path) => (
          <Route key={path} path={path} element={productPage} />
        ))}
        <Route
          path="order/:id"
          element={
            <Suspense fallback={<main className="container page" id="main" />}>
              <OrderConfirmation />
            </Suspense>
          }
        />
        <Route
          path="compare"
          element={
            <Suspense fallback={<main className="container page" id="main" />}>
              <ComparePage />
            </Suspense>
          }
        />
        <Route
          path="track"
          element={
            <Suspense fallback={<main className="container page" id="main" />}>
              <TrackPage />
            </Suspense>
          }
        />
        <Route path=":slug" element={<CategoryRoute />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

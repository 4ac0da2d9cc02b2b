import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import CategoryRoute from './category/CategoryRoute';
import Home from './home/Home';
import StorefrontLayout from './layout/StorefrontLayout';
import NotFound from './NotFound';
import ProductDetailSkeleton from './product/ProductDetailSkeleton';

// Product detail is a chunk of its own; the server preloads it on product pages (templates/index.html).
const ProductDetail = lazy(() => import('./product/ProductDetail'));

const productPage = (
  <Suspense fallback={<ProductDetailSkeleton />}>
    <ProductDetail />
  </Suspense>
);

export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route index element={<Home />} />
        <Route path="product/:id" element={productPage} />
        <Route path="products/:id" element={productPage} />
        <Route path=":slug" element={<CategoryRoute />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

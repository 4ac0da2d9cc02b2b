import { Route, Routes } from 'react-router-dom';
import CategoryRoute from './category/CategoryRoute';
import Home from './home/Home';
import StorefrontLayout from './layout/StorefrontLayout';
import NotFound from './NotFound';
import ProductDetail from './product/ProductDetail';

export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route index element={<Home />} />
        <Route path="product/:id" element={<ProductDetail />} />
        <Route path="products/:id" element={<ProductDetail />} />
        <Route path=":slug" element={<CategoryRoute />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

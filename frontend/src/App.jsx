import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import StorefrontRoutes from './storefront/StorefrontRoutes';

// The staff app is its own chunk: shoppers never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));
// Its first screen: firstScreen.js.
export const STAFF_PATH = '/admin/*';

export default function App() {
  return (
    <Routes>
      <Route
        path={STAFF_PATH}
        element={
          <Suspense fallback={<p className="page-loading">Loading…</p>}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route path="/*" element={<StorefrontRoutes />} />
    </Routes>
  );
}

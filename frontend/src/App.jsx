import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import ErrorBoundary from './components/ErrorBoundary';
import ReloadPrompt from './components/ReloadPrompt';
import { STAFF_PATH } from './lib/paths';
import StorefrontRoutes from './storefront/StorefrontRoutes';

// The staff app is its own chunk: shoppers never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

/** What the staff app's address shows when its chunk did not arrive. */
function StaffAppFailed() {
  return (
    <div className="page-loading">
      <ReloadPrompt>The staff app could not be loaded.</ReloadPrompt>
    </div>
  );
}

export default function App() {
  return (
    <Routes>
      <Route
        path={STAFF_PATH}
        element={
          <ErrorBoundary fallback={<StaffAppFailed />}>
            <Suspense fallback={<p className="page-loading">Loading…</p>}>
              <AdminApp />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <Route path="/*" element={<StorefrontRoutes />} />
    </Routes>
  );
}

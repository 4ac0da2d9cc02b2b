import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import StorefrontRoutes from './storefront/StorefrontRoutes';

// The staff app is its own chunk: shoppers never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

export default function App() {
  return (
    <Switch>
      <Route path="/admin/*?">
        <Suspense fallback={<p className="page-loading">Loading…</p>}>
          <AdminApp />
        </Suspense>
      </Route>
      <Route>
        <StorefrontRoutes />
      </Route>
    </Switch>
  );
}

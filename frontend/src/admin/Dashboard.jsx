import { Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../api/client';
import AnalyticsTab from './analytics/AnalyticsTab';
import FeaturedTab from './featured/FeaturedTab';
import OrdersTab from './orders/OrdersTab';
import ProductsTab from './products/ProductsTab';
import { ME_KEY } from './session';
import { useAction } from './useAction';

// Each tab has its own URL, so a reload keeps it (/admin/orders is the default).
export const TABS = [
  { path: 'orders', label: 'Orders', Panel: OrdersTab },
  { path: 'products', label: 'Products', Panel: ProductsTab },
  { path: 'featured', label: 'Featured Items', Panel: FeaturedTab },
  { path: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
];

export default function Dashboard({ admin }) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { run, pending } = useAction();
  const current = TABS.find((entry) => entry.path === tab);

  const logout = async () => {
    const { ok } = await run('logout', () => apiRequest('POST', '/api/admin/logout'), { failure: 'Logout failed' });
    if (!ok) return;
    navigate('/admin', { replace: true });
    // Drop every cached staff answer, then show the login screen.
    await mutate((key) => key !== ME_KEY, undefined, { revalidate: false });
    await mutate(ME_KEY, null, { revalidate: false });
  };

  if (!current) return <Navigate to="/admin/orders" replace />;
  const { Panel } = current;
  return (
    <div className="admin-shell">
      <title>{`${current.label} · Voltcart admin`}</title>
      <header className="admin-header">
        <div className="admin-header__inner">
          <div>
            <h1 className="admin-header__title">Admin Dashboard</h1>
            <p className="admin-header__welcome">Welcome, {admin.username}</p>
          </div>
          <div className="admin-header__actions">
            <a className="admin-header__link" href="/">
              View store
            </a>
            <button
              type="button"
              className="admin-btn admin-btn--light"
              onClick={logout}
              disabled={pending === 'logout'}
            >
              Logout
            </button>
          </div>
        </div>
        <nav className="admin-tabs" aria-label="Dashboard sections">
          {TABS.map((entry) => (
            <NavLink key={entry.path} to={`/admin/${entry.path}`} className="admin-tabs__tab">
              {entry.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="admin-main">
        <Panel />
      </main>
    </div>
  );
}

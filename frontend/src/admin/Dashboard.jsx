import { Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import AnalyticsTab from './analytics/AnalyticsTab';
import { forgetStaffData, logOut } from './api';
import FeaturedTab from './featured/FeaturedTab';
import OrdersTab from './orders/OrdersTab';
import LowStockTab from './products/LowStockTab';
import ProductsTab from './products/ProductsTab';
import QueueTab from './queue/QueueTab';
import SearchesTab from './searches/SearchesTab';
import { can, PERMISSIONS, StaffMemberContext } from './common/staffMember';
import { useAction } from './useAction';

// Each tab has its own URL, so a reload keeps it. /admin opens Orders, the default tab; the
// verification queue (every order is phoned before any charge) is the tab beside it.
// A member sees the tabs their roles allow (common/staffMember.js); the first of those opens at /admin.
export const TABS = [
  { path: 'orders', label: 'Orders', Panel: OrdersTab, needs: PERMISSIONS.viewOrders },
  { path: 'queue', label: 'Verification Queue', Panel: QueueTab, needs: PERMISSIONS.viewOrders },
  { path: 'products', label: 'Products', Panel: ProductsTab, needs: PERMISSIONS.viewProducts },
  { path: 'low-stock', label: 'Low Stock', Panel: LowStockTab, needs: PERMISSIONS.viewProducts },
  { path: 'featured', label: 'Featured Items', Panel: FeaturedTab, needs: PERMISSIONS.viewFeatured },
  { path: 'analytics', label: 'Analytics', Panel: AnalyticsTab, needs: PERMISSIONS.viewAnalytics },
  { path: 'searches', label: 'Searches', Panel: SearchesTab, needs: PERMISSIONS.viewSearchReport },
];
export const DEFAULT_TAB = TABS[0].path;

/** The tabs `admin`'s roles allow, in order. */
export function tabsFor(admin) {
  return TABS.filter((entry) => can(admin, entry.needs));
}

export default function Dashboard({ admin }) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { run, pending } = useAction();
  const tabs = tabsFor(admin);
  const current = tabs.find((entry) => entry.path === tab);

  const logout = async () => {
    const { ok } = await run('logout', logOut, [], { failure: 'Logout failed' });
    if (!ok) return;
    // The login screen first, then its address: at /admin with the dashboard still up, it would open a tab.
    await forgetStaffData(mutate);
    navigate('/admin', { replace: true });
  };

  if (!current && tabs.length > 0) return <Navigate to={`/admin/${tabs[0].path}`} replace />;
  return (
    <div className="admin-shell">
      <title>{`${current?.label ?? 'No sections'} · Voltcart admin`}</title>
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
          {tabs.map((entry) => (
            <NavLink key={entry.path} to={`/admin/${entry.path}`} className="admin-tabs__tab">
              {entry.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="admin-main">
        <StaffMemberContext value={admin}>
          {current ? (
            <current.Panel />
          ) : (
            <p className="admin-note">Your role does not open any section yet. Ask the shop&apos;s owner for one.</p>
          )}
        </StaffMemberContext>
      </main>
    </div>
  );
}

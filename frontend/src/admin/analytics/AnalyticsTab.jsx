import useSWR from 'swr';
import { formatPrice } from '../../storefront/format';
import ListState from '../common/ListState';
import StatusBadge from '../common/StatusBadge';
import { formatDateTime } from '../format';
import { ANALYTICS_KEY } from '../refresh';
import RevenueChart from './RevenueChart';

// Every figure is computed by the server (GET /api/admin/analytics), never from lists in the browser.
export default function AnalyticsTab() {
  const { data, error, isLoading } = useSWR(ANALYTICS_KEY);
  return (
    <section aria-labelledby="analytics-title">
      <div className="admin-section__header">
        <h2 id="analytics-title">Analytics</h2>
      </div>
      <ListState error={error} loading={isLoading} loadingText="Loading analytics..." what="analytics" />
      {data && (
        <>
          <ul className="admin-stats">
            <Stat label="Total Orders" value={data.totalOrders} note="All statuses" />
            <Stat label="Total Revenue" value={formatPrice(data.totalRevenue)} note="Excluding canceled orders" />
            <Stat label="Pending Orders" value={data.pendingOrders} note="Awaiting a verification call" />
            <Stat label="Total Products" value={data.totalProducts} note="Active in the shop" />
          </ul>
          <div className="admin-analytics">
            <div className="admin-card">
              <h3 className="admin-subtitle">Revenue, last 30 days</h3>
              <RevenueChart rows={data.revenueByDay} />
            </div>
            <div className="admin-card">
              <h3 className="admin-subtitle">Recent Activity</h3>
              <RecentActivity orders={data.recentOrders} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function Stat({ label, value, note }) {
  return (
    <li className="admin-card admin-stat">
      <span className="admin-stat__label">{label}</span>
      <span className="admin-stat__value">{value}</span>
      {note && <span className="admin-muted">{note}</span>}
    </li>
  );
}

function RecentActivity({ orders }) {
  if (!orders.length) return <p className="admin-empty">No recent activity</p>;
  return (
    <ul className="admin-activity">
      {orders.map((order) => (
        <li key={order.id} className="admin-activity__item">
          <div>
            <div className="admin-activity__title">Order #{order.id}</div>
            <div>{order.customerName}</div>
            <div className="admin-muted">{formatDateTime(order.createdAt)}</div>
          </div>
          <div className="admin-activity__side">
            <span className="admin-num">{formatPrice(order.total)}</span>
            <StatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}

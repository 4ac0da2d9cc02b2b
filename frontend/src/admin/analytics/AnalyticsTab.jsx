import { formatPrice } from '../../lib/format';
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';
import { useAnalytics } from '../api';
import ListState from '../common/ListState';
import StatusBadge from '../common/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { formatHours } from '../format';
import RevenueChart from './RevenueChart';
import './analytics.css';

// Every figure is computed by the server (GET /api/admin/analytics), never from lists in the browser.
export default function AnalyticsTab() {
  const { data, error, isLoading } = useAnalytics();
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
            <Stat
              label={`Waiting Over ${VERIFICATION_WINDOW_HOURS} h`}
              value={data.overdueOrders}
              note={`Pending past the ${VERIFICATION_WINDOW_HOURS}-hour call promise`}
            />
            <Stat
              label="Average Time to Verify"
              value={
                data.averageVerificationHours === null ? (
                  <NoFigure text="No order verified in the last 30 days" />
                ) : (
                  formatHours(data.averageVerificationHours)
                )
              }
              note="From order to verified, last 30 days"
            />
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

/** "—" on screen; screen readers hear why there is no figure. */
function NoFigure({ text }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="admin-sr-only">{text}</span>
    </>
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

import { useCallback, useId, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { ORDER_STATUSES } from '../../lib/serverConstants';
import ListState from '../common/ListState';
import Pagination from '../common/Pagination';
import StatusBadge from '../common/StatusBadge';
import { PAGE_SIZE, usePagedList } from '../common/usePagedList';
import { formatDateTime } from '../../lib/format';
import { useAction } from '../useAction';
import { changeOrderStatus, ORDERS_URL } from '../common/ordersApi';
import CancelOrderDialog from '../common/CancelOrderDialog';
import OrderDetailDialog from './OrderDetailDialog';
import OrdersExport from './OrdersExport';
import QueueSummary from './QueueSummary';
import { actionLabel } from '../common/orderStatus';

const CANCELED = 'Canceled';

export default function OrdersTab() {
  const { data, error, isLoading, page, filters, setPage, setFilter } = usePagedList(ORDERS_URL, ['status']);
  const { run, pending } = useAction();
  const filterId = useId();
  const [detail, setDetail] = useState(null);
  const closeDetail = useCallback(() => setDetail(null), []);
  // The order waiting for the answer to "Cancel order #…?".
  const [canceling, setCanceling] = useState(null);
  const closeCancel = useCallback(() => setCanceling(null), []);
  const orders = data?.results ?? [];

  const changeStatus = async (order, status) => {
    await run(order.id, changeOrderStatus, [order.id, status], {
      success: { title: 'Status updated', description: 'Order status has been updated successfully.' },
      failure: 'Failed to update order status',
    });
  };

  const confirmCancel = async () => {
    await changeStatus(canceling, CANCELED);
    setCanceling(null);
  };

  return (
    <section aria-labelledby="orders-title">
      <div className="admin-section__header">
        <h2 id="orders-title">Order Management</h2>
        <div className="admin-toolbar">
          <div className="admin-toolbar__field">
            <label htmlFor={filterId}>Filter by status</label>
            <select id={filterId} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">All Orders</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <QueueSummary />
      <OrdersExport status={filters.status} />

      <ListState
        error={error}
        loading={isLoading && !data}
        empty={data && orders.length === 0}
        loadingText="Loading orders..."
        emptyText="No orders found."
        what="orders"
      />

      {orders.length > 0 && (
        <table className="admin-table admin-table--orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Date</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row" data-label="Order">
                  #{order.id}
                </th>
                <td data-label="Customer">{order.customerName}</td>
                <td data-label="Date">{formatDateTime(order.createdAt)}</td>
                <td data-label="Total" className="admin-num">
                  {formatPrice(order.total)}
                </td>
                <td data-label="Status">
                  <StatusBadge status={order.status} />
                </td>
                <td data-label="Actions">
                  <div className="admin-actions">
                    <button type="button" className="admin-btn" onClick={() => setDetail(order)}>
                      View
                    </button>
                    {order.allowedTransitions.map((status) => (
                      <button
                        key={status}
                        type="button"
                        className={`admin-btn ${status === CANCELED ? 'admin-btn--danger-outline' : 'admin-btn--primary'}`}
                        disabled={pending === order.id}
                        aria-label={`${actionLabel(status)} order #${order.id}`}
                        onClick={() => (status === CANCELED ? setCanceling(order) : changeStatus(order, status))}
                      >
                        {actionLabel(status)}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Pagination count={data?.count} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} label="Order pages" />
      <OrderDetailDialog order={detail} onClose={closeDetail} />
      <CancelOrderDialog
        order={canceling}
        pending={pending === canceling?.id}
        onConfirm={confirmCancel}
        onCancel={closeCancel}
      />
    </section>
  );
}

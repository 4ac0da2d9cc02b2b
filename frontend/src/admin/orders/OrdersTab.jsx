import { useCallback, useId, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { ORDER_STATUSES } from '../../lib/serverFormConstants';
import DataTable from '../common/DataTable';
import PagedTable from '../common/PagedTable';
import StatusBadge from '../common/StatusBadge';
import { usePagedList } from '../common/usePagedList';
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
  const list = usePagedList(ORDERS_URL, ['status']);
  const { filters, setFilter } = list;
  const { run, pending } = useAction();
  const filterId = useId();
  const [detail, setDetail] = useState(null);
  const closeDetail = useCallback(() => setDetail(null), []);
  // The order waiting for the answer to "Cancel order #…?".
  const [canceling, setCanceling] = useState(null);
  const closeCancel = useCallback(() => setCanceling(null), []);

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

      <PagedTable
        list={list}
        loadingText="Loading orders..."
        emptyText="No orders found."
        what="orders"
        pagesLabel="Order pages"
        table={(orders) => (
          <DataTable
            name="orders"
            rows={orders}
            columns={[
              { label: 'Order', cell: (order) => `#${order.id}` },
              { label: 'Customer', cell: (order) => order.customerName },
              { label: 'Date', cell: (order) => formatDateTime(order.createdAt) },
              { label: 'Total', className: 'admin-num', cell: (order) => formatPrice(order.total) },
              { label: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
              {
                label: 'Actions',
                cell: (order) => (
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
                ),
              },
            ]}
          />
        )}
      />
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

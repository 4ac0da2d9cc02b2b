import ConfirmDialog from './ConfirmDialog';
import { cancelQuestion } from './orderStatus';

/**
 * Asked before an order is cancelled, from the orders list or by a "customer canceled" call: nothing
 * undoes a cancellation, so the question names the order and its customer. `order` is {id, customerName}
 * (null: closed). The answers say what they do, since "Cancel" would be ambiguous here.
 */
export default function CancelOrderDialog({ order, pending, onConfirm, onCancel }) {
  return (
    <ConfirmDialog
      open={Boolean(order)}
      title={order ? `Cancel order #${order.id}` : ''}
      message={order ? cancelQuestion(order) : ''}
      confirmLabel="Yes, cancel order"
      cancelLabel="No, keep it"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

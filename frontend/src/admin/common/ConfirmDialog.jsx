import Dialog from '../../components/Dialog';

/**
 * A yes/no question in the accessible modal: `cancelLabel` is the way back, `confirmLabel` the
 * destructive answer (name both after the action when "Cancel" would be ambiguous, e.g. cancelling an order).
 */
export default function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  pending = false,
}) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} className="admin-dialog--narrow">
      <p className="admin-confirm__message">{message}</p>
      <div className="admin-form__actions">
        <button type="button" className="admin-btn" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="admin-btn admin-btn--danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

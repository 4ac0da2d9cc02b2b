import Dialog from '../../components/Dialog';

/** A yes/no question in the accessible modal. */
export default function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, pending = false }) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} className="admin-dialog--narrow">
      <p className="admin-confirm__message">{message}</p>
      <div className="admin-form__actions">
        <button type="button" className="admin-btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="admin-btn admin-btn--danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

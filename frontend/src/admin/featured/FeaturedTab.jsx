import { useCallback, useState } from 'react';
import ConfirmDialog from '../common/ConfirmDialog';
import ListState from '../common/ListState';
import { PERMISSIONS, useAllowed } from '../common/staffMember';
import { useAction } from '../useAction';
import { activateFeatured, deleteFeatured, useFeaturedItems } from './api';
import FeaturedFormDialog from './FeaturedFormDialog';
import './featured.css';

export default function FeaturedTab() {
  const { data: items, error, isLoading } = useFeaturedItems();
  const { run, pending } = useAction();
  const allowed = useAllowed();
  // {kind: 'form' | 'delete', item}
  const [dialog, setDialog] = useState(null);
  const close = useCallback(() => setDialog(null), []);

  const change = async (id, mutation, args, success) => {
    const { ok } = await run(id, mutation, args, { success });
    return ok;
  };
  const activate = (item) =>
    change(`activate-${item.id}`, activateFeatured, [item.id], 'Featured item activated successfully');
  const remove = async () => {
    await change('delete', deleteFeatured, [dialog.item.id], 'Featured item deleted successfully');
    close();
  };

  return (
    <section aria-labelledby="featured-title">
      <div className="admin-section__header">
        <h2 id="featured-title">Featured Items Management</h2>
        {allowed(PERMISSIONS.addFeatured) && (
          <button
            type="button"
            className="admin-btn admin-btn--primary"
            onClick={() => setDialog({ kind: 'form', item: null })}
          >
            Add Featured Item
          </button>
        )}
      </div>

      <ListState
        error={error}
        loading={isLoading}
        empty={items && items.length === 0}
        loadingText="Loading featured items..."
        emptyText="No featured items yet. Create your first one!"
        what="featured items"
      />
      {items?.length > 0 && (
        <ul className="admin-cards">
          {items.map((item) => (
            <li key={item.id} className={`admin-card admin-featured ${item.isActive ? 'admin-featured--active' : ''}`}>
              <div className="admin-featured__head">
                <h3 className="admin-featured__title">{item.title}</h3>
                {item.isActive && <span className="admin-badge admin-badge--active">Active</span>}
              </div>
              <p className="admin-featured__subtitle">{item.subtitle}</p>
              <dl className="admin-featured__meta">
                <dt>Product</dt>
                <dd>{item.productName ?? `Product #${item.productId}`}</dd>
                <dt>Button</dt>
                <dd>
                  {item.buttonText} <span className="admin-muted">→ {item.buttonLink}</span>
                </dd>
              </dl>
              <div className="admin-actions">
                {!item.isActive && allowed(PERMISSIONS.changeFeatured) && (
                  <button
                    type="button"
                    className="admin-btn admin-btn--primary"
                    aria-label={`Activate ${item.title}`}
                    disabled={pending === `activate-${item.id}`}
                    onClick={() => activate(item)}
                  >
                    Activate
                  </button>
                )}
                {allowed(PERMISSIONS.changeFeatured) && (
                  <button
                    type="button"
                    className="admin-btn"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => setDialog({ kind: 'form', item })}
                  >
                    Edit
                  </button>
                )}
                {allowed(PERMISSIONS.deleteFeatured) && (
                  <button
                    type="button"
                    className="admin-btn admin-btn--danger-outline"
                    aria-label={`Delete ${item.title}`}
                    onClick={() => setDialog({ kind: 'delete', item })}
                  >
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <FeaturedFormDialog open={dialog?.kind === 'form'} item={dialog?.item} onSave={change} onClose={close} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete featured item"
        message={dialog?.kind === 'delete' ? `Delete the featured item "${dialog.item.title}"?` : ''}
        confirmLabel="Delete"
        pending={pending === 'delete'}
        onConfirm={remove}
        onCancel={close}
      />
    </section>
  );
}

import { formatPrice } from '../../lib/format';
import DataTable from '../common/DataTable';
import { PERMISSIONS, useAllowed } from '../common/staffMember';
import { truncate } from '../format';
import { smallestPicture } from '../../lib/pictureSources';

export const DESCRIPTION_PREVIEW_LENGTH = 50;

export default function ProductTable({ products, pending, onToggle, onAction, selection }) {
  const allowed = useAllowed();
  return (
    <DataTable
      name="products"
      rows={products}
      selection={selection}
      rowClassName={(product) => (product.isActive ? '' : 'admin-row--inactive')}
      columns={[
        { label: 'Product', cell: (product) => <ProductCell product={product} /> },
        {
          label: 'Category',
          cell: (product) => (
            <div>
              {product.category}
              {product.subcategory && <div className="admin-muted">{product.subcategory}</div>}
            </div>
          ),
        },
        {
          label: 'Price',
          className: 'admin-num',
          cell: (product) => (
            <div>
              {formatPrice(product.price)}
              {product.originalPrice && (
                <div className="admin-muted">
                  <span className="admin-sr-only">Original price </span>
                  <s>{formatPrice(product.originalPrice)}</s>
                </div>
              )}
            </div>
          ),
        },
        {
          label: 'Stock',
          className: (product) => `admin-num ${product.stock <= 0 ? 'admin-text--danger' : ''}`,
          cell: (product) => product.stock,
        },
        {
          label: 'Status',
          cell: (product) =>
            allowed(PERMISSIONS.changeProducts) ? (
              <button
                type="button"
                role="switch"
                aria-checked={product.isActive}
                aria-label={`${product.name} active`}
                className="admin-switch"
                disabled={pending === `toggle-${product.id}`}
                onClick={() => onToggle(product)}
              >
                <span className="admin-switch__track" aria-hidden="true" />
                {product.isActive ? 'Active' : 'Inactive'}
              </button>
            ) : (
              <span>{product.isActive ? 'Active' : 'Inactive'}</span>
            ),
        },
        {
          label: 'Actions',
          cell: (product) => <ProductActions product={product} onAction={onAction} allowed={allowed} />,
        },
      ]}
    />
  );
}

function ProductCell({ product }) {
  return (
    <div className="admin-product">
      <img className="admin-product__thumb" src={smallestPicture(product, product.imageUrl)} alt="" loading="lazy" />
      <div>
        <div className="admin-product__name">{product.name}</div>
        <div className="admin-muted">
          {product.brand} · {product.model}
        </div>
        <div className="admin-product__description">{truncate(product.description, DESCRIPTION_PREVIEW_LENGTH)}</div>
      </div>
    </div>
  );
}

/** The writes the member's roles allow: Edit, Images and 50% Off change a product, Delete removes it. */
function ProductActions({ product, onAction, allowed }) {
  const changes = allowed(PERMISSIONS.changeProducts);
  const deletes = allowed(PERMISSIONS.deleteProducts);
  if (!changes && !deletes) return <span className="admin-muted">View only</span>;
  return (
    <div className="admin-actions">
      {changes && (
        <>
          <button
            type="button"
            className="admin-btn"
            aria-label={`Edit ${product.name}`}
            onClick={() => onAction('form', product)}
          >
            Edit
          </button>
          <button
            type="button"
            className="admin-btn"
            aria-label={`Images of ${product.name}`}
            onClick={() => onAction('images', product)}
          >
            Images
          </button>
          <button
            type="button"
            className="admin-btn"
            disabled={Boolean(product.originalPrice)}
            title={product.originalPrice ? 'Already on sale' : undefined}
            aria-label={`50% Off ${product.name}`}
            onClick={() => onAction('discount', product)}
          >
            50% Off
          </button>
        </>
      )}
      {deletes && (
        <button
          type="button"
          className="admin-btn admin-btn--danger-outline"
          aria-label={`Delete ${product.name}`}
          onClick={() => onAction('delete', product)}
        >
          Delete
        </button>
      )}
    </div>
  );
}

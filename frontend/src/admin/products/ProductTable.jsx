import { formatPrice } from '../../lib/format';
import { truncate } from '../format';

export const DESCRIPTION_PREVIEW_LENGTH = 50;

export default function ProductTable({ products, pending, onToggle, onAction }) {
  return (
    <table className="admin-table admin-table--products">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Category</th>
          <th scope="col">Price</th>
          <th scope="col">Stock</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id} className={product.isActive ? '' : 'admin-row--inactive'}>
            <th scope="row" data-label="Product">
              <div className="admin-product">
                <img className="admin-product__thumb" src={product.imageUrl} alt="" loading="lazy" />
                <div>
                  <div className="admin-product__name">{product.name}</div>
                  <div className="admin-muted">
                    {product.brand} · {product.model}
                  </div>
                  <div className="admin-product__description">
                    {truncate(product.description, DESCRIPTION_PREVIEW_LENGTH)}
                  </div>
                </div>
              </div>
            </th>
            <td data-label="Category">
              <div>
                {product.category}
                {product.subcategory && <div className="admin-muted">{product.subcategory}</div>}
              </div>
            </td>
            <td data-label="Price" className="admin-num">
              <div>
                {formatPrice(product.price)}
                {product.originalPrice && (
                  <div className="admin-muted">
                    <span className="admin-sr-only">Original price </span>
                    <s>{formatPrice(product.originalPrice)}</s>
                  </div>
                )}
              </div>
            </td>
            <td data-label="Stock" className={`admin-num ${product.stock <= 0 ? 'admin-text--danger' : ''}`}>
              {product.stock}
            </td>
            <td data-label="Status">
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
            </td>
            <td data-label="Actions">
              <div className="admin-actions">
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
                <button
                  type="button"
                  className="admin-btn admin-btn--danger-outline"
                  aria-label={`Delete ${product.name}`}
                  onClick={() => onAction('delete', product)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

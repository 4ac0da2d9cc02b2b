import { useId } from 'react';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import ProductImage from '../../components/ProductImage';
import { COMPARE_SIZES, pictureSources } from '../../lib/pictureSources';
import Badge from '../../components/product/Badge';
import PriceTag from '../../components/product/PriceTag';
import { LOW_STOCK_DETAIL, isOutOfStock } from '../../lib/productRules';
import { productPath } from '../../lib/paths';
import { visibleRows } from './specRows';

function Availability({ product }) {
  if (isOutOfStock(product)) return <Badge tone="danger">Out of Stock</Badge>;
  if (product.stock <= LOW_STOCK_DETAIL) return <Badge tone="warning">Low Stock - Only {product.stock} left!</Badge>;
  return <Badge tone="success">In Stock</Badge>;
}

function Value({ value }) {
  if (value !== null) return value;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not listed</span>
    </>
  );
}

/**
 * The products side by side: a column per product (its header is the product), a row per attribute
 * (its header is the attribute). Rows whose values differ are marked by colour and by a "Differs" tag,
 * so the difference does not rest on colour alone. The table scrolls sideways inside its own region
 * on narrow screens, the attribute names staying in view.
 */
export default function CompareTable({ products, rows, onlyDifferences, onAdd, onRemove, regionRef }) {
  const captionId = useId();
  const shown = visibleRows(rows, onlyDifferences);
  const hiddenCount = rows.length - shown.length;
  return (
    <div className="compare-scroll" role="region" aria-labelledby={captionId} tabIndex={0} ref={regionRef}>
      <table className="compare-table" style={{ '--compare-columns': products.length }}>
        <caption id={captionId} className="visually-hidden">
          Comparison of {products.length} {products.length === 1 ? 'product' : 'products'}
          {onlyDifferences ? `, only rows that differ (${hiddenCount} equal rows hidden)` : ''}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {products.map((product) => (
              <th key={product.id} scope="col" className="compare-table__product">
                <ProductImage
                  src={product.imageUrl}
                  renditions={pictureSources(product, product.imageUrl)}
                  sizes={COMPARE_SIZES}
                  alt=""
                  size={120}
                  className="compare-table__image"
                />
                <Link to={productPath(product.id)} className="compare-table__name">
                  {product.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {products.map((product) => (
              <td key={product.id}>
                <PriceTag product={product} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Stock</th>
            {products.map((product) => (
              <td key={product.id}>
                <Availability product={product} />
              </td>
            ))}
          </tr>
          <tr className="compare-table__actions">
            <th scope="row">
              <span className="visually-hidden">Actions</span>
            </th>
            {products.map((product) => (
              <td key={product.id}>
                <div className="compare-table__buttons">
                  {/* Each name starts with the button's visible words and adds the product's name (the
                      column header shows it on screen). */}
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={isOutOfStock(product)}
                    aria-label={`${isOutOfStock(product) ? 'Out of Stock' : 'Add to Cart'} – ${product.name}`}
                    onClick={() => onAdd(product)}
                  >
                    <Icon name="cart" size={16} />
                    {isOutOfStock(product) ? 'Out of Stock' : 'Add to Cart'}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    aria-label={`Remove ${product.name} from comparison`}
                    onClick={() => onRemove(product)}
                  >
                    <Icon name="close" size={16} />
                    Remove
                  </button>
                </div>
              </td>
            ))}
          </tr>
          {shown.map((row) => (
            <tr key={row.key} className={row.differs ? 'compare-table__row--differs' : undefined}>
              <th scope="row">
                {row.name}
                {row.differs && <span className="compare-table__differs">Differs</span>}
              </th>
              {row.values.map((value, index) => (
                <td key={products[index].id}>
                  <Value value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

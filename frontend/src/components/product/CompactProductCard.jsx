import { Link } from 'react-router-dom';
import Icon from '../Icon';
import Badge from './Badge';
import PriceTag from './PriceTag';
import ProductImage from '../ProductImage';
import { COMPACT_CARD_SIZES, pictureSources } from '../../lib/pictureSources';
import { LOW_STOCK_COMPACT, isOnSale, isOutOfStock } from '../../lib/productRules';
import { productPath } from '../../lib/paths';

/** Carousel card: Low Stock at 5 or fewer, Out of Stock at 0 or less (add disabled). `eagerImage`: the card
 * is on the first screen. */
export default function CompactProductCard({ product, onAdd, eagerImage = false }) {
  const outOfStock = isOutOfStock(product);
  const lowStock = !outOfStock && product.stock <= LOW_STOCK_COMPACT;
  return (
    <article className="compact-card" aria-label={product.name}>
      <div className="compact-card__media">
        <ProductImage
          src={product.imageUrl}
          renditions={pictureSources(product, product.imageUrl)}
          sizes={COMPACT_CARD_SIZES}
          alt={product.name}
          eager={eagerImage}
        />
        <div className="product-card__badges">
          {isOnSale(product) && <Badge tone="sale">SALE!</Badge>}
          {lowStock && <Badge tone="warning">Low Stock</Badge>}
          {outOfStock && <Badge tone="danger">Out of Stock</Badge>}
        </div>
      </div>
      <div className="compact-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 className="compact-card__name">
          <Link to={productPath(product.id)} className="stretched-link">
            {product.name}
          </Link>
        </h3>
        <div className="product-card__footer">
          <PriceTag product={product} size="sm" />
          <button
            type="button"
            className="icon-button icon-button--primary above-link"
            onClick={() => onAdd(product)}
            disabled={outOfStock}
            aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
          >
            <Icon name="plus" size={18} />
          </button>
        </div>
      </div>
    </article>
  );
}

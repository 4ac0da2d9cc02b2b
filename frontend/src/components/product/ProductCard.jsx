import { Link } from 'react-router-dom';
import Icon from '../Icon';
import CompareToggle from '../CompareToggle';
import Badge from './Badge';
import CardColors from './CardColors';
import ImageCarousel from './ImageCarousel';
import PriceTag from './PriceTag';
import { isOnSale, isOutOfStock } from '../../lib/productRules';
import { productPath } from '../../lib/paths';

/** Grid card: the whole card links to the detail page; quick add only while in stock. `priority`: the page's first image. */
export default function ProductCard({ product, onAdd, priority = false }) {
  const outOfStock = isOutOfStock(product);
  return (
    <article className="product-card" aria-label={product.name}>
      <div className="product-card__media">
        <ImageCarousel product={product} priority={priority} />
        <div className="product-card__badges">
          {isOnSale(product) && <Badge tone="sale">SALE!</Badge>}
          {outOfStock && <Badge tone="danger">Out of Stock</Badge>}
        </div>
        <CompareToggle product={product} className="product-card__compare" />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        {/* Grid cards sit right under the page's h1 (category, search results). */}
        <h2 className="product-card__name">
          <Link to={productPath(product.id)} className="stretched-link">
            {product.name}
          </Link>
        </h2>
        <p className="product-card__description">{product.description}</p>
        <CardColors product={product} />
        <div className="product-card__footer">
          <PriceTag product={product} />
          {!outOfStock && (
            <button
              type="button"
              className="btn btn--primary btn--sm above-link"
              onClick={() => onAdd(product)}
              aria-label={`Add ${product.name} to cart`}
            >
              <Icon name="cart" size={16} />
              Add
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

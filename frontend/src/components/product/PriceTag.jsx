import { formatPrice } from '../../lib/format';
import { isOnSale } from '../../lib/productRules';

export default function PriceTag({ product, size = 'md' }) {
  return (
    <div className={`price-tag price-tag--${size}`}>
      <span className={`price-tag__price ${isOnSale(product) ? 'price-tag__price--sale' : ''}`}>
        {formatPrice(product.price)}
      </span>
      {isOnSale(product) && (
        <s className="price-tag__original">
          <span className="visually-hidden">Original price </span>
          {formatPrice(product.originalPrice)}
        </s>
      )}
    </div>
  );
}

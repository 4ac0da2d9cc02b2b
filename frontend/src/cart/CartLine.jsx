import { useId } from 'react';
import { Link } from 'react-router-dom';
import Icon from '../components/Icon';
import { formatPrice } from '../lib/format';
import { productPath } from '../lib/paths';
import { CART_LINE_SIZES, pictureSources } from '../lib/pictureSources';
import ProductImage from '../components/ProductImage';
import { useToast } from '../lib/useToast';
import { useCart } from '../lib/cart/CartContext';
import { isAtStockLimit, lineTotal } from '../lib/cart/cartRules';

const CART_IMAGE_SIZE = 72;

export default function CartLine({ line, product }) {
  const { lines, updateQuantity, removeItem, closePanel } = useCart();
  const toast = useToast();
  const limitId = useId();
  // The colour lines of a product share its stock: + stops when together they hold all of it, and says why.
  const atLimit = isAtStockLimit(lines, product);
  const setQuantity = (quantity) => {
    if (!updateQuantity(line, quantity, product.stock)) {
      toast({
        title: 'Cannot add item',
        description: `Only ${product.stock} of ${product.name} in stock.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="cart-line">
      <ProductImage
        className="cart-line__image"
        src={product.imageUrl}
        renditions={pictureSources(product, product.imageUrl)}
        sizes={CART_LINE_SIZES}
        alt={product.name}
        size={CART_IMAGE_SIZE}
      />
      <div className="cart-line__info">
        <Link to={productPath(product.id)} className="cart-line__name" onClick={closePanel}>
          {product.name}
        </Link>
        {line.selectedColor && <p className="cart-line__meta">Color: {line.selectedColor}</p>}
        <p className="cart-line__meta">{formatPrice(line.price)} each</p>
        <div className="cart-line__actions">
          <div className="stepper" role="group" aria-label={`Quantity of ${product.name}`}>
            <button type="button" onClick={() => setQuantity(line.quantity - 1)} aria-label="Decrease quantity">
              <Icon name="minus" size={16} />
            </button>
            <output aria-live="polite">{line.quantity}</output>
            <button
              type="button"
              onClick={() => setQuantity(line.quantity + 1)}
              disabled={atLimit}
              aria-label="Increase quantity"
              aria-describedby={atLimit ? limitId : undefined}
            >
              <Icon name="plus" size={16} />
            </button>
          </div>
          <button
            type="button"
            className="link-button"
            onClick={() => removeItem(line)}
            aria-label={`Remove ${product.name} from cart`}
          >
            <Icon name="trash" size={16} /> Remove
          </button>
        </div>
        {atLimit && (
          <p id={limitId} className="cart-line__limit">
            {product.stock > 0 ? `Only ${product.stock} in stock` : 'Out of stock'}
          </p>
        )}
      </div>
      <p className="cart-line__total">{formatPrice(lineTotal(line))}</p>
    </li>
  );
}

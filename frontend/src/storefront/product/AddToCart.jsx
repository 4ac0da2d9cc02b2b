import { useId, useRef, useState } from 'react';
import Icon from '../../components/Icon';
import { useCart } from '../../lib/cart/CartContext';
import { colorRequirement, isAtStockLimit } from '../../lib/cart/cartRules';
import { useAddToCart } from '../../lib/cart/useAddToCart';
import ColorSwatches from './ColorSwatches';
import { isOutOfStock } from '../../lib/productRules';

export const COLOR_ERROR = 'Please select a color';

/**
 * The detail page's colour swatches and Add to Cart. Pressing Add without a required colour marks the
 * swatches invalid (and shows the "Color Required" toast); once the cart holds all the stock, Add is disabled
 * and says so.
 */
export default function AddToCart({ product }) {
  const [color, setColor] = useState('');
  const [colorMissing, setColorMissing] = useState(false);
  const swatchesRef = useRef(null);
  const limitId = useId();
  const { lines } = useCart();
  const addToCart = useAddToCart('detail');
  const outOfStock = isOutOfStock(product);
  const atLimit = !outOfStock && isAtStockLimit(lines, product);

  const choose = (value) => {
    setColor(value);
    setColorMissing(false);
  };
  const add = () => {
    if (colorRequirement(product) && !color) {
      setColorMissing(true);
      swatchesRef.current?.querySelector('input')?.focus();
    }
    addToCart(product, color || undefined);
  };

  return (
    <>
      {product.colorOptions?.length > 0 && (
        <ColorSwatches
          ref={swatchesRef}
          product={product}
          value={color}
          onChange={choose}
          error={colorMissing ? COLOR_ERROR : null}
        />
      )}
      <button
        type="button"
        className="btn btn--primary btn--lg btn--block"
        disabled={outOfStock || atLimit}
        aria-describedby={atLimit ? limitId : undefined}
        onClick={add}
      >
        <Icon name="cart" size={20} />
        {outOfStock ? 'Out of Stock' : 'Add to Cart'}
      </button>
      {atLimit && (
        <p id={limitId} className="detail__limit">
          Only {product.stock} in stock, and your cart already holds {product.stock === 1 ? 'it' : 'all of them'}.
        </p>
      )}
    </>
  );
}

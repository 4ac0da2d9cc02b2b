import { colorRequirement } from '../../lib/cart/cartRules';
import { useCatalog } from '../../lib/catalog';
import { swatchHex } from '../../lib/colors';
import { cardColorLine } from '../../lib/productRules';

/** The grid card's colour line, with a dot per colour to choose from. */
export default function CardColors({ product }) {
  const catalog = useCatalog();
  const text = cardColorLine(product);
  if (!text) return null;
  const choices = colorRequirement(product) ? product.colorOptions : [];
  return (
    <p className="product-card__color">
      {choices.map((color) => (
        <span
          key={color}
          className="product-card__swatch"
          style={{ backgroundColor: swatchHex(color, product.category, catalog) }}
          aria-hidden="true"
        />
      ))}
      {text}
    </p>
  );
}

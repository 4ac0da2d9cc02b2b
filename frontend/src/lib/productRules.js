import { colorRequirement } from './cart/cartRules';

/** The product's images: the main one first, then the extra ones, without blanks or repeats. */
export function productImages(product) {
  return [...new Set([product.imageUrl, ...(product.imageUrls || [])].filter(Boolean))];
}

/** An index that cycles with wraparound in both directions. */
export function wrapIndex(index, count) {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export const LOW_STOCK_COMPACT = 5;
export const LOW_STOCK_DETAIL = 10;

export const isOutOfStock = (product) => product.stock <= 0;
export const isOnSale = (product) => product.originalPrice !== null && product.originalPrice !== undefined;

/**
 * The card's colour line. A product the shopper must pick a colour for (cart/cartRules colorRequirement)
 * lists its choices, so the card never names one colour that Add then refuses for want of a choice;
 * otherwise a smartphone's card shows its colour.
 */
export function cardColorLine(product) {
  if (colorRequirement(product)) return `Colors: ${product.colorOptions.join(', ')}`;
  if (product.category === 'Smartphones' && product.color) return `Color: ${product.color}`;
  return null;
}

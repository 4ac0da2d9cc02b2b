// The cart rules as pure functions. A line is
// { productId, quantity, price, selectedColor?, seatInfo? }; stock always comes from the live product.

export const CART_STORAGE_KEY = 'voltcart_cart';

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/** A line is kept only with a numeric productId, quantity and price, and a quantity above 0. */
export function isValidLine(line) {
  return (
    Boolean(line) && isNumber(line.productId) && isNumber(line.quantity) && isNumber(line.price) && line.quantity > 0
  );
}

export function sanitizeCart(lines) {
  return Array.isArray(lines) ? lines.filter(isValidLine) : [];
}

/** Reads the stored cart; a corrupt value is logged and removed. The server has no storage: an empty cart. */
export function loadCart(storage = globalThis.localStorage) {
  if (!storage) return [];
  const raw = storage.getItem(CART_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError('The stored cart is not a list');
    return sanitizeCart(parsed);
  } catch (error) {
    console.error('Removing a corrupt stored cart', error);
    storage.removeItem(CART_STORAGE_KEY);
    return [];
  }
}

export function saveCart(lines, storage = window.localStorage) {
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(sanitizeCart(lines)));
}

const colorOf = (color) => color || null;

/** Lines match on productId plus colour; a line without colour matches only lines without colour. */
export function isSameLine(line, productId, selectedColor) {
  return line.productId === productId && colorOf(line.selectedColor) === colorOf(selectedColor);
}

/** How many units of a product the cart holds, all its colour lines together (they share its stock). */
export function quantityInCart(lines, productId) {
  return lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether the cart already holds all of a product's stock, so no unit more can be added. */
export function isAtStockLimit(lines, product) {
  return quantityInCart(lines, product.id) >= product.stock;
}

/**
 * Adds one unit. Every colour is its own line, but all lines of a product share its stock:
 * the add fails once the product's quantity in the cart has reached the stock.
 * Returns { lines, added }.
 */
export function addItem(lines, product, selectedColor) {
  if (quantityInCart(lines, product.id) >= product.stock) return { lines, added: false };
  const existing = lines.find((line) => isSameLine(line, product.id, selectedColor));
  if (existing) {
    return {
      lines: lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line)),
      added: true,
    };
  }
  const line = { productId: product.id, quantity: 1, price: Number(product.price) };
  if (selectedColor) line.selectedColor = selectedColor;
  return { lines: [...lines, line], added: true };
}

/** 0 or less removes the line, more than the stock is refused, otherwise the quantity is set. */
export function updateQuantity(lines, productId, selectedColor, quantity, stock) {
  if (quantity <= 0) return { lines: removeItem(lines, productId, selectedColor), updated: true };
  const others = lines
    .filter((line) => line.productId === productId && !isSameLine(line, productId, selectedColor))
    .reduce((sum, line) => sum + line.quantity, 0);
  if (others + quantity > stock) return { lines, updated: false };
  return {
    lines: lines.map((line) => (isSameLine(line, productId, selectedColor) ? { ...line, quantity } : line)),
    updated: true,
  };
}

export function removeItem(lines, productId, selectedColor) {
  return lines.filter((line) => !isSameLine(line, productId, selectedColor));
}

export function clearCart() {
  return [];
}

/** Item count (sum of quantities) and total price (sum of quantity x price), summed in cents. */
export function cartTotals(lines) {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return { itemCount: lines.reduce((sum, line) => sum + line.quantity, 0), totalPrice: cents / 100 };
}

export function lineTotal(line) {
  return (Math.round(line.price * 100) * line.quantity) / 100;
}

/** The distinct product ids of the lines, sorted and joined by commas (the live products' key), '' when none. */
export function cartProductIds(lines) {
  return [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b).join(',');
}

/**
 * The lines the shopper sees, joined with their live products. `productsById` maps an id to its product, or to
 * null once the server said it is missing or inactive (such lines are hidden, not deleted); an id not asked yet
 * is absent. `lines`: every line not known to be missing (what the cart button counts); `items`: those whose
 * product is here, as [{line, product}] (what the cart panel and the checkout list). One source for both.
 */
export function visibleCart(lines, productsById = {}) {
  const shown = lines.filter((line) => productsById[line.productId] !== null);
  return {
    lines: shown,
    items: shown
      .filter((line) => productsById[line.productId])
      .map((line) => ({ line, product: productsById[line.productId] })),
  };
}

/** Takes each line's unit price from the live product; returns the same array when nothing changed. */
export function syncPrices(lines, productsById) {
  let changed = false;
  const next = lines.map((line) => {
    const product = productsById[line.productId];
    if (!product || Number(product.price) === line.price) return line;
    changed = true;
    return { ...line, price: Number(product.price) };
  });
  return changed ? next : lines;
}

/** A colour must be picked for a Smartphone, or a Tablet named iPad, that offers colour options. */
export function colorRequirement(product) {
  if (!product.colorOptions?.length) return null;
  if (product.category === 'Smartphones') return 'smartphone';
  if (product.category === 'Tablets' && /ipad/i.test(product.name)) return 'iPad';
  return null;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  addItem,
  cartProductIds,
  cartTotals,
  clearCart,
  colorRequirement,
  isAtStockLimit,
  isSameLine,
  lineTotal,
  loadCart,
  removeItem,
  sanitizeCart,
  saveCart,
  syncPrices,
  quantityInCart,
  updateQuantity,
  visibleCart,
} from './cartRules';

const phone = { id: 1, name: 'Pixel', price: '499.99', stock: 2, category: 'Smartphones', colorOptions: ['Bay'] };

describe('loading and saving', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the voltcart_cart key', () => {
    expect(CART_STORAGE_KEY).toBe('voltcart_cart');
  });

  it('returns an empty cart when nothing is stored', () => {
    expect(loadCart()).toEqual([]);
  });

  it('reads the stored lines back and drops invalid entries', () => {
    const good = { productId: 1, quantity: 2, price: 10 };
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        good,
        { productId: '2', quantity: 1, price: 5 },
        { productId: 3, quantity: 0, price: 5 },
        { productId: 4, quantity: -1, price: 5 },
        { productId: 5, price: 5 },
        { productId: 6, quantity: 1, price: 'x' },
        null,
      ]),
    );
    expect(loadCart()).toEqual([good]);
  });

  it('is empty without a storage, as on the server', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, quantity: 2, price: 10 }]));
    expect(loadCart(null)).toEqual([]);
  });

  it('logs and removes a corrupt stored value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadCart()).toEqual([]);
    expect(error).toHaveBeenCalled();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('treats a stored non-list as corrupt', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, '{"productId": 1}');
    expect(loadCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('filters every change before saving it', () => {
    saveCart([
      { productId: 1, quantity: 1, price: 2 },
      { productId: 2, quantity: 0, price: 2 },
    ]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([
      { productId: 1, quantity: 1, price: 2 },
    ]);
  });

  it('sanitizes anything that is not a list to an empty cart', () => {
    expect(sanitizeCart(undefined)).toEqual([]);
  });
});

describe('matching lines', () => {
  it('matches on product id plus colour; no colour matches only no colour', () => {
    expect(isSameLine({ productId: 1 }, 1, undefined)).toBe(true);
    expect(isSameLine({ productId: 1 }, 1, 'Bay')).toBe(false);
    expect(isSameLine({ productId: 1, selectedColor: 'Bay' }, 1, undefined)).toBe(false);
    expect(isSameLine({ productId: 1, selectedColor: 'Bay' }, 1, 'Bay')).toBe(true);
    expect(isSameLine({ productId: 2, selectedColor: 'Bay' }, 1, 'Bay')).toBe(false);
  });
});

describe('add', () => {
  it('adds a new line with quantity 1 and the numeric price', () => {
    const { lines, added } = addItem([], phone, 'Bay');
    expect(added).toBe(true);
    expect(lines).toEqual([{ productId: 1, quantity: 1, price: 499.99, selectedColor: 'Bay' }]);
  });

  it('omits the colour when none was picked', () => {
    expect(addItem([], { ...phone, category: 'Audio' }).lines[0]).not.toHaveProperty('selectedColor');
  });

  it('raises the quantity of the matching line while below the stock, then fails', () => {
    let result = addItem([], phone);
    result = addItem(result.lines, phone);
    expect(result).toEqual({ lines: [{ productId: 1, quantity: 2, price: 499.99 }], added: true });
    const refused = addItem(result.lines, phone);
    expect(refused.added).toBe(false);
    expect(refused.lines).toBe(result.lines);
  });

  it('keeps each colour on its own line, all sharing the stock', () => {
    let result = addItem([], phone, 'Bay');
    result = addItem(result.lines, phone, 'Obsidian');
    expect(result.lines.map((line) => line.selectedColor)).toEqual(['Bay', 'Obsidian']);
    expect(addItem(result.lines, phone, 'Porcelain').added).toBe(false);
  });

  it('refuses a product without stock', () => {
    expect(addItem([], { ...phone, stock: 0 }).added).toBe(false);
  });
});

describe('update, remove, clear', () => {
  const lines = [
    { productId: 1, quantity: 1, price: 10, selectedColor: 'Bay' },
    { productId: 1, quantity: 1, price: 10 },
  ];

  it('sets the quantity of the matching line', () => {
    const result = updateQuantity(lines, 1, 'Bay', 3, 5);
    expect(result.updated).toBe(true);
    expect(result.lines).toEqual([{ ...lines[0], quantity: 3 }, lines[1]]);
  });

  it('removes the line at 0 or less', () => {
    expect(updateQuantity(lines, 1, 'Bay', 0, 5).lines).toEqual([lines[1]]);
    expect(updateQuantity(lines, 1, undefined, -2, 5).lines).toEqual([lines[0]]);
  });

  it('refuses more than the stock', () => {
    expect(updateQuantity(lines, 1, 'Bay', 6, 6)).toEqual({ lines, updated: false });
    expect(updateQuantity(lines, 1, 'Bay', 5, 6).updated).toBe(true);
  });

  it('removes only the line with that colour', () => {
    expect(removeItem(lines, 1, undefined)).toEqual([lines[0]]);
  });

  it('clears the cart', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('totals and prices', () => {
  it('sums quantities and quantity x price without float drift', () => {
    const lines = [
      { productId: 1, quantity: 3, price: 0.1 },
      { productId: 2, quantity: 2, price: 1299.99 },
    ];
    expect(cartTotals(lines)).toEqual({ itemCount: 5, totalPrice: 2600.28 });
    expect(cartTotals([])).toEqual({ itemCount: 0, totalPrice: 0 });
    expect(lineTotal(lines[0])).toBe(0.3);
  });

  it('takes the live prices, keeping the same array when nothing changed', () => {
    const lines = [{ productId: 1, quantity: 1, price: 10 }];
    expect(syncPrices(lines, { 1: { id: 1, price: '10.00' } })).toBe(lines);
    expect(syncPrices(lines, { 1: { id: 1, price: '12.50' } })).toEqual([{ productId: 1, quantity: 1, price: 12.5 }]);
    expect(syncPrices(lines, {})).toBe(lines);
  });
});

describe('colour requirement', () => {
  it('applies to smartphones and iPads with colour options', () => {
    expect(colorRequirement(phone)).toBe('smartphone');
    expect(colorRequirement({ category: 'Tablets', name: 'Apple iPad Air', colorOptions: ['Blue'] })).toBe('iPad');
    expect(colorRequirement({ category: 'Tablets', name: 'Galaxy Tab', colorOptions: ['Blue'] })).toBeNull();
    expect(colorRequirement({ ...phone, colorOptions: [] })).toBeNull();
    expect(colorRequirement({ category: 'Laptops', name: 'MacBook', colorOptions: ['Silver'] })).toBeNull();
  });
});

describe('stock limit', () => {
  const lines = [
    { productId: 1, quantity: 1, price: 1, selectedColor: 'Bay' },
    { productId: 1, quantity: 1, price: 1, selectedColor: 'Sky' },
    { productId: 2, quantity: 5, price: 1 },
  ];

  it('counts every colour line of a product against its one stock', () => {
    expect(quantityInCart(lines, 1)).toBe(2);
    expect(isAtStockLimit(lines, phone)).toBe(true);
    expect(isAtStockLimit(lines, { ...phone, stock: 3 })).toBe(false);
    expect(isAtStockLimit([], { ...phone, stock: 0 })).toBe(true);
  });
});

describe('the visible cart (one source for the badge, the panel and the checkout)', () => {
  const lines = [
    { productId: 3, quantity: 1, price: 1 },
    { productId: 1, quantity: 2, price: 1 },
    { productId: 9, quantity: 3, price: 1 },
  ];

  it('keys the live products on the sorted distinct ids', () => {
    expect(cartProductIds([...lines, { productId: 1, quantity: 1, price: 1, selectedColor: 'Bay' }])).toBe('1,3,9');
    expect(cartProductIds([])).toBe('');
  });

  it('hides lines whose product the server says is missing, and counts lines not asked about yet', () => {
    const speaker = { id: 1, name: 'Speaker' };
    const { lines: shown, items } = visibleCart(lines, { 1: speaker, 9: null });
    expect(shown.map((line) => line.productId)).toEqual([3, 1]);
    expect(cartTotals(shown).itemCount).toBe(3);
    expect(items).toEqual([{ line: lines[1], product: speaker }]);
    expect(visibleCart(lines).lines).toEqual(lines);
    expect(visibleCart(lines).items).toEqual([]);
  });
});

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLiveProducts } from '../catalog';
import { useHydrated } from '../useHydrated';
import * as rules from './cartRules';

const CartContext = createContext(null);
const NO_LINES = [];

export function useCart() {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}

/**
 * Holds the cart lines (persisted under voltcart_cart), their live products, and whether the cart panel or
 * checkout is open. The button's count, the panel and the checkout all read `visibleCart`, so they agree
 * about lines whose product is gone.
 */
export function CartProvider({ children }) {
  const [storedLines, setLines] = useState(() => rules.loadCart());
  // The server's HTML shows an empty cart (it cannot read the browser's storage) and hydration must render the
  // same; the stored lines show right after, as a transition: a change of the cart's value reaches the sections
  // still waiting to be hydrated (components/LazyHydrate.jsx), which React then hydrates first, in slices, where
  // the render that follows hydration would have rendered them anew in one long task. An empty stored cart keeps
  // NO_LINES: the cart's value does not change and nothing that reads it renders again (decision
  // 0035). Changes always start from the stored lines.
  const hydrated = useHydrated(); // false while hydrating, true in a render that is not a hydration
  const [showStored, setShowStored] = useState(hydrated);
  useEffect(() => {
    if (!showStored) startTransition(() => setShowStored(true));
  }, [showStored]);
  const lines = showStored && storedLines.length > 0 ? storedLines : NO_LINES;
  const [panelOpen, setPanelOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);

  // Saved in the commit that shows a change, so the stored cart never lags the screen. Not on mount: the lines
  // just read need no writing back, and a write then could undo a cart another tab saved meanwhile.
  const savedLines = useRef(storedLines);
  useLayoutEffect(() => {
    if (storedLines === savedLines.current) return;
    savedLines.current = storedLines;
    rules.saveCart(storedLines);
  }, [storedLines]);

  const ids = rules.cartProductIds(lines);
  const {
    data: productsById,
    error: productsError,
    mutate: revalidateProducts,
  } = useLiveProducts(ids, {
    keepPreviousData: true,
    // Stored prices follow the live ones.
    onSuccess: (answer) => setLines((current) => rules.syncPrices(current, answer)),
  });
  const visible = useMemo(() => rules.visibleCart(lines, productsById), [lines, productsById]);

  // Another tab changed the cart: follow it.
  useEffect(() => {
    const onStorage = (event) => {
      if (event.key === rules.CART_STORAGE_KEY) setLines(rules.loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const addItem = useCallback(
    (product, selectedColor) => {
      const result = rules.addItem(storedLines, product, selectedColor);
      if (result.added) setLines(result.lines);
      return result.added;
    },
    [storedLines],
  );
  const updateQuantity = useCallback(
    (line, quantity, stock) => {
      const result = rules.updateQuantity(storedLines, line.productId, line.selectedColor, quantity, stock);
      if (result.updated) setLines(result.lines);
      return result.updated;
    },
    [storedLines],
  );
  const removeItem = useCallback(
    (line) => setLines((current) => rules.removeItem(current, line.productId, line.selectedColor)),
    [],
  );
  const clear = useCallback(() => setLines(rules.clearCart()), []);

  const openPanel = useCallback(() => setPanelOpen(true), []);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const openCheckout = useCallback(() => {
    setPanelOpen(false);
    setCheckoutOpen(true);
  }, []);
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);

  const value = useMemo(
    () => ({
      lines,
      ...rules.cartTotals(visible.lines),
      items: visible.items,
      productsLoaded: Boolean(productsById) || !ids,
      productsError,
      revalidateProducts,
      addItem,
      updateQuantity,
      removeItem,
      clear,
      panelOpen,
      openPanel,
      closePanel,
      checkoutOpen,
      openCheckout,
      closeCheckout,
    }),
    [
      lines,
      visible,
      productsById,
      ids,
      productsError,
      revalidateProducts,
      addItem,
      updateQuantity,
      removeItem,
      clear,
      panelOpen,
      openPanel,
      closePanel,
      checkoutOpen,
      openCheckout,
      closeCheckout,
    ],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

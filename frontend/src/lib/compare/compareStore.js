// The comparison selection: one small store over localStorage (survives a reload, follows other tabs)
// read with useSyncExternalStore, so cards, the detail page, the tray and the compare page need no
// provider around them. The rules are compareRules.js.
import { useCallback, useSyncExternalStore } from 'react';
import { useToast } from '../useToast';
import { COMPARE_STORAGE_KEY, parseSelection, refusalMessage, removeProducts, toggleProduct } from './compareRules';

const EMPTY = [];
const listeners = new Set();
// The parsed selection of the stored text it came from: a snapshot must stay the same object until
// the text changes, and a storage that refuses access (private modes) leaves this copy in memory.
let snapshot = { raw: null, selection: EMPTY };

function storedText() {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return snapshot.raw;
  }
}

export function readSelection() {
  const raw = storedText();
  if (raw !== snapshot.raw) snapshot = { raw, selection: parseSelection(raw) };
  return snapshot.selection;
}

function writeSelection(selection) {
  const raw = JSON.stringify(selection);
  snapshot = { raw, selection };
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, raw);
  } catch {
    // Storage full or blocked: the comparison still works until the page is left.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener) {
  listeners.add(listener);
  const onStorage = (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The selected products' entries ({id, name, category, imageUrl}), oldest first. */
export function useCompareSelection() {
  return useSyncExternalStore(subscribe, readSelection, () => EMPTY);
}

/**
 * The selection and its actions. toggle(product) adds or removes it and answers whether it changed;
 * a refused product (another category, or the selection is full) gets a toast saying why.
 */
export function useCompare() {
  const selection = useCompareSelection();
  const toast = useToast();
  const toggle = useCallback(
    (product) => {
      const current = readSelection();
      const result = toggleProduct(current, product);
      if (result.change === 'refused') {
        toast(refusalMessage(result.reason, product, current));
        return false;
      }
      writeSelection(result.selection);
      return true;
    },
    [toast],
  );
  const remove = useCallback((ids) => {
    const current = readSelection();
    const next = removeProducts(current, ids);
    if (next.length !== current.length) writeSelection(next);
  }, []);
  const clear = useCallback(() => writeSelection(EMPTY), []);
  const isCompared = useCallback((id) => selection.some((entry) => entry.id === id), [selection]);
  return { selection, toggle, remove, clear, isCompared };
}

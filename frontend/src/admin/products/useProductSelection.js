// Which products of the staff list are selected for a bulk action (the rules are in bulkActions.js).
import { useCallback, useMemo, useState } from 'react';
import { isSelected, NOTHING_SELECTED, pageState, selectMatching, toggleProduct, togglePage } from './bulkActions';

/**
 * `products`: the page shown; `list`: usePagedList's answer ({filters, data: {count, countCapped}}). A change of
 * filter clears the selection (what was picked may no longer be shown); a change of page keeps it.
 * Answers {selection, count, capped, pageIds, table (DataTable's `selection`), selectAllMatching, clear}.
 */
export function useProductSelection(products, list) {
  const [selection, setSelection] = useState(NOTHING_SELECTED);
  const filterKey = JSON.stringify(list.filters);
  const [selectedUnder, setSelectedUnder] = useState(filterKey);
  if (selectedUnder !== filterKey) {
    setSelectedUnder(filterKey);
    setSelection(NOTHING_SELECTED);
  }

  const pageIds = useMemo(() => products.map((product) => product.id), [products]);
  const count = list.data?.count ?? 0;
  const capped = Boolean(list.data?.countCapped);
  const clear = useCallback(() => setSelection(NOTHING_SELECTED), []);
  const selectAllMatching = () => setSelection(selectMatching(list.filters, count, capped));

  const table = {
    isSelected: (product) => isSelected(selection, product.id),
    onToggle: (product) => setSelection((current) => toggleProduct(current, product.id, pageIds)),
    rowLabel: (product) => `Select ${product.name}`,
    page: pageState(selection, pageIds),
    onTogglePage: () => setSelection((current) => togglePage(current, pageIds)),
    pageLabel: 'Select every product on this page',
  };
  return { selection, count, capped, pageIds, table, selectAllMatching, clear };
}

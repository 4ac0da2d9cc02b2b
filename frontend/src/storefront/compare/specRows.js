// The compare table's attribute rows (pure; unit-tested): brand, model and every specification key of
// the compared products, each with one value per product and whether the values differ.

const FIXED_ATTRIBUTES = [
  ['product:brand', 'Brand', (product) => product.brand],
  ['product:model', 'Model', (product) => product.model],
];

const present = (value) => value !== null && value !== undefined && String(value).trim() !== '';

/** A value as the comparison sees it: "256 GB" and " 256  gb" are the same; blank is missing (null). */
export function comparable(value) {
  return present(value) ? String(value).trim().replace(/\s+/g, ' ').toLowerCase() : null;
}

/** Whether the values differ; a missing value differs from a present one; one product never differs. */
export function valuesDiffer(values) {
  const seen = values.map(comparable);
  return seen.some((value) => value !== seen[0]);
}

/**
 * The rows of `products`: Brand, Model, then the union of their specification keys in the order they
 * first appear (the first product's order, then keys only later ones have). A key is matched exactly.
 * Each row is {key, name, values: [text or null per product], differs}; `key` is unique even when a
 * specification is called "Brand".
 */
export function attributeRows(products) {
  const keys = [];
  products.forEach((product) => {
    Object.keys(product.specifications ?? {}).forEach((key) => {
      if (!keys.includes(key)) keys.push(key);
    });
  });
  const specRows = keys.map((key) => [`spec:${key}`, key, (product) => product.specifications?.[key]]);
  return [...FIXED_ATTRIBUTES, ...specRows]
    .map(([key, name, read]) => {
      const values = products.map((product) => (present(read(product)) ? String(read(product)).trim() : null));
      return { key, name, values, differs: valuesDiffer(values) };
    })
    .filter((row) => row.values.some((value) => value !== null));
}

/** The rows on screen: all of them, or only those whose values differ. */
export function visibleRows(rows, onlyDifferences) {
  return onlyDifferences ? rows.filter((row) => row.differs) : rows;
}

import { useCallback, useEffect, useId, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { useCatalog } from '../../lib/catalog';
import { MAX_STOCK } from '../../lib/serverFormConstants';
import { useSiteSettings } from '../../lib/siteSettings';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import DataTable from '../common/DataTable';
import PagedTable from '../common/PagedTable';
import { usePagedList } from '../common/usePagedList';
import { LOW_STOCK_URL, lowStockCsvUrl } from '../common/productsApi';
import ProductFormDialog from './ProductFormDialog';
import './products.css';

/** A threshold as typed ("007" -> "7"): a whole number from 0 to 1,000,000, else null. Pure; unit-tested. */
export function parseThreshold(text) {
  const value = text.trim();
  return /^\d{1,7}$/.test(value) && Number(value) <= MAX_STOCK ? String(Number(value)) : null;
}

/** Active products with stock at or under a threshold, lowest first; edit one to restock it. */
export default function LowStockTab() {
  // The server's default (its setting), always sent, so the table and the CSV agree.
  const { lowStockThreshold } = useSiteSettings();
  const list = usePagedList(LOW_STOCK_URL, ['threshold'], { threshold: String(lowStockThreshold) });
  const { setFilter } = list;
  const current = list.filters.threshold;
  const { categories } = useCatalog();
  const fieldId = useId();
  const [typed, setTyped] = useState(current);
  const threshold = parseThreshold(useDebouncedValue(typed));
  const invalid = parseThreshold(typed) === null;
  useEffect(() => {
    if (threshold !== null && threshold !== current) setFilter('threshold', threshold);
  }, [threshold, current, setFilter]);

  const [editing, setEditing] = useState(null);
  const close = useCallback(() => setEditing(null), []);

  return (
    <section aria-labelledby="low-stock-title">
      <div className="admin-section__header">
        <div>
          <h2 id="low-stock-title">Low Stock Report</h2>
          <p className="admin-muted admin-section__lead">
            Active products at or under the threshold, lowest stock first.
          </p>
        </div>
        <div className="admin-toolbar">
          <div className="admin-toolbar__field admin-toolbar__field--narrow">
            <label htmlFor={`${fieldId}-threshold`}>Stock at or under</label>
            <input
              id={`${fieldId}-threshold`}
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              value={typed}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${fieldId}-error` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            {invalid && (
              <p id={`${fieldId}-error`} className="admin-field__error">
                Enter a whole number of 0 or more.
              </p>
            )}
          </div>
          <a className="admin-btn" href={lowStockCsvUrl(current)} download>
            Download CSV
          </a>
        </div>
      </div>

      <PagedTable
        list={list}
        loadingText="Loading the report..."
        emptyText={`No active product has ${current} or fewer units.`}
        what="the low-stock report"
        pagesLabel="Low stock pages"
        table={(products) => (
          <DataTable
            name="low-stock"
            rows={products}
            columns={[
              {
                label: 'Product',
                cell: (product) => (
                  <>
                    <div className="admin-product__name">{product.name}</div>
                    <div className="admin-muted">
                      {product.brand} · {product.model}
                    </div>
                  </>
                ),
              },
              { label: 'Category', cell: (product) => product.category },
              {
                label: 'Stock',
                className: 'admin-num',
                cell: (product) =>
                  product.stock <= 0 ? <span className="admin-text--danger">0 · Out of stock</span> : product.stock,
              },
              { label: 'Price', className: 'admin-num', cell: (product) => formatPrice(product.price) },
              {
                label: 'Actions',
                cell: (product) => (
                  <button
                    type="button"
                    className="admin-btn"
                    aria-label={`Edit ${product.name}`}
                    onClick={() => setEditing(product)}
                  >
                    Edit
                  </button>
                ),
              },
            ]}
          />
        )}
      />
      <ProductFormDialog open={Boolean(editing)} product={editing} categories={categories} onClose={close} />
    </section>
  );
}

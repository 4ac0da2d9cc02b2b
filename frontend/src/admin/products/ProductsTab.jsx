import { useCallback, useEffect, useId, useState } from 'react';
import { useCatalog } from '../../lib/catalog';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import ConfirmDialog from '../common/ConfirmDialog';
import { PERMISSIONS, useAllowed } from '../common/staffMember';
import PagedTable from '../common/PagedTable';
import { usePagedList } from '../common/usePagedList';
import { useAction } from '../useAction';
import {
  deleteProduct,
  discountProduct,
  productsExportUrl,
  STAFF_PRODUCTS_URL,
  updateProduct,
} from '../common/productsApi';
import BulkActionBar from './BulkActionBar';
import { BULK_ACTIONS } from './bulkActions';
import ProductFormDialog from './ProductFormDialog';
import ProductImagesDialog from './ProductImagesDialog';
import ProductImportDialog from './ProductImportDialog';
import ProductTable from './ProductTable';
import { toggleActivePayload } from './productForm';
import { useProductSelection } from './useProductSelection';
import './products.css';

// Confirmed actions: the write, the confirmation's texts and the toasts.
const CONFIRMED = {
  delete: {
    title: 'Delete product',
    message: () => 'Are you sure you want to delete this product?',
    confirmLabel: 'Delete',
    mutation: deleteProduct,
    success: 'Product deleted successfully',
    failure: 'Failed to delete product',
  },
  discount: {
    title: 'Apply discount',
    message: (product) => `Apply 50% discount to "${product.name}"?`,
    confirmLabel: 'Apply 50% discount',
    mutation: discountProduct,
    success: '50% discount applied successfully',
    failure: 'Failed to apply discount',
  },
};

export default function ProductsTab() {
  const list = usePagedList(STAFF_PRODUCTS_URL, ['search', 'category']);
  const { setFilter } = list;
  const { categories } = useCatalog();
  const { run, pending } = useAction();
  const allowed = useAllowed();

  const fieldId = useId();
  const [search, setSearch] = useState(list.filters.search);
  const debouncedSearch = useDebouncedValue(search.trim());
  const currentSearch = list.filters.search;
  useEffect(() => {
    if (debouncedSearch !== currentSearch) setFilter('search', debouncedSearch);
  }, [debouncedSearch, currentSearch, setFilter]);

  // Which dialog is open: {kind: 'form' | 'images' | 'import' | 'delete' | 'discount', product}.
  const [dialog, setDialog] = useState(null);
  const close = useCallback(() => setDialog(null), []);
  const open = useCallback((kind, product = null) => setDialog({ kind, product }), []);

  const toggleActive = async (product) => {
    await run(`toggle-${product.id}`, updateProduct, [product.id, toggleActivePayload(product)], {
      success: 'Product updated successfully',
      failure: 'Failed to update product',
    });
  };

  const confirm = async () => {
    const action = CONFIRMED[dialog.kind];
    await run('confirm', action.mutation, [dialog.product.id], action);
    close();
  };

  const products = list.data?.results ?? [];
  const bulk = useProductSelection(products, list);
  // Bulk changes need a product's change permission, and delete its delete permission (staff roles).
  const bulkActions = allowed(PERMISSIONS.changeProducts)
    ? BULK_ACTIONS.filter((option) => option.value !== 'delete' || allowed(PERMISSIONS.deleteProducts))
    : [];
  const confirming = dialog && CONFIRMED[dialog.kind];
  return (
    <section aria-labelledby="products-title">
      <div className="admin-section__header">
        <h2 id="products-title">Product Management</h2>
        <div className="admin-section__actions">
          <a className="admin-btn" href={productsExportUrl(list.filters)} download>
            Export CSV
          </a>
          {allowed(PERMISSIONS.addProducts, PERMISSIONS.changeProducts) && (
            <button type="button" className="admin-btn" onClick={() => open('import')}>
              Import CSV
            </button>
          )}
          {allowed(PERMISSIONS.addProducts) && (
            <button type="button" className="admin-btn admin-btn--primary" onClick={() => open('form')}>
              Add Product
            </button>
          )}
        </div>
      </div>

      <div className="admin-toolbar" role="search">
        <div className="admin-toolbar__field admin-toolbar__field--grow">
          <label htmlFor={`${fieldId}-search`}>Search products</label>
          <input
            id={`${fieldId}-search`}
            type="search"
            value={search}
            placeholder="Name, brand, model…"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="admin-toolbar__field">
          <label htmlFor={`${fieldId}-category`}>Category</label>
          <select
            id={`${fieldId}-category`}
            value={list.filters.category}
            onChange={(event) => setFilter('category', event.target.value)}
          >
            <option value="">All Categories</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <PagedTable
        list={list}
        loadingText="Loading products..."
        emptyText="No products found."
        what="products"
        pagesLabel="Product pages"
        table={(rows) => (
          <ProductTable
            products={rows}
            pending={pending}
            onToggle={toggleActive}
            onAction={open}
            selection={bulkActions.length > 0 ? bulk.table : undefined}
          />
        )}
      >
        {bulkActions.length > 0 && <BulkActionBar bulk={bulk} actions={bulkActions} />}
      </PagedTable>

      <ProductFormDialog
        open={dialog?.kind === 'form'}
        product={dialog?.product}
        categories={categories}
        onClose={close}
      />
      <ProductImagesDialog product={dialog?.kind === 'images' ? dialog.product : null} onClose={close} />
      <ProductImportDialog open={dialog?.kind === 'import'} onClose={close} />
      <ConfirmDialog
        open={Boolean(confirming)}
        title={confirming?.title}
        message={confirming?.message(dialog.product)}
        confirmLabel={confirming?.confirmLabel}
        pending={pending === 'confirm'}
        onConfirm={confirm}
        onCancel={close}
      />
    </section>
  );
}

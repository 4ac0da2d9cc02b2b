import { useId, useState } from 'react';
import FormField from '../../components/FormField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useStaffProducts } from '../common/productsApi';

const PICKER_LIMIT = 50;

/**
 * The product select ('name - brand'), narrowed by a server-side search so it stays usable with
 * thousands of products. The edited item's product stays selectable while it is not in the results.
 */
export default function ProductPicker({ name, current }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const { data, isLoading } = useStaffProducts({ search: query, limit: PICKER_LIMIT }, { keepPreviousData: true });
  const products = data?.results ?? [];
  const keepCurrent = current && !products.some((product) => product.id === current.productId);
  const more = data && data.count > products.length;

  return (
    <div className="admin-picker">
      <div className="admin-field">
        <label htmlFor={searchId}>Find a product</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Search by name, brand or model"
          onChange={(event) => setSearch(event.target.value)}
          // Enter searches as you type already; it must not submit the featured item form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </div>
      <FormField
        name={name}
        label="Product"
        as="select"
        hint={more ? `Showing ${products.length} of ${data.count}; search to narrow.` : undefined}
      >
        <option value="">{isLoading ? 'Loading products...' : 'Select a product'}</option>
        {keepCurrent && (
          <option value={String(current.productId)}>{current.productName ?? `Product #${current.productId}`}</option>
        )}
        {products.map((product) => (
          <option key={product.id} value={String(product.id)}>
            {product.name} - {product.brand}
          </option>
        ))}
      </FormField>
    </div>
  );
}

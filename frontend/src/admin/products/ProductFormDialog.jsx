import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import Dialog from '../../components/Dialog';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { formErrorsFromServer } from '../../lib/serverErrors';
import CheckboxField from '../common/CheckboxField';
import ImageDropZone from '../common/ImageDropZone';
import { HistorySection } from '../common/HistoryList';
import { useAction } from '../useAction';
import { createProduct, updateProduct, useProductHistory } from '../common/productsApi';
import { editPayload, formValuesToPayload, productSchemaFor, productToFormValues } from './productForm';
import SpecificationRows from './SpecificationRows';

const MESSAGES = {
  create: { success: 'Product created successfully', failure: 'Failed to create product' },
  update: { success: 'Product updated successfully', failure: 'Failed to update product' },
};

/** Create (no `product`) or edit a product. */
export default function ProductFormDialog({ open, product, categories, onClose }) {
  return (
    <Dialog
      open={open}
      title={product ? 'Edit Product' : 'Add Product'}
      onClose={onClose}
      className="admin-dialog--wide"
    >
      <ProductForm product={product} categories={categories} onClose={onClose} />
      {product && <ProductHistory product={product} />}
    </Dialog>
  );
}

function ProductForm({ product, categories, onClose }) {
  const { run } = useAction();
  const schema = useMemo(() => productSchemaFor(categories), [categories]);

  const submit = async (values, { setErrors, setTouched }) => {
    const { ok, error } = product
      ? await run('save', updateProduct, [product.id, editPayload(values, product)], MESSAGES.update)
      : await run('save', createProduct, [formValuesToPayload(values)], MESSAGES.create);
    if (ok) {
      onClose();
      return;
    }
    // The server's field messages go under their fields too.
    const fieldErrors = formErrorsFromServer(error.body?.errors, Object.keys(values));
    setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])), false);
    setErrors(fieldErrors);
  };

  return (
    <Formik initialValues={productToFormValues(product)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="admin-form admin-form--grid">
          <FocusFirstError />
          <FormField name="name" label="Name" className="admin-span-2" />
          <FormField name="brand" label="Brand" />
          <FormField name="model" label="Model" />
          <FormField name="description" label="Description" as="textarea" rows={3} className="admin-span-2" />
          <FormField name="price" label="Price ($)" inputMode="decimal" />
          <FormField
            name="originalPrice"
            label="Original price ($)"
            inputMode="decimal"
            hint="Only while on sale; clear it to end the sale."
          />
          <FormField name="category" label="Category" as="select">
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.name}>
                {category.name}
              </option>
            ))}
          </FormField>
          <FormField name="subcategory" label="Subcategory" />
          <FormField name="stock" label="Stock" type="number" min="0" step="1" />
          <FormField name="color" label="Color" />
          <FormField
            name="colorOptions"
            label="Color options"
            hint="Comma-separated, e.g. Black, Silver, Blue"
            className="admin-span-2"
          />
          <FormField
            name="features"
            label="Features"
            as="textarea"
            rows={2}
            hint="Comma-separated, e.g. 5G, OLED display, 48 MP camera"
            className="admin-span-2"
          />
          <FormField
            name="imageUrl"
            label="Main image URL"
            placeholder="/static/products/... or https://..."
            className="admin-span-2"
          />
          <MainImageUpload />
          <div className="admin-span-2">
            <SpecificationRows />
          </div>
          <CheckboxField name="isActive" label="Active (shown in the shop)" />
          <div className="admin-form__actions admin-span-2">
            <button type="button" className="admin-btn" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** An uploaded photo fills the main image URL (still a required field, checked as typed URLs are). */
function MainImageUpload() {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const fill = async ({ url }) => {
    await setFieldValue('imageUrl', url);
    setFieldTouched('imageUrl', true);
  };
  return <ImageDropZone className="admin-span-2" label="Upload the main image" onUploaded={fill} />;
}

/** Staff changes to the price, original price, stock and active flag, newest first. */
function ProductHistory({ product }) {
  const { data, error, isLoading } = useProductHistory(product.id);
  return (
    <HistorySection
      scope="Staff changes to the price, original price, stock and active flag; sales are not listed."
      entries={data}
      error={error}
      loading={isLoading}
      emptyText="No price, stock or status changes yet."
    />
  );
}

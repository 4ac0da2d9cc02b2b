import { Form, Formik } from 'formik';
import Dialog from '../../components/Dialog';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import CheckboxField from '../common/CheckboxField';
import { createFeatured, updateFeatured } from './api';
import { featuredSchema, featuredToFormValues, formValuesToFeatured } from './featuredForm';
import ProductPicker from './ProductPicker';

/**
 * Create (no `item`) or edit a featured item. `onSave(id, mutation, args, successText)` runs the write
 * and resolves true on success.
 */
export default function FeaturedFormDialog({ open, item, onSave, onClose }) {
  return (
    <Dialog open={open} title={item ? 'Edit Featured Item' : 'Create Featured Item'} onClose={onClose}>
      <Formik
        initialValues={featuredToFormValues(item)}
        validationSchema={featuredSchema}
        onSubmit={async (values) => {
          const body = formValuesToFeatured(values);
          const success = `Featured item ${item ? 'updated' : 'created'} successfully`;
          const saved = item
            ? await onSave('save', updateFeatured, [item.id, body], success)
            : await onSave('save', createFeatured, [body], success);
          if (saved) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="admin-form">
            <FocusFirstError />
            <ProductPicker name="productId" current={item} />
            <FormField name="title" label="Title" />
            <FormField name="subtitle" label="Subtitle" />
            <FormField name="buttonText" label="Button Text" placeholder="Shop Now" />
            <FormField name="buttonLink" label="Button Link" placeholder="/smartphones" />
            <CheckboxField name="isActive" label="Active (shown on the home page)" />
            <div className="admin-form__actions">
              <button type="button" className="admin-btn" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
                {item ? 'Update' : 'Create'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

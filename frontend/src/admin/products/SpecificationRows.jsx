import { FieldArray, useFormikContext } from 'formik';
import FormField from '../../components/FormField';
import { emptySpecRow } from './productForm';

/** Specifications as name/value rows (the API's map of string to string). */
export default function SpecificationRows() {
  const { values, errors } = useFormikContext();
  return (
    <FieldArray name="specifications">
      {({ push, remove }) => (
        <fieldset className="admin-fieldset">
          <legend>Specifications</legend>
          <div className="admin-spec-head" aria-hidden="true">
            <span>Name</span>
            <span>Value</span>
          </div>
          {values.specifications.map((_, index) => (
            // Rows have no identity of their own; their inputs are fully controlled by Formik.
            <div className="admin-spec-row" key={index}>
              <FormField
                name={`specifications.${index}.key`}
                label={`Specification ${index + 1} name`}
                hideLabel
                placeholder="e.g. Storage"
              />
              <FormField
                name={`specifications.${index}.value`}
                label={`Specification ${index + 1} value`}
                hideLabel
                placeholder="e.g. 256 GB"
              />
              <button
                type="button"
                className="admin-btn admin-btn--ghost"
                aria-label={`Remove specification ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            </div>
          ))}
          {typeof errors.specifications === 'string' && <p className="admin-field__error">{errors.specifications}</p>}
          <button type="button" className="admin-btn" onClick={() => push(emptySpecRow())}>
            Add specification
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}

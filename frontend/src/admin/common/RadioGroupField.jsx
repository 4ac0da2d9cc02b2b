import { useField } from 'formik';
import { useId } from 'react';
import './RadioGroupField.css';

/**
 * A Formik field chosen from `options` ([{value, label, hint}]) as a radio group: a fieldset with its
 * legend, each radio named by its label and described by its hint, the group's error under it once touched.
 */
export default function RadioGroupField({ name, legend, options }) {
  const [field, meta] = useField(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  return (
    <fieldset className="admin-fieldset admin-radio-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="admin-radio">
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            <div className="admin-radio__text">
              <label htmlFor={optionId} className="admin-radio__label">
                {option.label}
              </label>
              {option.hint && (
                <p id={`${optionId}-hint`} className="admin-radio__hint">
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

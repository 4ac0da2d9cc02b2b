import { useField } from 'formik';
import { useId } from 'react';

/** A labelled Formik input with its error; `format` rewrites the typed text (card, expiry, CVV). */
export default function FormField({ name, label, format, className = '', ...inputProps }) {
  const [field, meta, helpers] = useField(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  const onChange = format ? (event) => helpers.setValue(format(event.target.value)) : field.onChange;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className={`input ${invalid ? 'input--invalid' : ''}`}
        {...field}
        {...inputProps}
        onChange={onChange}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <p id={errorId} className="field__error">
          {meta.error}
        </p>
      )}
    </div>
  );
}

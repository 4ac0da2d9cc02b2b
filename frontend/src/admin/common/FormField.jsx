import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';

/** A labelled Formik input (or `as="textarea"` / `as="select"`) with its hint and error wired by aria. */
export default function FormField({
  label,
  hint,
  hideLabel = false,
  as: Control = 'input',
  className = '',
  children,
  ...props
}) {
  const [field, meta] = useField(props);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'admin-sr-only' : undefined}>
        {label}
      </label>
      <Control id={id} {...field} {...props} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Control>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** After a submit that left errors (the form's or the server's), focus the first invalid field. */
export function FocusFirstError() {
  const { submitCount, isSubmitting } = useFormikContext();
  const ref = useRef(null);
  useEffect(() => {
    // Only when a submit finishes, never while the user types.
    if (submitCount > 0 && !isSubmitting) {
      ref.current?.closest('form')?.querySelector('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isSubmitting]);
  return <span ref={ref} hidden />;
}

export function CheckboxField({ label, ...props }) {
  const [field] = useField({ ...props, type: 'checkbox' });
  return (
    <label className="admin-checkbox">
      <input type="checkbox" {...field} {...props} />
      {label}
    </label>
  );
}

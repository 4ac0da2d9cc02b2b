import { useField } from 'formik';
import { createContext, useContext, useId } from 'react';

// The class names of each look; the staff app asks for its own with <FormLook value="admin">.
const LOOKS = {
  shop: {
    field: 'field',
    label: 'field__label',
    hiddenLabel: 'visually-hidden',
    control: 'input',
    invalidControl: 'input--invalid',
    hint: 'field__hint',
    error: 'field__error',
  },
  admin: {
    field: 'admin-field',
    hiddenLabel: 'admin-sr-only',
    hint: 'admin-field__hint',
    error: 'admin-field__error',
  },
};

export const FormLook = createContext('shop');

const classes = (...names) => names.filter(Boolean).join(' ') || undefined;

/**
 * The one labelled Formik field: an input (or `as="textarea"` / `as="select"` with its options as
 * children), its hint and its error, wired by id and aria. The error shows once the field is touched.
 * `format` rewrites the typed text (the checkout's card, expiry and CVV).
 */
export default function FormField({
  name,
  label,
  hint,
  hideLabel = false,
  as: Control = 'input',
  format,
  className = '',
  children,
  ...controlProps
}) {
  const look = LOOKS[useContext(FormLook)];
  const [field, meta, helpers] = useField(name);
  const id = useId();
  // Only a message of the field itself: an array field's errors are per row (e.g. specifications).
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  const describedBy = classes(hint && `${id}-hint`, error && `${id}-error`);
  const onChange = format ? (event) => helpers.setValue(format(event.target.value)) : field.onChange;
  return (
    <div className={classes(look.field, className)}>
      <label htmlFor={id} className={hideLabel ? look.hiddenLabel : look.label}>
        {label}
      </label>
      <Control
        id={id}
        className={classes(look.control, error && look.invalidControl)}
        {...field}
        {...controlProps}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </Control>
      {hint && (
        <p id={`${id}-hint`} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}

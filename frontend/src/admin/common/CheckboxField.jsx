import { useField } from 'formik';

/** A Formik checkbox inside its label. */
export default function CheckboxField({ label, ...props }) {
  const [field] = useField({ ...props, type: 'checkbox' });
  return (
    <label className="admin-checkbox">
      <input type="checkbox" {...field} {...props} />
      {label}
    </label>
  );
}

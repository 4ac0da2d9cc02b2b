import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: when a submit ends with errors (the form's own or the server's), focus moves to
 * the form's first invalid field. Only when a submit finishes, never while the user types.
 */
export default function FocusFirstError() {
  const { submitCount, isSubmitting } = useFormikContext();
  const ref = useRef(null);
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) {
      ref.current?.closest('form')?.querySelector('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isSubmitting]);
  return <span ref={ref} hidden />;
}

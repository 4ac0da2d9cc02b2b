import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { formErrorsFromServer } from '../../lib/serverErrors';
import { useAction } from '../useAction';
import { addSynonyms } from './api';
import { synonymInitialValues, synonymRequest, synonymSchema, synonymText } from './synonymForm';

const HINT = 'Separate them with commas or =, e.g. earphones = earbuds.';

/**
 * Add a set of synonyms: the words typed in one field, checked here (synonymForm.js) and by the server, whose
 * refusal shows at the field. `first`: a search to start from (the field starts "first = " and has the focus).
 * Without `onCancel` the form sits in the page (the button beside the field) and empties once saved; with it the
 * form is a dialog's, with Cancel and Add under the field. `onAdded(set)` after a save.
 */
export default function SynonymForm({ first, onAdded, onCancel }) {
  const { run } = useAction();
  const fieldRef = useRef(null);
  useEffect(() => {
    if (!first) return undefined;
    // After the dialog has placed its own focus (and noted its opener, where focus returns): the caret after the
    // prefilled word, where what it means is typed.
    const frame = requestAnimationFrame(() => {
      const field = fieldRef.current;
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, [first]);

  const submit = async (values, { resetForm, setErrors, setTouched }) => {
    const body = synonymRequest(values);
    const { ok, result, error } = await run('add-synonyms', addSynonyms, [body], {
      success: { title: 'Synonyms added', description: synonymText(body.words) },
      failure: 'Could not add the synonyms',
    });
    if (ok) {
      resetForm();
      onAdded?.(result);
      return;
    }
    const fieldErrors = formErrorsFromServer(error.body?.errors, ['words']);
    setTouched({ words: 'words' in fieldErrors }, false);
    setErrors(fieldErrors);
  };

  const inDialog = Boolean(onCancel);
  const submitButton = (isSubmitting) => (
    <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
      {isSubmitting ? 'Adding...' : 'Add synonyms'}
    </button>
  );
  return (
    <Formik initialValues={synonymInitialValues(first)} validationSchema={synonymSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={inDialog ? 'admin-form' : 'admin-url-form'}>
          <FocusFirstError />
          <FormField
            name="words"
            label="Words that mean the same"
            hint={HINT}
            autoComplete="off"
            spellCheck={false}
            ref={fieldRef}
          />
          {inDialog ? (
            <div className="admin-form__actions">
              <button type="button" className="admin-btn" onClick={onCancel}>
                Cancel
              </button>
              {submitButton(isSubmitting)}
            </div>
          ) : (
            submitButton(isSubmitting)
          )}
        </Form>
      )}
    </Formik>
  );
}

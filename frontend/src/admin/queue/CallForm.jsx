import { Form, Formik } from 'formik';
import { useId } from 'react';
import * as Yup from 'yup';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { CALL_NOTE_MAX_LENGTH, CALL_OUTCOMES } from '../../lib/serverConstants';
import { formErrorsFromServer } from '../../lib/serverErrors';
import RadioGroupField from '../common/RadioGroupField';
import { recordCall } from '../orders/api';
import { callOutcomeEffect, callOutcomeLabel, callRecordedMessage } from '../orders/calls';
import { useAction } from '../useAction';

export const callSchema = Yup.object({
  outcome: Yup.string()
    .oneOf(CALL_OUTCOMES, 'Choose the outcome of the call')
    .required('Choose the outcome of the call'),
  note: Yup.string().max(CALL_NOTE_MAX_LENGTH, `Keep the note to ${CALL_NOTE_MAX_LENGTH} characters or fewer`),
});

const OUTCOME_OPTIONS = CALL_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: callOutcomeLabel(outcome),
  hint: callOutcomeEffect(outcome),
}));

/** Record a verification call about order `orderId`; `onRecorded(outcome)` once the server has it. */
export default function CallForm({ orderId, onRecorded }) {
  const { run } = useAction();
  const titleId = useId();

  const submit = async (values, { setErrors, setTouched }) => {
    const call = { outcome: values.outcome, note: values.note.trim() };
    const { ok, error } = await run('call', recordCall, [orderId, call], {
      success: { title: 'Call recorded', description: callRecordedMessage(call.outcome, orderId) },
      failure: 'Failed to record the call',
    });
    if (ok) {
      onRecorded(call.outcome);
      return;
    }
    const fieldErrors = formErrorsFromServer(error.body?.errors, Object.keys(values));
    setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])), false);
    setErrors(fieldErrors);
  };

  return (
    <Formik initialValues={{ outcome: '', note: '' }} validationSchema={callSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="admin-form" aria-labelledby={titleId}>
          <h3 id={titleId} className="admin-subtitle">
            Record a call
          </h3>
          <FocusFirstError />
          <RadioGroupField name="outcome" legend="Outcome" options={OUTCOME_OPTIONS} />
          <FormField name="note" label="Note (optional)" as="textarea" rows={3} maxLength={CALL_NOTE_MAX_LENGTH} />
          <div className="admin-form__actions">
            <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Recording...' : 'Record call'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

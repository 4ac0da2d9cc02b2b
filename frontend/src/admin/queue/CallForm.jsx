import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import * as Yup from 'yup';
import { errorMessage } from '../../api/client';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { CALL_NOTE_MAX_LENGTH, CALL_OUTCOMES } from '../../lib/serverFormConstants';
import { formErrorsFromServer } from '../../lib/serverErrors';
import RadioGroupField from '../common/RadioGroupField';
import { recordCall } from '../common/ordersApi';
import { callCancelsOrder, callOutcomeEffect, callOutcomeLabel, callRecordedMessage } from '../common/calls';
import CancelOrderDialog from '../common/CancelOrderDialog';
import { useAction } from '../useAction';

export const callSchema = Yup.object({
  outcome: Yup.string()
    .oneOf(CALL_OUTCOMES, 'Choose the outcome of the call')
    .required('Choose the outcome of the call'),
  note: Yup.string().max(CALL_NOTE_MAX_LENGTH, `Keep the note to ${CALL_NOTE_MAX_LENGTH} characters or fewer`),
});

const FAILED = 'Failed to record the call';

const OUTCOME_OPTIONS = CALL_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: callOutcomeLabel(outcome),
  hint: callOutcomeEffect(outcome),
}));

/**
 * Record a verification call about order `orderId` (placed by `customerName`); `onRecorded(outcome)` once
 * the server has it. A call that cancels the order asks first, like the orders list's Cancel button.
 */
export default function CallForm({ orderId, customerName, onRecorded }) {
  const { run, pending } = useAction();
  const titleId = useId();
  // Set while "Cancel order #…?" waits for an answer: the form's values and helpers to record with.
  const [canceling, setCanceling] = useState(null);
  // The server's sentence when no field carries it, e.g. a "verified" call whose payment could not be captured:
  // shown in the dialog as well as in the toast, which goes away.
  const [refusal, setRefusal] = useState('');

  const record = async (values, { setErrors, setTouched }) => {
    const call = { outcome: values.outcome, note: values.note.trim() };
    setRefusal('');
    const { ok, error } = await run('call', recordCall, [orderId, call], {
      success: { title: 'Call recorded', description: callRecordedMessage(call.outcome, orderId) },
      failure: FAILED,
    });
    if (ok) {
      onRecorded(call.outcome);
      return;
    }
    const fieldErrors = formErrorsFromServer(error.body?.errors, Object.keys(values));
    setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])), false);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setRefusal(errorMessage(error, FAILED));
  };

  const submit = async (values, helpers) => {
    if (callCancelsOrder(values.outcome)) setCanceling({ values, helpers });
    else await record(values, helpers);
  };

  const confirmCancel = async () => {
    await record(canceling.values, canceling.helpers);
    setCanceling(null);
  };

  return (
    <>
      <Formik initialValues={{ outcome: '', note: '' }} validationSchema={callSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="admin-form" aria-labelledby={titleId}>
            <h3 id={titleId} className="admin-subtitle">
              Record a call
            </h3>
            <FocusFirstError />
            <RadioGroupField name="outcome" legend="Outcome" options={OUTCOME_OPTIONS} />
            <FormField name="note" label="Note (optional)" as="textarea" rows={3} maxLength={CALL_NOTE_MAX_LENGTH} />
            {/* Not a live region: the error toast reads it out already. */}
            {refusal && <p className="admin-alert">{refusal}</p>}
            <div className="admin-form__actions">
              <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Recording...' : 'Record call'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
      <CancelOrderDialog
        order={canceling && { id: orderId, customerName }}
        pending={pending === 'call'}
        onConfirm={confirmCancel}
        onCancel={() => setCanceling(null)}
      />
    </>
  );
}

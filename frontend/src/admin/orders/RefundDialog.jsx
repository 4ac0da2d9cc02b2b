import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/client';
import Dialog from '../../components/Dialog';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { formatPrice } from '../../lib/format';
import { REFUND_REASON_MAX_LENGTH } from '../../lib/serverFormConstants';
import { formErrorsFromServer } from '../../lib/serverErrors';
import { refundPayment } from '../common/ordersApi';
import { useAction } from '../useAction';
import { refundInitialValues, refundRequest, refundSchema } from './refundForm';

const FAILED = 'The refund failed';

/**
 * Refund part or all of order `orderId`'s charge (`payment` as the staff order answers it); `onClose` after a
 * refund too. The order's data is fetched again by the write (admin/common/ordersApi.js refundPayment).
 */
export default function RefundDialog({ orderId, payment, open, onClose }) {
  // One Idempotency-Key per refund attempt (as the checkout's): kept when the request got no answer, also while
  // the dialog is closed and opened again, so trying again cannot refund twice; replaced once the server answered.
  const attemptKeyRef = useRef(null);
  return (
    <Dialog open={open} title={`Refund order #${orderId}`} onClose={onClose} className="admin-dialog--narrow">
      <RefundForm
        orderId={orderId}
        payment={payment}
        attemptKeyRef={attemptKeyRef}
        onRefunded={onClose}
        onCancel={onClose}
      />
    </Dialog>
  );
}

function RefundForm({ orderId, payment, attemptKeyRef, onRefunded, onCancel }) {
  const { run } = useAction();
  // The server's sentence when no field carries it (a refused refund, a role without the right).
  const [refusal, setRefusal] = useState('');

  const submit = async (values, { setErrors, setTouched }) => {
    const refund = refundRequest(values);
    attemptKeyRef.current ??= crypto.randomUUID();
    setRefusal('');
    const { ok, error } = await run('refund', refundPayment, [orderId, refund, attemptKeyRef.current], {
      success: { title: 'Refund issued', description: `${formatPrice(refund.amount)} refunded to the card.` },
      failure: FAILED,
    });
    if (ok || error.status) attemptKeyRef.current = null;
    if (ok) {
      onRefunded();
      return;
    }
    const fieldErrors = formErrorsFromServer(error.body?.errors, Object.keys(values));
    setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])), false);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setRefusal(errorMessage(error, FAILED));
  };

  return (
    <Formik
      initialValues={refundInitialValues(payment)}
      validationSchema={refundSchema(payment.refundable)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="admin-form">
          <FocusFirstError />
          <p className="admin-muted admin-refund__lead">
            {formatPrice(payment.captured)} charged, {formatPrice(payment.refundable)} left to refund. The money goes
            back to the card the order was paid with.
          </p>
          <FormField name="amount" label="Amount (USD)" inputMode="decimal" autoComplete="off" />
          <FormField
            name="reason"
            label="Reason"
            as="textarea"
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
            hint="Kept in the payment's ledger."
          />
          {/* Not a live region: the error toast reads it out already. */}
          {refusal && <p className="admin-alert">{refusal}</p>}
          <div className="admin-form__actions">
            <button type="button" className="admin-btn" onClick={onCancel}>
              Don&apos;t refund
            </button>
            <button type="submit" className="admin-btn admin-btn--danger" disabled={isSubmitting}>
              {isSubmitting ? 'Refunding...' : 'Issue refund'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

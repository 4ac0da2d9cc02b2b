import { Form, Formik } from 'formik';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { trackSchema } from './trackForm';

/** Order number and phone; `message` is the last lookup's refusal, read out when it appears. */
export default function TrackForm({ initialValues, onSubmit, message }) {
  return (
    <Formik initialValues={initialValues} validationSchema={trackSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="track-form panel" aria-label="Find your order">
          <FocusFirstError />
          <div className="track-form__fields">
            <FormField
              name="orderId"
              label="Order number"
              inputMode="numeric"
              autoComplete="off"
              hint="From your confirmation, e.g. 1042"
            />
            <FormField
              name="phone"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              hint="The one you gave at checkout"
            />
          </div>
          <button type="submit" className="btn btn--primary track-form__submit" disabled={isSubmitting}>
            {isSubmitting ? 'Looking up…' : 'Track order'}
          </button>
          {message && (
            <p className="track-form__message" role="alert">
              {message}
            </p>
          )}
        </Form>
      )}
    </Formik>
  );
}

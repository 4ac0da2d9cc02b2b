import { Field } from 'formik';
import { PAYMENT_METHODS } from '../lib/serverFormConstants';

export default function PaymentMethodField() {
  return (
    <div className="radio-cards" role="radiogroup" aria-label="Card type">
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className="radio-card">
          <Field type="radio" name="paymentMethod" value={method} />
          <span>{method}</span>
        </label>
      ))}
    </div>
  );
}

import { Form, Formik } from 'formik';
import FocusFirstError from '../components/FocusFirstError';
import FormField from '../components/FormField';
import Icon from '../components/Icon';
import { VERIFICATION_WINDOW_HOURS } from '../lib/serverConstants';
import OrderSummary from '../components/OrderSummary';
import { cartSummary } from '../lib/summaryLines';
import CardFields from './CardFields';
import PaymentMethodField from './PaymentMethodField';
import { checkoutSchema, initialCheckoutValues, stripeCheckoutSchema } from './checkoutSchema';
import './CheckoutForm.css';

function Section({ title, children }) {
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The five checkout sections. `onSubmit(values, formikHelpers)` places the order. `stripeCard` (see CardFields):
 * the card is typed into Stripe's Card Element instead of the shop's inputs.
 */
export default function CheckoutForm({ items, onSubmit, stripeCard = null }) {
  return (
    <Formik
      initialValues={initialCheckoutValues}
      validationSchema={stripeCard ? stripeCheckoutSchema : checkoutSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="checkout-form">
          <FocusFirstError />
          <Section title="Customer Information">
            <div className="form-grid">
              <FormField name="customerName" label="Full Name" autoComplete="name" />
              <FormField name="phone" label="Phone Number" type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
            </div>
          </Section>
          <Section title="Shipping Address">
            <div className="form-grid">
              <FormField name="street" label="Street Address" autoComplete="street-address" className="field--wide" />
              <FormField name="city" label="City" autoComplete="address-level2" />
              <FormField name="zipCode" label="ZIP Code" autoComplete="postal-code" inputMode="numeric" />
            </div>
          </Section>
          <Section title="Payment Information">
            <PaymentMethodField />
            <div className="form-grid">
              <CardFields stripeCard={stripeCard} />
              <FormField name="cardholderName" label="Cardholder Name" autoComplete="cc-name" className="field--wide" />
            </div>
          </Section>
          <Section title="Order Summary">
            <OrderSummary summary={cartSummary(items)} />
          </Section>
          <section className="notice" aria-labelledby="verification-title">
            <Icon name="shield" size={22} />
            <div>
              <h3 id="verification-title" className="notice__title">
                Payment Verification Process
              </h3>
              <p>
                Our team will call you within {VERIFICATION_WINDOW_HOURS} hours to verify your order. Your card will not
                be charged until verification is complete.
              </p>
            </div>
          </section>
          <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={isSubmitting}>
            {isSubmitting ? 'Placing Order...' : 'Place Order'}
          </button>
        </Form>
      )}
    </Formik>
  );
}

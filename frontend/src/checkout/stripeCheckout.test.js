import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests, withStatus } from '../test/fakeApi';
import { CardPaymentError, payByCard } from './cardPayment';
import { checkoutSchema, initialCheckoutValues, stripeCheckoutSchema } from './checkoutSchema';
import { buildOrderPayload, cartPayload } from './orderPayload';

const values = {
  ...initialCheckoutValues,
  customerName: 'Ada Lovelace',
  phone: '5551234567',
  street: '1 Main St',
  city: 'Springfield',
  zipCode: '12345',
  cardholderName: ' Ada Lovelace ',
};
const lines = [
  { productId: 1, quantity: 2, price: 499.5, selectedColor: 'Bay' },
  { productId: 2, quantity: 1, price: 80 },
];
const cart = {
  items: [
    { productId: 1, quantity: 2, price: '499.50', selectedColor: 'Bay' },
    { productId: 2, quantity: 1, price: '80.00' },
  ],
  total: '1079.00',
};

async function errorsOf(schema, candidate) {
  try {
    await schema.validate(candidate, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(error.inner.map((item) => [item.path, item.message]));
  }
}

describe('the checkout schema with Stripe’s card form', () => {
  it('leaves the card’s number, expiry and CVV to the Card Element', async () => {
    expect(await errorsOf(stripeCheckoutSchema, values)).toEqual({});
    expect(await errorsOf(checkoutSchema, values)).toEqual({
      cardNumber: 'Valid card number is required',
      expiryDate: 'Valid expiry date required (MM/YY)',
      cvv: 'CVV is required',
    });
  });

  it('still asks for everything else, the cardholder’s name included, with the same messages', async () => {
    expect(await errorsOf(stripeCheckoutSchema, initialCheckoutValues)).toEqual({
      customerName: 'Name is required',
      phone: 'Valid phone number is required',
      street: 'Street address is required',
      city: 'City is required',
      zipCode: 'ZIP code is required',
      cardholderName: 'Cardholder name is required',
    });
  });
});

describe('the order with a PaymentIntent', () => {
  it('names the intent and only the cardholder, never a card', () => {
    expect(buildOrderPayload(values, lines, 'pi_123')).toEqual({
      customerName: 'Ada Lovelace',
      phone: '5551234567',
      address: { street: '1 Main St', city: 'Springfield', zipCode: '12345' },
      paymentMethod: 'Credit Card',
      paymentInfo: { cardholderName: 'Ada Lovelace' },
      ...cart,
      paymentIntentId: 'pi_123',
    });
  });

  it('asks for the intent with the order’s own lines and total', () => {
    const { items, total } = buildOrderPayload(values, lines);
    expect(cartPayload(lines)).toEqual({ items, total });
    expect(cartPayload(lines)).toEqual(cart);
  });
});

describe('payByCard', () => {
  beforeEach(() => {
    mockApi([
      [
        'POST',
        '/api/payments/intents',
        { clientSecret: 'pi_1_secret_2', publishableKey: 'pk', paymentIntentId: 'pi_1' },
      ],
    ]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a PaymentIntent for the cart, has Stripe.js confirm it, and answers its id', async () => {
    const confirmCard = vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'requires_capture' } }));

    await expect(payByCard(confirmCard, lines, 'Ada Lovelace')).resolves.toBe('pi_1');

    expect(requests(fetch)).toEqual([{ method: 'POST', url: '/api/payments/intents', body: cart }]);
    expect(confirmCard).toHaveBeenCalledWith('pi_1_secret_2', 'Ada Lovelace');
  });

  it('turns Stripe’s refusal into an error carrying its sentence, as the API’s errors carry theirs', async () => {
    const refusal = payByCard(async () => ({ error: { message: 'Your card was declined.' } }), lines, 'Ada');

    await expect(refusal).rejects.toBeInstanceOf(CardPaymentError);
    await expect(refusal).rejects.toMatchObject({ body: { message: 'Your card was declined.' } });
    await expect(payByCard(async () => ({ error: {} }), lines, 'Ada')).rejects.toMatchObject({
      body: { message: 'Failed to place order' },
    });
  });

  it('asks for no PaymentIntent before the card form is ready', async () => {
    await expect(payByCard(null, lines, 'Ada')).rejects.toMatchObject({
      body: { message: 'The card form is still loading. Please try again in a moment.' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes on the server’s refusal of the cart (a changed price) without confirming anything', async () => {
    mockApi([['POST', '/api/payments/intents', withStatus(400, { message: 'Prices have changed.' })]]);
    const confirmCard = vi.fn();

    await expect(payByCard(confirmCard, lines, 'Ada')).rejects.toMatchObject({ status: 400 });
    expect(confirmCard).not.toHaveBeenCalled();
  });
});

describe('stripeFrom', () => {
  const URL = 'http://127.0.0.1:8420/js.stripe.com/v3/';
  const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
  let stripeFrom;

  beforeEach(async () => {
    vi.resetModules(); // each test with a page that has loaded nothing yet
    ({ stripeFrom } = await import('./stripeJs'));
  });
  afterEach(() => {
    document.head.replaceChildren();
    delete window.Stripe;
  });

  it('adds the configured script, then makes the Stripe object from the window.Stripe it defined', async () => {
    const stripe = { elements: vi.fn() };
    const loading = stripeFrom(URL, 'pk_voltcart');
    expect(scripts()).toEqual([URL]);

    window.Stripe = vi.fn(() => stripe);
    document.querySelector('script').dispatchEvent(new Event('load'));

    await expect(loading).resolves.toBe(stripe);
    expect(window.Stripe).toHaveBeenCalledWith('pk_voltcart');
    // Once per page, and never js.stripe.com in its place.
    await expect(stripeFrom(URL, 'pk_voltcart')).resolves.toBe(stripe);
    expect(scripts()).toEqual([URL]);
  });

  it('fails when the script fails or defines no Stripe, and tries again on the next call', async () => {
    const failed = stripeFrom(URL, 'pk_voltcart');
    document.querySelector('script').dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Stripe.js did not load from ${URL}`);

    const empty = stripeFrom(URL, 'pk_voltcart');
    document.querySelectorAll('script')[1].dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(`${URL} defined no Stripe`);
    expect(scripts()).toEqual([URL, URL]);
  });
});

// The checkout with PAYMENT_PROVIDER=stripe (site setting cardForm "stripe"), the real Stripe packages driving a fake
// Stripe.js: the one the page would load from STRIPE_JS_URL is already there (window.Stripe).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../lib/cart/CartContext';
import { CART_STORAGE_KEY } from '../lib/cart/cartRules';
import { SiteSettingsContext } from '../lib/siteSettings';
import { mockApi, requests, withStatus } from '../test/fakeApi';
import { makeProduct } from '../test/fixtures';
import { renderWithShop } from '../test/render';
import LazyCheckoutDialog from './LazyCheckoutDialog';

const STRIPE_SITE = {
  testPayments: false,
  cardForm: 'stripe',
  stripeJsUrl: 'https://js.stripe.com/v3/',
  stripePublishableKey: 'pk_voltcart',
};
const INTENT = { clientSecret: 'pi_1_secret_2', publishableKey: 'pk_voltcart', paymentIntentId: 'pi_1' };
const ORDER = {
  id: 42,
  status: 'Pending Verification',
  total: '1398.00',
  createdAt: '2026-01-01T00:00:00Z',
  items: [],
};
const phone = makeProduct({ id: 1, name: 'Pixel 8', price: '699.00', stock: 5 });

// Stripe.js's part: its Card Element (an input standing for Stripe's frame) and the confirmation of a PaymentIntent.
// Made once: @stripe/stripe-js keeps the window.Stripe it first finds for the page's life.
const card = {
  mount: (node) => node.append(Object.assign(document.createElement('input'), { title: 'Stripe card frame' })),
  destroy: () => {},
};
const stripe = {
  elements: () => ({ create: () => card, getElement: () => card }),
  createToken: () => {},
  createPaymentMethod: () => {},
  confirmCardPayment: vi.fn(),
};
window.Stripe = vi.fn(() => stripe);
afterAll(() => delete window.Stripe);

// The lazy card field's first import (Stripe's packages) may take a while in a busy run.
const ELEMENT_MOUNTED = { timeout: 5000 };

function OpenCheckout() {
  const { openCheckout } = useCart();
  useEffect(() => openCheckout(), [openCheckout]);
  return <LazyCheckoutDialog />;
}

function checkoutApi({ intent = INTENT, order = withStatus(201, ORDER) } = {}) {
  return mockApi([
    ['GET', '/api/products/1', phone],
    ['POST', '/api/payments/intents', intent],
    ['POST', '/api/orders', order],
  ]);
}

async function openCheckout(site = STRIPE_SITE) {
  renderWithShop(
    <SiteSettingsContext value={site}>
      <OpenCheckout />
    </SiteSettingsContext>,
  );
  return screen.findByRole('dialog', { name: 'Checkout' });
}

async function fillDetails(user, dialog) {
  const field = (label) => within(dialog).getByLabelText(label);
  await user.type(field('Full Name'), 'Ada Lovelace');
  await user.type(field('Phone Number'), '5551234567');
  await user.type(field('Street Address'), '1 Main St');
  await user.type(field('City'), 'Springfield');
  await user.type(field('ZIP Code'), '12345');
  await user.type(field('Cardholder Name'), 'Ada Lovelace');
  // Stripe.js is ready once its Element is in the page.
  await within(dialog).findByTitle('Stripe card frame', {}, ELEMENT_MOUNTED);
}

const posts = (fetchMock, url) =>
  requests(fetchMock).filter((request) => request.method === 'POST' && request.url === url);

beforeEach(() => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, quantity: 2, price: 699 }]));
  stripe.confirmCardPayment.mockReset();
  stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'requires_capture' } });
});

describe('checkout with Stripe’s card form', () => {
  it('shows the Card Element, labelled, in place of the card number, expiry and CVV', async () => {
    checkoutApi();
    const dialog = await openCheckout();

    const payment = within(dialog).getByRole('group', { name: 'Payment Information' });
    expect(within(payment).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    const frame = await within(payment).findByTitle('Stripe card frame', {}, ELEMENT_MOUNTED);
    expect(within(payment).getByRole('group', { name: 'Card details' })).toContainElement(frame);
    expect(within(payment).getByLabelText('Cardholder Name')).toBeInTheDocument();
    for (const label of ['Card Number', 'Expiry Date', 'CVV']) {
      expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(window.Stripe).toHaveBeenCalledWith('pk_voltcart');
  });

  it('pays through a PaymentIntent Stripe.js confirms, then places the order naming it', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutApi();
    const dialog = await openCheckout();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Debit Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cart = { items: [{ productId: 1, quantity: 2, price: '699.00' }], total: '1398.00' };
    expect(posts(fetchMock, '/api/payments/intents').map((request) => request.body)).toEqual([cart]);
    expect(stripe.confirmCardPayment).toHaveBeenCalledExactlyOnceWith('pi_1_secret_2', {
      payment_method: { card, billing_details: { name: 'Ada Lovelace' } },
    });
    const [order] = posts(fetchMock, '/api/orders');
    expect(order.body).toEqual({
      customerName: 'Ada Lovelace',
      phone: '5551234567',
      address: { street: '1 Main St', city: 'Springfield', zipCode: '12345' },
      paymentMethod: 'Debit Card',
      paymentInfo: { cardholderName: 'Ada Lovelace' },
      ...cart,
      paymentIntentId: 'pi_1',
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/orders');
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([]);
  });

  it('keeps the dialog open with Stripe’s sentence when Stripe.js refuses the card, and places nothing', async () => {
    const user = userEvent.setup();
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const fetchMock = checkoutApi();
    const dialog = await openCheckout();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(posts(fetchMock, '/api/orders')).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toHaveLength(1);
  });

  it('retries an order that got no answer with the same PaymentIntent and key, never paying twice', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = checkoutApi({
      order: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return withStatus(201, ORDER);
      },
    });
    const dialog = await openCheckout();
    await fillDetails(user, dialog);
    const placeOrder = () => user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    await placeOrder();
    await screen.findByText('Failed to place order');
    await placeOrder();
    await screen.findByText('Order placed successfully!');

    expect(posts(fetchMock, '/api/payments/intents')).toHaveLength(1);
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    const orders = fetchMock.mock.calls.filter(([url]) => url === '/api/orders').map(([, init]) => init);
    expect(orders.map((init) => JSON.parse(init.body).paymentIntentId)).toEqual(['pi_1', 'pi_1']);
    expect(orders[1].headers['Idempotency-Key']).toBe(orders[0].headers['Idempotency-Key']);
  });

  it('shows the server’s sentence when it refuses the cart’s PaymentIntent (a changed price)', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutApi({
      intent: withStatus(400, { message: 'Prices have changed. Please review your cart.' }),
    });
    const dialog = await openCheckout();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Prices have changed. Please review your cart.')).toBeInTheDocument();
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(posts(fetchMock, '/api/orders')).toEqual([]);
  });
});

describe('checkout with the shop’s card form', () => {
  it('shows the card inputs and loads nothing of Stripe', async () => {
    checkoutApi();
    window.Stripe.mockClear();
    const dialog = await openCheckout({ testPayments: true, cardForm: 'shop' });

    expect(within(dialog).getByLabelText('Card Number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(window.Stripe).not.toHaveBeenCalled();
  });
});

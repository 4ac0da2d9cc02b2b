import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../lib/cart/cartRules';
import { DECLINE_MESSAGES } from '../lib/serverFormConstants';
import { mockApi, withStatus } from '../test/fakeApi';
import { CATALOG, makeProduct } from '../test/fixtures';
import { embeddedData, renderStorefront } from '../test/render';

const phone = makeProduct({ id: 1, name: 'Pixel 8', price: '699.00', stock: 5, category: 'Smartphones' });
const ticket = makeProduct({ id: 2, name: 'Concert', price: '80.00', stock: 50 });

function checkoutApi(placeOrder) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/featured-items/active', null],
    ['GET', '/api/products/home', []],
    [
      'GET',
      /\/api\/products\/\d+$/,
      (url) =>
        [phone, ticket].find((product) => url.endsWith(`/${product.id}`)) ??
        withStatus(404, { message: 'Product not found' }),
    ],
    ['POST', '/api/orders', placeOrder],
  ]);
}

async function openCheckout(user) {
  renderStorefront('/');
  await user.click(screen.getByRole('button', { name: /Shopping cart/ }));
  await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  return screen.findByRole('dialog', { name: 'Checkout' });
}

async function fillValidForm(user, dialog, card = '4242424242424242') {
  const field = (label) => within(dialog).getByLabelText(label);
  await user.type(field('Full Name'), 'Ada Lovelace');
  await user.type(field('Phone Number'), '5551234567');
  await user.type(field('Street Address'), '1 Main St');
  await user.type(field('City'), 'Springfield');
  await user.type(field('ZIP Code'), '12345');
  await user.type(field('Card Number'), card);
  await user.type(field('Expiry Date'), '1229');
  await user.type(field('CVV'), '123');
  await user.type(field('Cardholder Name'), 'Ada Lovelace');
}

beforeEach(() => {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([
      { productId: 1, quantity: 2, price: 699, selectedColor: 'Blue' },
      {
        productId: 2,
        quantity: 1,
        price: 80,
        seatInfo: { section: 'B', seats: ['12', '13'], priceCategory: 'Premium' },
      },
    ]),
  );
});

describe('checkout dialog', () => {
  it('shows the five sections, the lines with seats, and the 24-hour verification notice', async () => {
    const user = userEvent.setup();
    checkoutApi({});
    const dialog = await openCheckout(user);
    for (const section of ['Customer Information', 'Shipping Address', 'Payment Information', 'Order Summary']) {
      expect(within(dialog).getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('heading', { name: 'Payment Verification Process' })).toBeInTheDocument();
    expect(within(dialog).getByText(/call you within 24 hours/)).toHaveTextContent(
      'Your card will not be charged until verification is complete.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Debit Card' })).not.toBeChecked();
    expect(within(dialog).getByText('$1,398.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Section B · Seats 12, 13 · Premium')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,478.00')).toBeInTheDocument();
  });

  it('formats the card number, expiry and CVV as they are typed', async () => {
    const user = userEvent.setup();
    checkoutApi({});
    const dialog = await openCheckout(user);
    const card = within(dialog).getByLabelText('Card Number');
    await user.type(card, '4242-4242x4242 42424242');
    expect(card).toHaveValue('4242 4242 4242 4242');
    const expiry = within(dialog).getByLabelText('Expiry Date');
    await user.type(expiry, '0926');
    expect(expiry).toHaveValue('09/26');
    const cvv = within(dialog).getByLabelText('CVV');
    await user.type(cvv, '12a345');
    expect(cvv).toHaveValue('1234');
  });

  it('shows the validation messages and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const placeOrder = vi.fn(() => ({}));
    checkoutApi(placeOrder);
    const dialog = await openCheckout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    for (const message of [
      'Valid phone number is required',
      'Street address is required',
      'City is required',
      'ZIP code is required',
      'Valid card number is required',
      'Valid expiry date required (MM/YY)',
      'CVV is required',
      'Cardholder name is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Full Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('places the order: Placing Order..., success toast with the order number, cart cleared, dialog closed', async () => {
    const user = userEvent.setup();
    let release;
    const gate = new Promise((resolve) => {
      release = resolve;
    });
    const placeOrder = vi.fn(async () => {
      await gate;
      return withStatus(201, {
        id: 42,
        status: 'Pending Verification',
        total: '1478.00',
        createdAt: '2026-01-01T00:00:00Z',
        items: [],
      });
    });
    checkoutApi(placeOrder);
    const dialog = await openCheckout(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Debit Card' }));
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('Your order number is #42. You will be contacted within 24 hours for verification.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeInTheDocument();
    // The shopper lands on the order's confirmation page, its heading focused.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Order #42', level: 1 })).toHaveFocus());
    expect(placeOrder.mock.calls[0][1]).toEqual({
      customerName: 'Ada Lovelace',
      phone: '5551234567',
      address: { street: '1 Main St', city: 'Springfield', zipCode: '12345' },
      paymentMethod: 'Debit Card',
      paymentInfo: {
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/29',
        cvv: '123',
        cardholderName: 'Ada Lovelace',
      },
      items: [
        { productId: 1, quantity: 2, price: '699.00', selectedColor: 'Blue' },
        {
          productId: 2,
          quantity: 1,
          price: '80.00',
          seatInfo: { section: 'B', seats: ['12', '13'], priceCategory: 'Premium' },
        },
      ],
      total: '1478.00',
    });
  });

  it('sends one Idempotency-Key per attempt, and the same one again after a request that got no answer', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = checkoutApi(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch'); // the connection dropped: no answer
      if (calls === 2) return withStatus(400, { message: 'Prices have changed. Please review your cart.' });
      return { id: 7, status: 'Pending Verification', total: '1478.00', createdAt: '2026-11-23T10:00:00Z', items: [] };
    });
    const dialog = await openCheckout(user);
    await fillValidForm(user, dialog);
    const placeOrder = () => user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    await placeOrder();
    await screen.findByText('Failed to place order');
    await placeOrder();
    await screen.findByText('Prices have changed. Please review your cart.');
    await placeOrder();
    await screen.findByText('Order placed successfully!');

    const keys = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/orders' && init.method === 'POST')
      .map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]); // a retry of a request that may have placed the order
    expect(keys[2]).not.toBe(keys[1]); // the server answered: the next attempt is a new one
  });

  it('keeps the dialog open with the server message on failure', async () => {
    const user = userEvent.setup();
    checkoutApi(withStatus(400, { message: 'Prices have changed. Please review your cart.' }));
    const dialog = await openCheckout(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Prices have changed. Please review your cart.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toHaveLength(2);
  });

  it('keeps the cart and every field, the card included, when the card is declined (402)', async () => {
    const user = userEvent.setup();
    checkoutApi(withStatus(402, { message: DECLINE_MESSAGES.card_declined }));
    const dialog = await openCheckout(user);
    await fillValidForm(user, dialog, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(DECLINE_MESSAGES.card_declined);
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBe(dialog);
    const field = (label) => within(dialog).getByLabelText(label);
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    expect(field('Card Number')).toHaveValue('4000 0000 0000 0002');
    expect(field('Expiry Date')).toHaveValue('12/29');
    expect(field('CVV')).toHaveValue('123');
    expect(field('Cardholder Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toHaveLength(2);
  });

  it('shows the server field errors next to the fields', async () => {
    const user = userEvent.setup();
    checkoutApi(
      withStatus(400, {
        message: 'Valid card number is required',
        errors: { 'paymentInfo.cardNumber': ['Valid card number is required'] },
      }),
    );
    const dialog = await openCheckout(user);
    await fillValidForm(user, dialog, '424242424242424');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    const card = within(dialog).getByLabelText('Card Number');
    await waitFor(() => expect(card).toHaveAttribute('aria-invalid', 'true'));
    expect(card).toHaveAccessibleDescription('Valid card number is required');
  });

  it('falls back to "Failed to place order" without a server message', async () => {
    const user = userEvent.setup();
    checkoutApi(withStatus(502, null));
    const dialog = await openCheckout(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Failed to place order')).toBeInTheDocument();
  });

  it('closes by itself when no line matches a known product', async () => {
    const user = userEvent.setup();
    checkoutApi({});
    const dialog = await openCheckout(user);
    expect(dialog).toBeInTheDocument();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 77, quantity: 1, price: 1 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
  });
});

describe('after an order', () => {
  it('no longer shows the stock embedded in the page it was rendered from, and reads it past the HTTP caches', async () => {
    const user = userEvent.setup();
    let stock = 5;
    const fetchMock = mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/featured-items/active', null],
      [
        'GET',
        '/api/products/home',
        () => [{ category: 'Smartphones', slug: 'smartphones', products: [{ ...phone, stock }] }],
      ],
      ['GET', /\/api\/products\/1$/, () => ({ ...phone, stock })],
      ['GET', /\/api\/products\/2$/, ticket],
      [
        'POST',
        '/api/orders',
        () => {
          stock = 3;
          return withStatus(201, {
            id: 7,
            status: 'Pending Verification',
            total: '1478.00',
            createdAt: '2026-01-01T00:00:00Z',
            items: [],
          });
        },
      ],
    ]);
    renderStorefront('/product/1', {
      initialData: embeddedData({ '/api/categories': CATALOG, '/api/products/1': { ...phone, stock: 5 } }),
    });
    expect(await screen.findByText('Low Stock - Only 5 left!')).toBeInTheDocument();

    // Order from another page, then come back to the product.
    await user.click(screen.getByRole('link', { name: 'Store' }));
    await user.click(screen.getByRole('button', { name: /Shopping cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    // The confirmation page (its receipt is not mocked here: it offers the way home all the same).
    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));
    await user.click(await screen.findByRole('link', { name: 'Pixel 8' }));

    expect(await screen.findByText('Low Stock - Only 3 left!')).toBeInTheDocument();
    const productReads = fetchMock.mock.calls.filter(([url]) => /\/api\/products\/\d+$/.test(url));
    expect(productReads.at(-1)[0]).toBe('/api/products/1');
    expect(productReads.every(([, init]) => init.cache === 'reload')).toBe(true);
  });
});

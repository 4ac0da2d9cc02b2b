import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, withStatus } from '../test/fakeApi';
import { CATALOG, makeProduct } from '../test/fixtures';
import { renderStorefront } from '../test/render';
import { CART_STORAGE_KEY } from '../lib/cart/cartRules';

const speaker = makeProduct({ id: 1, name: 'Speaker', price: '1250.00', stock: 2 });

function shopApi(products) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/featured-items/active', null],
    ['GET', '/api/products/home', []],
    [
      'GET',
      /\/api\/products\/\d+$/,
      (url) =>
        products.find((product) => url.endsWith(`/${product.id}`)) ?? withStatus(404, { message: 'Product not found' }),
    ],
  ]);
}

const storeCart = (lines) => window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
const storedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY));

describe('cart panel', () => {
  it('joins the stored lines with live products, hiding lines whose product is missing', async () => {
    const user = userEvent.setup();
    storeCart([
      { productId: 1, quantity: 1, price: 1000 },
      { productId: 99, quantity: 1, price: 5 },
    ]);
    shopApi([speaker]);
    renderStorefront('/');
    // The button counts what the panel shows: the line of the missing product is left out of both.
    await user.click(await screen.findByRole('button', { name: 'Shopping cart, 1 item' }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(panel).findByRole('link', { name: 'Speaker' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Speaker' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    // The stored price follows the live one.
    expect(within(panel).getByText('Subtotal (1 item)')).toBeInTheDocument();
    expect(within(panel).getAllByText('$1,250.00').length).toBeGreaterThan(0);
    expect(storedCart()[0].price).toBe(1250);
  });

  it('writes nothing to the stored cart until it changes, which could undo a cart another tab just saved', async () => {
    storeCart([{ productId: 1, quantity: 1, price: 1250 }]);
    shopApi([speaker]);
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    renderStorefront('/');
    await screen.findByRole('button', { name: 'Shopping cart, 1 item' });
    expect(writes.mock.calls.filter(([key]) => key === CART_STORAGE_KEY)).toEqual([]);
    writes.mockRestore();
  });

  it('changes quantities within the stock, removes lines and shows the empty state', async () => {
    const user = userEvent.setup();
    storeCart([{ productId: 1, quantity: 1, price: 1250 }]);
    shopApi([speaker]);
    renderStorefront('/');
    await user.click(screen.getByRole('button', { name: /Shopping cart/ }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    const increase = await within(panel).findByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(storedCart()[0].quantity).toBe(2);
    expect(increase).toBeDisabled();
    expect(increase).toHaveAccessibleDescription('Only 2 in stock');
    expect(within(panel).getByText('$2,500.00', { selector: '.cart-line__total' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity' }));
    expect(storedCart()[0].quantity).toBe(1);
    await user.click(within(panel).getByRole('button', { name: 'Remove Speaker from cart' }));
    expect(within(panel).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('says so when the products cannot be loaded', async () => {
    const user = userEvent.setup();
    storeCart([{ productId: 1, quantity: 1, price: 1250 }]);
    mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/featured-items/active', null],
      ['GET', '/api/products/home', []],
      ['GET', /\/api\/products\/\d+$/, withStatus(503, { message: 'Service unavailable' })],
    ]);
    renderStorefront('/');
    await user.click(screen.getByRole('button', { name: /Shopping cart/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  });

  it('closes with Escape and returns focus to the cart button', async () => {
    const user = userEvent.setup();
    shopApi([]);
    renderStorefront('/');
    const button = screen.getByRole('button', { name: 'Shopping cart, 0 items' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens the checkout from Proceed to Checkout', async () => {
    const user = userEvent.setup();
    storeCart([{ productId: 1, quantity: 1, price: 1250 }]);
    shopApi([speaker]);
    renderStorefront('/');
    await user.click(screen.getByRole('button', { name: /Shopping cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
  });
});

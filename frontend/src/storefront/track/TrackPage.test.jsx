import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requests, withStatus } from '../../test/fakeApi';
import { PAYMENT_STATUS_WORDS } from '../../lib/serverFormConstants';
import { CATALOG } from '../../test/fixtures';
import { renderStorefront } from '../../test/render';

const ORDER = {
  id: 1042,
  status: 'Verified',
  createdAt: '2026-03-01T10:00:00Z',
  total: '1897.00',
  items: [
    {
      productId: 1,
      productName: 'Aurora X1',
      quantity: 2,
      price: '899.00',
      lineTotal: '1798.00',
      selectedColor: 'Black',
      seatInfo: null,
    },
    {
      productId: 2,
      productName: 'Aurora Buds',
      quantity: 1,
      price: '99.00',
      lineTotal: '99.00',
      selectedColor: null,
      seatInfo: null,
    },
  ],
  timeline: [
    { status: 'Placed', at: '2026-03-01T10:00:00Z' },
    { status: 'Verified', at: '2026-03-01T15:00:00Z' },
  ],
  paymentStatus: PAYMENT_STATUS_WORDS.captured,
};

function api(reply) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['POST', '/api/orders/track', reply],
  ]);
}

async function lookUp(user, { orderId, phone }) {
  if (orderId !== undefined) {
    await user.clear(screen.getByLabelText('Order number'));
    await user.type(screen.getByLabelText('Order number'), orderId);
  }
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Track order' }));
}

describe('order tracking page', () => {
  it('shows status, progress with dates and what comes next, lines and total', async () => {
    const user = userEvent.setup();
    const fetchMock = api(ORDER);
    renderStorefront('/track');
    expect(await screen.findByRole('heading', { name: 'Track your order', level: 1 })).toBeInTheDocument();
    // The title is set in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.title).toBe('Track your order – Voltcart'));
    await lookUp(user, { orderId: '#1042', phone: '(555) 010-2000' });

    const result = await screen.findByRole('region', { name: 'Order #1042' });
    await waitFor(() => expect(within(result).getByRole('heading', { name: 'Order #1042' })).toHaveFocus());
    expect(requests(fetchMock).find((r) => r.method === 'POST').body).toEqual({
      orderId: 1042,
      phone: '(555) 010-2000',
    });
    expect(within(result).getByText('Verified', { selector: '.order-status' })).toBeInTheDocument();
    const steps = within(result)
      .getAllByRole('listitem')
      .filter((item) => item.closest('.timeline'));
    expect(steps.map((step) => step.querySelector('.timeline__label').textContent)).toEqual([
      'Done: Order placed',
      'Done: Verified by phone',
      'Next: ShippedNext',
      'Later: Delivered',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1].querySelector('time')).toHaveAttribute('datetime', '2026-03-01T15:00:00Z');
    expect(within(result).getByText('Aurora X1', { exact: false })).toHaveTextContent('Aurora X1 × 2');
    expect(within(result).getByText('Color: Black')).toBeInTheDocument();
    expect(within(result).getByText('$1,798.00')).toBeInTheDocument();
    expect(within(result).getByText('$1,897.00')).toBeInTheDocument();
  });

  it('says where the money stands in the server’s words, and nothing for an order placed before payments', async () => {
    const user = userEvent.setup();
    api(ORDER);
    const { unmount } = renderStorefront('/track');
    await lookUp(user, { orderId: '1042', phone: '5550102000' });
    const result = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(result).getByText(/^Payment:/)).toHaveTextContent(`Payment: ${PAYMENT_STATUS_WORDS.captured}`);
    unmount();

    api({ ...ORDER, paymentStatus: null });
    renderStorefront('/track');
    await lookUp(user, { orderId: '1042', phone: '5550102000' });
    const old = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(old).queryByText(/^Payment:/)).not.toBeInTheDocument();
  });

  it('prefills the order number from ?order= and shows the server’s neutral 404', async () => {
    const user = userEvent.setup();
    api(withStatus(404, { message: 'No order matches that number and phone' }));
    renderStorefront('/track?order=77');
    expect(await screen.findByLabelText('Order number')).toHaveValue('77');
    await lookUp(user, { phone: '5550000000' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No order matches that number and phone');
    expect(screen.queryByRole('region', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it('asks to wait after too many attempts', async () => {
    const user = userEvent.setup();
    api(withStatus(429, { message: 'Too many tracking attempts.' }));
    renderStorefront('/track');
    await lookUp(user, { orderId: '5', phone: '555' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in a minute.');
  });

  it('checks the fields before asking, and puts the server’s field errors on them', async () => {
    const user = userEvent.setup();
    const fetchMock = api(
      withStatus(400, { message: 'Invalid input', errors: { phone: ['Phone number is required'] } }),
    );
    renderStorefront('/track');
    await user.click(await screen.findByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Order number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveFocus();
    expect(requests(fetchMock).filter((r) => r.method === 'POST')).toEqual([]);

    await lookUp(user, { orderId: '5', phone: '-' });
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'The one you gave at checkout Phone number is required',
      ),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, requests, withStatus } from '../../test/fakeApi';
import { renderAdmin } from '../../test/render';
import OrdersTab from './OrdersTab';

const order = (id, status, allowedTransitions, extra = {}) => ({
  id,
  customerName: `Customer ${id}`,
  phone: '5551234567',
  address: { street: '1 Main St', city: 'Springfield', zipCode: '12345' },
  paymentMethod: 'Credit Card',
  paymentInfo: {
    cardholderName: 'Jane Doe',
    cardBrand: 'Visa',
    last4: '4242',
    expiryDate: '12/30',
    maskedNumber: '**** **** **** 4242',
  },
  items: [
    {
      productId: 3,
      productName: 'Pixel 9',
      quantity: 2,
      price: '399.50',
      lineTotal: '799.00',
      selectedColor: 'Obsidian',
      seatInfo: null,
    },
  ],
  total: '799.00',
  status,
  createdAt: '2025-03-01T10:00:00Z',
  allowedTransitions,
  ...extra,
});

const pending = order(1, 'Pending Verification', ['Verified', 'Canceled']);
const verified = order(2, 'Verified', ['Shipped', 'Canceled']);
const delivered = order(3, 'Delivered', []);

afterEach(() => vi.unstubAllGlobals());

function rowOf(text) {
  return screen.getByRole('rowheader', { name: text }).closest('tr');
}

describe('OrdersTab', () => {
  it('offers only the transitions the server allows for each order', async () => {
    mockApi([['GET', '/api/orders', page([pending, verified, delivered])]]);
    renderAdmin(<OrdersTab />);
    await screen.findByText('Customer 1');
    const pendingRow = within(rowOf('#1'));
    expect(pendingRow.getByRole('button', { name: 'Verify order #1' })).toBeInTheDocument();
    expect(pendingRow.getByRole('button', { name: 'Cancel order #1' })).toBeInTheDocument();
    expect(pendingRow.getByText('Pending Verification')).toHaveClass('admin-badge--pending-verification');
    const verifiedRow = within(rowOf('#2'));
    expect(verifiedRow.getByRole('button', { name: 'Ship order #2' })).toBeInTheDocument();
    expect(verifiedRow.queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(
      within(rowOf('#3'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(pendingRow.getByText('$799.00')).toBeInTheDocument();
  });

  it('says how many orders wait for their call, whether the oldest is overdue, and leads to the queue', async () => {
    const oldest = { id: 7, overdue: true, waitingHours: 30 };
    mockApi([
      ['GET', '/api/orders', page([pending])],
      ['GET', '/api/admin/verification-queue', { count: 3, next: null, previous: null, results: [oldest] }],
    ]);
    renderAdmin(<OrdersTab />, { path: '/admin/orders' });
    expect(
      await screen.findByText(/3 orders wait for a verification call, the oldest past the 24-hour promise\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Open the queue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/queue');
  });

  it('says when the one waiting order is overdue', async () => {
    mockApi([
      ['GET', '/api/orders', page([pending])],
      ['GET', '/api/admin/verification-queue', page([{ id: 1, overdue: true, waitingHours: 25 }])],
    ]);
    renderAdmin(<OrdersTab />, { path: '/admin/orders' });
    expect(
      await screen.findByText(/^1 order waits for a verification call, past the 24-hour promise\./),
    ).toBeInTheDocument();
  });

  it('says nothing of the queue while no order waits', async () => {
    mockApi([
      ['GET', '/api/orders', page([verified])],
      ['GET', '/api/admin/verification-queue', page([])],
    ]);
    renderAdmin(<OrdersTab />, { path: '/admin/orders' });
    await screen.findByText('Customer 2');
    expect(screen.queryByText(/wait for a verification call/)).not.toBeInTheDocument();
  });

  it('filters by status on the server, from the first page', async () => {
    const fetchMock = mockApi([['GET', '/api/orders', { ...page([pending]), count: 45 }]]);
    renderAdmin(<OrdersTab />);
    await screen.findByText('Customer 1');
    const filter = screen.getByLabelText('Filter by status');
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'All Orders',
      'Pending Verification',
      'Verified',
      'Shipped',
      'Delivered',
      'Canceled',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests(fetchMock).at(-1).url).toBe('/api/orders?limit=20&offset=20'));
    await userEvent.selectOptions(filter, 'Verified');
    await waitFor(() => expect(requests(fetchMock).at(-1).url).toBe('/api/orders?status=Verified&limit=20&offset=0'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?status=Verified');
  });

  it('pages through the list', async () => {
    mockApi([['GET', '/api/orders', { ...page([pending]), count: 45 }]]);
    renderAdmin(<OrdersTab />, { path: '/admin?page=3' });
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('verifies an order, confirms with a toast and refetches', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/orders', page([pending])],
      ['PATCH', '/api/orders/1/status', (url, body) => ({ ...pending, status: body.status })],
    ]);
    renderAdmin(<OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify order #1' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Order status has been updated successfully.')).toBeInTheDocument();
    expect(requests(fetchMock).find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/orders/1/status',
      body: { status: 'Verified' },
    });
    await waitFor(() => expect(requests(fetchMock).filter((c) => c.url.startsWith('/api/orders?'))).toHaveLength(2));
  });

  it("shows the server's refusal, or the fallback text", async () => {
    mockApi([
      ['GET', '/api/orders', page([pending])],
      ['PATCH', '/api/orders/1/status', withStatus(400, { message: 'Cannot change status from Canceled to Verified' })],
    ]);
    renderAdmin(<OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify order #1' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Cannot change status from Canceled to Verified');

    mockApi([
      ['GET', '/api/orders', page([pending])],
      ['PATCH', '/api/orders/1/status', withStatus(502)],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order #1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update order status'));
  });

  it('says why Verify could not capture the payment, the order left pending (409)', async () => {
    const message = 'The card authorisation has expired. Ask the customer to order again.';
    mockApi([
      ['GET', '/api/orders', page([pending])],
      ['PATCH', '/api/orders/1/status', withStatus(409, { message })],
    ]);
    renderAdmin(<OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify order #1' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(message);
    expect(within(rowOf('#1')).getByText('Pending Verification')).toBeInTheDocument();
  });

  it('asks before cancelling, naming the order; "No" changes nothing, "Yes" cancels', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/orders', page([pending])],
      ['PATCH', '/api/orders/1/status', (url, body) => ({ ...pending, status: body.status })],
    ]);
    renderAdmin(<OrdersTab />);
    const cancel = await screen.findByRole('button', { name: 'Cancel order #1' });
    await userEvent.click(cancel);
    const question = screen.getByRole('dialog', { name: 'Cancel order #1' });
    expect(question).toHaveTextContent('Cancel order #1 for Customer 1? Its items go back to stock.');
    await userEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(requests(fetchMock).filter((call) => call.method === 'PATCH')).toEqual([]);

    await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(requests(fetchMock).filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/orders/1/status', body: { status: 'Canceled' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the order details in a dialog', async () => {
    const seated = order(4, 'Pending Verification', ['Verified', 'Canceled'], {
      items: [
        {
          productId: 9,
          productName: 'Concert ticket',
          quantity: 2,
          price: '150.00',
          lineTotal: '300.00',
          selectedColor: '',
          seatInfo: { section: 'B', seats: ['B4', 'B5'], priceCategory: 2 },
        },
      ],
      total: '300.00',
    });
    mockApi([['GET', '/api/orders', page([seated])]]);
    renderAdmin(<OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Order #4' });
    const details = within(dialog);
    ['ID', 'Customer', 'Phone', 'Address', 'Paid with', 'Status', 'Total', 'Date', 'Payment', 'Items'].forEach(
      (label) => expect(details.getByText(label)).toBeInTheDocument(),
    );
    expect(details.getByText('Customer 4')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '5551234567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(details.getByText('1 Main St, Springfield 12345')).toBeInTheDocument();
    expect(details.getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('4242424242424242');
    expect(details.getByText('Concert ticket')).toBeInTheDocument();
    expect(details.getByText('Section B · Seats B4, B5 · Price category 2')).toBeInTheDocument();
    await userEvent.click(details.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a loading text, then the empty text', async () => {
    mockApi([['GET', '/api/orders', page([])]]);
    renderAdmin(<OrdersTab />);
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('shows the order history: status changes and calls, with who and when', async () => {
    const history = [
      {
        at: '2026-11-23T10:05:00Z',
        actor: 'boss',
        kind: 'status',
        field: 'status',
        from: 'Pending Verification',
        to: 'Verified',
        note: 'Call: Verified',
      },
      { at: '2026-11-23T10:05:00Z', actor: 'boss', kind: 'call', field: 'call', from: '', to: 'verified', note: '' },
      {
        at: '2026-11-23T08:00:00Z',
        actor: 'ada',
        kind: 'call',
        field: 'call',
        from: '',
        to: 'no_answer',
        note: 'Voicemail',
      },
    ];
    mockApi([
      ['GET', '/api/orders', page([verified])],
      ['GET', '/api/orders/2/history', history],
    ]);
    renderAdmin(<OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    const list = within(await screen.findByRole('list', { name: 'History of order #2' }));
    const entries = list.getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.admin-history__what').textContent)).toEqual([
      'Status changed: Pending Verification → Verified',
      'Call: Verified',
      'Call: No answer',
    ]);
    expect(entries[0]).toHaveTextContent('Call: Verified');
    expect(entries[0]).toHaveTextContent('boss');
    expect(entries[2]).toHaveTextContent('Voicemail');
    expect(entries[2]).toHaveTextContent('ada');
    expect(within(screen.getByRole('dialog')).getByText('0 calls')).toBeInTheDocument();
  });

  it('exports the filtered orders as CSV, for a range of days', async () => {
    mockApi([['GET', '/api/orders', page([verified])]]);
    renderAdmin(<OrdersTab />, { path: '/admin?status=Verified' });
    await screen.findByText('Customer 2');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/orders/export.csv?status=Verified');
    expect(link).toHaveAccessibleDescription('Verified orders, all dates');
    const export_ = within(screen.getByRole('group', { name: 'Export orders as CSV' }));
    await userEvent.type(export_.getByLabelText('From'), '2026-11-01');
    await userEvent.type(export_.getByLabelText('To'), '2026-11-30');
    expect(link).toHaveAttribute('href', '/api/orders/export.csv?status=Verified&from=2026-11-01&to=2026-11-30');

    await userEvent.clear(export_.getByLabelText('To'));
    await userEvent.type(export_.getByLabelText('To'), '2026-10-31');
    const refused = screen.getByRole('link', { name: 'Export CSV' });
    expect(refused).not.toHaveAttribute('href');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription('The end date is before the start date.');
  });
});

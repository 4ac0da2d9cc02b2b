import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, requests, withStatus } from '../../test/fakeApi';
import { PAYMENT_STATUS_WORDS } from '../../lib/serverFormConstants';
import { renderAdmin } from '../../test/render';
import QueueTab from './QueueTab';

const entry = (id, extra = {}) => ({
  id,
  customerName: `Customer ${id}`,
  phone: '5550102000',
  total: '1200.00',
  createdAt: '2026-11-22T09:00:00Z',
  waitingHours: 5.2,
  overdue: false,
  attempts: 0,
  unreachable: false,
  risk: [],
  ...extra,
});

const late = entry(3, {
  waitingHours: 30.4,
  overdue: true,
  attempts: 3,
  unreachable: true,
  risk: [
    { kind: 'same_phone', count: 2 },
    { kind: 'card_many_names', count: 3 },
  ],
});
const fresh = entry(8);

/** The whole order as GET /api/orders/{id} answers it. */
const order = (id, status = 'Pending Verification') => ({
  id,
  customerName: `Customer ${id}`,
  phone: '5550102000',
  address: { street: '1 Main Street', city: 'Springfield', zipCode: '12345' },
  paymentMethod: 'Credit Card',
  paymentInfo: {
    cardholderName: `Customer ${id}`,
    cardBrand: 'Visa',
    last4: '4242',
    expiryDate: '12/29',
    maskedNumber: '**** **** **** 4242',
  },
  items: [
    {
      productId: 5,
      productName: 'Volt Phone X',
      quantity: 2,
      price: '600.00',
      lineTotal: '1200.00',
      selectedColor: null,
      seatInfo: null,
    },
  ],
  total: '1200.00',
  status,
  createdAt: '2026-11-22T09:00:00Z',
  allowedTransitions: ['Verified', 'Canceled'],
  callAttempts: 0,
  unreachable: false,
});

const calls = [
  {
    id: 2,
    outcome: 'wrong_number',
    note: 'Number belongs to a bakery',
    staff: 'boss',
    createdAt: '2026-11-23T10:00:00Z',
  },
  { id: 1, outcome: 'no_answer', note: '', staff: 'ada', createdAt: '2026-11-23T08:00:00Z' },
];

afterEach(() => vi.unstubAllGlobals());

function api(extra = []) {
  return mockApi([
    ...extra,
    ['GET', '/api/admin/verification-queue', page([late, fresh])],
    ['GET', /\/api\/orders\/\d+\/calls$/, []],
    ['GET', /\/api\/orders\/\d+$/, (url) => order(Number(url.split('/').pop()))],
  ]);
}

const rowOf = (id) => within(screen.getByRole('rowheader', { name: `#${id}` }).closest('tr'));

async function openOrder(id) {
  await userEvent.click(await screen.findByRole('button', { name: `Open order #${id}` }));
  return within(screen.getByRole('dialog', { name: `Order #${id}` }));
}

describe('QueueTab', () => {
  it('lists the waiting orders oldest first, against the 24-hour promise', async () => {
    api();
    renderAdmin(<QueueTab />);
    expect(screen.getByText('Loading the queue...')).toBeInTheDocument();
    await screen.findByText('Customer 3');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['#3', '#8']);
    const overdue = rowOf(3);
    expect(overdue.getByRole('link', { name: '5550102000' })).toHaveAttribute('href', 'tel:5550102000');
    expect(overdue.getByText('$1,200.00')).toBeInTheDocument();
    expect(overdue.getByText('1 d 6 h')).toBeInTheDocument();
    expect(overdue.getByText('Overdue by 6 h')).toBeInTheDocument();
    expect(overdue.getByText('Unreachable')).toBeInTheDocument();
    expect(overdue.getByText('3')).toBeInTheDocument();
    const onTime = rowOf(8);
    expect(onTime.getByText('5 h')).toBeInTheDocument();
    expect(onTime.getByText('18 h left')).toBeInTheDocument();
    expect(onTime.queryByText('Unreachable')).toBeNull();
    expect(onTime.queryByText(/Overdue/)).toBeNull();
  });

  it("shows each order's risk signals in words, in the row and in the call dialog", async () => {
    api();
    renderAdmin(<QueueTab />);
    await screen.findByText('Customer 3');
    const signals = within(rowOf(3).getByRole('list', { name: 'Risk signals of order #3' }));
    expect(signals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 other orders with this phone in 24 h',
      'Card used with 3 names in 30 days',
    ]);
    expect(rowOf(8).queryByRole('list', { name: /Risk signals/ })).toBeNull();
    expect(rowOf(8).getByText('None')).toBeInTheDocument();

    const dialog = await openOrder(3);
    const inDialog = within(dialog.getByRole('list', { name: 'Risk signals of order #3' }));
    expect(inDialog.getByText('2 other orders with this phone in 24 h')).toBeInTheDocument();
    expect(inDialog.getByText('Card used with 3 names in 30 days')).toBeInTheDocument();
    expect(dialog.getByText(/Call carefully/)).toBeInTheDocument();
  });

  it('opens an order without risk signals without the careful-call note', async () => {
    api();
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(8);
    expect(dialog.getByText('None')).toBeInTheDocument();
    expect(dialog.queryByText(/Call carefully/)).toBeNull();
  });

  it('says when nobody is waiting', async () => {
    mockApi([['GET', '/api/admin/verification-queue', page([])]]);
    renderAdmin(<QueueTab />);
    expect(await screen.findByText('No orders are waiting for a verification call.')).toBeInTheDocument();
  });

  it('opens an order with its lines, masked card and calls so far', async () => {
    const fetchMock = api([['GET', '/api/orders/3/calls', calls]]);
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(3);
    expect(await dialog.findByText('Volt Phone X')).toBeInTheDocument();
    expect(dialog.getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '5550102000' })).toHaveAttribute('href', 'tel:5550102000');
    expect(dialog.getByText('3 calls, unreachable')).toBeInTheDocument();
    expect(dialog.getByText(/3 calls failed/)).toBeInTheDocument();
    const log = within(await dialog.findByRole('list', { name: 'Calls about order #3' }));
    const [latest, first] = log.getAllByRole('listitem');
    expect(latest).toHaveTextContent('Call: Wrong number');
    expect(latest).toHaveTextContent('Number belongs to a bakery');
    expect(latest).toHaveTextContent('boss');
    expect(first).toHaveTextContent('Call: No answer');
    expect(first).toHaveTextContent('ada');
    expect(requests(fetchMock).map((call) => call.url)).toContain('/api/orders/3');
  });

  it('asks for an outcome, then records the call, confirms and refreshes the queue', async () => {
    const fetchMock = api([
      [
        'POST',
        '/api/orders/8/calls',
        (url, body) => withStatus(201, { id: 9, ...body, staff: 'admin', createdAt: '2026-11-23T11:00:00Z' }),
      ],
    ]);
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(8);
    const outcomes = within(dialog.getByRole('group', { name: 'Outcome' }));
    expect(outcomes.getByRole('radio', { name: 'Customer canceled' })).toHaveAccessibleDescription(
      'The order is canceled and its stock returned.',
    );
    expect(outcomes.getAllByRole('radio').map((radio) => radio.value)).toEqual([
      'verified',
      'no_answer',
      'wrong_number',
      'customer_canceled',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Record call' }));
    expect(await dialog.findByText('Choose the outcome of the call')).toBeInTheDocument();
    await waitFor(() => expect(outcomes.getByRole('radio', { name: 'Verified' })).toHaveFocus());

    await userEvent.click(outcomes.getByRole('radio', { name: 'Verified' }));
    await userEvent.type(dialog.getByLabelText('Note (optional)'), ' Confirmed the address ');
    await userEvent.click(dialog.getByRole('button', { name: 'Record call' }));

    expect(await screen.findByText('Call recorded')).toBeInTheDocument();
    expect(screen.getByText('Order #8 is verified.')).toBeInTheDocument();
    expect(requests(fetchMock).find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/orders/8/calls',
      body: { outcome: 'verified', note: 'Confirmed the address' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(requests(fetchMock).filter((call) => call.url.startsWith('/api/admin/verification-queue'))).toHaveLength(
        2,
      ),
    );
  });

  it('asks before a "customer canceled" call cancels the order', async () => {
    const fetchMock = api([
      [
        'POST',
        '/api/orders/8/calls',
        (url, body) => withStatus(201, { id: 9, ...body, staff: 'admin', createdAt: '2026-11-23T11:00:00Z' }),
      ],
    ]);
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(8);
    await userEvent.click(dialog.getByRole('radio', { name: 'Customer canceled' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record call' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel order #8' });
    expect(question).toHaveTextContent('Cancel order #8 for Customer 8? Its items go back to stock.');
    await userEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel order #8' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Order #8' })).toBeInTheDocument();
    expect(requests(fetchMock).filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Record call' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order #8 is canceled and its stock returned.')).toBeInTheDocument();
    expect(requests(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders/8/calls', body: { outcome: 'customer_canceled', note: '' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const message = 'Order #8 is Verified: it no longer waits for a verification call';
    api([['POST', '/api/orders/8/calls', withStatus(400, { message })]]);
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(8);
    await userEvent.click(dialog.getByRole('radio', { name: 'No answer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record call' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Order #8' })).toBeInTheDocument();
    expect(dialog.getByText(message)).toBeInTheDocument(); // in the dialog too, after the toast has gone
  });

  it('keeps the dialog open with the reason when a "verified" call cannot capture the payment (409)', async () => {
    const message = 'The payment could not be captured: the card was declined. The order is still pending.';
    api([['POST', '/api/orders/8/calls', withStatus(409, { message })]]);
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(8);
    await userEvent.click(dialog.getByRole('radio', { name: 'Verified' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.getByText(message)).toHaveClass('admin-alert');
    expect(screen.getByRole('dialog', { name: 'Order #8' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Verified' })).toBeChecked();
  });

  it('flags the card authorisations about to lapse, or gone, in the row and in the call dialog', async () => {
    const lapsing = entry(4, {
      createdAt: '2026-11-16T09:00:00Z',
      waitingHours: 150,
      paymentStatus: 'authorized',
      captureBefore: '2026-11-23T09:00:00Z',
      authorisationExpiresSoon: true,
    });
    const released = entry(5, { paymentStatus: 'expired', captureBefore: '2026-11-22T09:00:00Z' });
    const held = entry(6, { paymentStatus: 'authorized', captureBefore: '2026-11-29T09:00:00Z' });
    mockApi([
      ['GET', '/api/admin/verification-queue', page([lapsing, released, held])],
      ['GET', /\/api\/orders\/\d+\/calls$/, []],
      ['GET', /\/api\/orders\/\d+$/, (url) => order(Number(url.split('/').pop()))],
    ]);
    renderAdmin(<QueueTab />);
    await screen.findByText('Customer 4');
    expect(rowOf(4).getByText('Authorisation expires in 18 h')).toHaveClass('admin-badge--overdue');
    expect(rowOf(5).getByText(`Payment: ${PAYMENT_STATUS_WORDS.expired}`)).toBeInTheDocument();
    expect(rowOf(6).queryByText(/Authorisation|Payment:/)).toBeNull();

    const dialog = await openOrder(4);
    expect(dialog.getByText('Authorisation expires in 18 h')).toBeInTheDocument();
  });

  it('says so when the order left the queue before it was opened', async () => {
    mockApi([
      ['GET', '/api/admin/verification-queue', page([fresh])],
      ['GET', '/api/orders/8/calls', []],
      ['GET', '/api/orders/8', order(8, 'Verified')],
    ]);
    renderAdmin(<QueueTab />);
    const dialog = await openOrder(8);
    expect(await dialog.findByText('The order no longer waits for verification (Verified).')).toBeInTheDocument();
    expect(dialog.queryByText('Volt Phone X')).toBeNull();
    expect(dialog.getByText('No calls yet.')).toBeInTheDocument();
  });
});

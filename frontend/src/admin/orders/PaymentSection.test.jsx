import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_STATUS_WORDS } from '../../lib/serverFormConstants';
import { mockApi, page, requests, withStatus } from '../../test/fakeApi';
import { verifier } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import OrdersTab from './OrdersTab';
import PaymentSection from './PaymentSection';

/** A payment as the staff order answers carry it: charged $200.00, nothing refunded yet. */
const charged = (extra = {}) => ({
  provider: 'test',
  status: 'captured',
  statusText: PAYMENT_STATUS_WORDS.captured,
  authorized: '200.00',
  captured: '200.00',
  refunded: '0.00',
  refundable: '200.00',
  captureBefore: '2026-11-29T09:00:00Z',
  card: { brand: 'Visa', last4: '6467', funding: 'credit' },
  events: [
    { kind: 'authorized', amount: '200.00', at: '2026-11-22T09:00:00Z', actor: null, note: '' },
    { kind: 'captured', amount: '200.00', at: '2026-11-22T12:00:00Z', actor: 'vera', note: '' },
  ],
  ...extra,
});

const held = charged({
  status: 'authorized',
  statusText: PAYMENT_STATUS_WORDS.authorized,
  captured: '0.00',
  refundable: '0.00',
  events: charged().events.slice(0, 1),
});

const partlyRefunded = charged({
  status: 'partially_refunded',
  statusText: PAYMENT_STATUS_WORDS.partially_refunded,
  refunded: '30.00',
  refundable: '170.00',
  events: [
    ...charged().events,
    { kind: 'refunded', amount: '30.00', at: '2026-11-23T10:00:00Z', actor: 'admin', note: 'Scratched case' },
  ],
});

const order = (payment) => ({
  id: 2,
  customerName: 'Customer 2',
  phone: '5551234567',
  address: { street: '1 Main St', city: 'Springfield', zipCode: '12345' },
  paymentMethod: 'Credit Card',
  paymentInfo: {
    cardholderName: 'Jane Doe',
    cardBrand: 'Visa',
    last4: '6467',
    expiryDate: '12/30',
    maskedNumber: '**** **** **** 6467',
  },
  items: [],
  total: '200.00',
  status: 'Verified',
  createdAt: '2026-11-22T09:00:00Z',
  allowedTransitions: ['Shipped', 'Canceled'],
  callAttempts: 1,
  unreachable: false,
  paymentStatus: payment?.statusText ?? null,
  payment,
});

afterEach(() => vi.unstubAllGlobals());

const section = () => within(screen.getByRole('region', { name: 'Payment' }));

describe('PaymentSection', () => {
  it('shows a held authorisation: its words, amounts, card, the capture deadline and the ledger; no refund', () => {
    renderAdmin(<PaymentSection orderId={2} payment={held} />);
    const payment = section();
    expect(payment.getByText(PAYMENT_STATUS_WORDS.authorized)).toHaveClass('admin-badge--payment-authorized');
    expect(payment.getByText('Authorised', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$200.00');
    expect(payment.getByText('Captured').nextElementSibling).toHaveTextContent('$0.00');
    expect(payment.getByText('Visa •••• 6467 · credit')).toBeInTheDocument();
    expect(payment.getByText('Capture by').nextElementSibling.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-29T09:00:00Z',
    );
    const [authorised] = within(payment.getByRole('list', { name: 'Payment ledger of order #2' })).getAllByRole(
      'listitem',
    );
    expect(authorised).toHaveTextContent('Authorised$200.00');
    expect(authorised).toHaveTextContent('Checkout ·');
    expect(payment.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('offers a refund of a charge to a member whose role allows it, and only then', () => {
    const { unmount } = renderAdmin(<PaymentSection orderId={2} payment={partlyRefunded} />);
    expect(section().getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(section().queryByText('Capture by')).toBeNull(); // captured: no deadline any more
    const entries = within(section().getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.admin-history__title').textContent)).toEqual([
      'Authorised',
      'Charged',
      'Refunded',
    ]);
    expect(entries[2]).toHaveTextContent('Scratched case');
    expect(entries[2]).toHaveTextContent('admin ·');
    unmount();

    renderAdmin(<PaymentSection orderId={2} payment={partlyRefunded} />, { member: verifier });
    expect(section().queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('says an order placed before payments has none', () => {
    renderAdmin(<PaymentSection orderId={2} payment={null} />);
    expect(section().getByText(/Placed before card payments/)).toBeInTheDocument();
    expect(section().queryByRole('list')).toBeNull();
  });
});

/** The orders list with order #2, its detail read from GET /api/orders/2 (`detail` answers it), and the refund. */
function ordersApi(detail, refund) {
  return mockApi([
    ['GET', '/api/orders', page([order(charged())])],
    ['GET', '/api/orders/2', detail],
    ['GET', '/api/orders/2/history', []],
    ['POST', '/api/admin/orders/2/refunds', refund],
  ]);
}

async function openRefund(user) {
  renderAdmin(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'View' }));
  const detail = screen.getByRole('dialog', { name: 'Order #2' });
  await user.click(await within(detail).findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund order #2' });
}

const refundRequests = (fetchMock) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/admin/orders/2/refunds' && init.method === 'POST');

describe('RefundDialog', () => {
  it('refunds part of the charge: the whole is offered, the toast says how much, the order is read again', async () => {
    const user = userEvent.setup();
    let refunded = false;
    const fetchMock = ordersApi(
      () => order(refunded ? partlyRefunded : charged()),
      () => {
        refunded = true;
        return withStatus(201, partlyRefunded);
      },
    );
    const dialog = within(await openRefund(user));
    const amount = dialog.getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('200.00');
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription("Kept in the payment's ledger.");
    await user.clear(amount);
    await user.type(amount, '30');
    await user.type(dialog.getByLabelText('Reason'), ' Scratched case ');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));

    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(screen.getByText('$30.00 refunded to the card.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund order #2' })).toBeNull());
    expect(await section().findByText(PAYMENT_STATUS_WORDS.partially_refunded)).toBeInTheDocument();
    const [[, init]] = refundRequests(fetchMock);
    expect(JSON.parse(init.body)).toEqual({ amount: '30', reason: 'Scratched case' });
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the amount and the reason before asking', async () => {
    const user = userEvent.setup();
    const fetchMock = ordersApi(order(charged()), {});
    const dialog = within(await openRefund(user));
    const amount = dialog.getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '200.01');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('At most $200.00 is left to refund'));
    expect(amount).toHaveFocus();
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(
      "Kept in the payment's ledger. Say why the money goes back",
    );
    expect(refundRequests(fetchMock)).toEqual([]);
  });

  it("puts the server's field errors on the fields, and shows a refusal that names no field", async () => {
    const user = userEvent.setup();
    const tooMuch = 'A refund can be at most $170.00, what is left of the charge';
    let reply = withStatus(400, { message: tooMuch, errors: { amount: [tooMuch] } });
    ordersApi(order(charged()), () => reply);
    const dialog = within(await openRefund(user));
    await user.type(dialog.getByLabelText('Reason'), 'Returned');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    await waitFor(() => expect(dialog.getByLabelText('Amount (USD)')).toHaveAccessibleDescription(tooMuch));

    reply = withStatus(403, { message: 'Your role does not allow this' });
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(await dialog.findByText('Your role does not allow this')).toHaveClass('admin-alert');
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this'); // the toast
    expect(screen.getByRole('dialog', { name: 'Refund order #2' })).toBeInTheDocument();
  });

  it('sends the same Idempotency-Key again after a request that got no answer, a new one after an answer', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = ordersApi(order(charged()), () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return withStatus(409, { message: 'The refund was refused: the card is closed.' });
    });
    const dialog = within(await openRefund(user));
    await user.type(dialog.getByLabelText('Reason'), 'Returned');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(await dialog.findByText('The refund failed')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(await dialog.findByText('The refund was refused: the card is closed.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    await waitFor(() => expect(refundRequests(fetchMock)).toHaveLength(3));

    const keys = refundRequests(fetchMock).map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(requests(fetchMock).filter((r) => r.method === 'POST')).toHaveLength(3);
  });
});

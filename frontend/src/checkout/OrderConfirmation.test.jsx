import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, withStatus } from '../test/fakeApi';
import { CATALOG } from '../test/fixtures';
import { renderStorefront } from '../test/render';
import { PAYMENT_STATUS_WORDS } from '../lib/serverFormConstants';
import { receiptSummary } from '../lib/summaryLines';

const receipt = {
  id: 42,
  status: 'Pending Verification',
  total: '1478.00',
  createdAt: '2026-01-01T10:30:00Z',
  items: [
    {
      productId: 1,
      productName: 'Pixel 8',
      quantity: 2,
      price: '699.00',
      lineTotal: '1398.00',
      selectedColor: 'Blue',
      seatInfo: null,
    },
    {
      productId: 2,
      productName: 'Concert',
      quantity: 1,
      price: '80.00',
      lineTotal: '80.00',
      selectedColor: null,
      seatInfo: { section: 'B', seats: ['12'], priceCategory: 'Premium' },
    },
  ],
  paymentInfo: { cardBrand: 'Visa', maskedNumber: '**** **** **** 4242' },
  paymentStatus: PAYMENT_STATUS_WORDS.authorized,
};

function receiptApi(reply) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/orders/42/receipt', reply],
  ]);
}

describe('order confirmation page', () => {
  it('shows the number, lines, total, card, the verification promise and a tracking link', async () => {
    receiptApi(receipt);
    renderStorefront('/order/42');
    expect(await screen.findByRole('heading', { name: 'Order #42', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Thank you! Your order is placed.')).toBeInTheDocument();
    expect(screen.getByText(/You will be contacted within 24 hours for verification\./)).toBeInTheDocument();
    expect(screen.getByText('Visa **** **** **** 4242')).toBeInTheDocument();
    expect(screen.getByText('Pending Verification')).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(lines.getByText('Color: Blue')).toBeInTheDocument();
    expect(lines.getByText('$1,398.00')).toBeInTheDocument();
    expect(lines.getByText('Section B · Seats 12 · Premium')).toBeInTheDocument();
    expect(lines.getByText('$1,478.00')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track?order=42',
    );
    // The title is set in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.title).toBe('Your order – Voltcart'));
  });

  it('says where the money stands in the server’s words, and nothing for an order placed before payments', async () => {
    receiptApi({ ...receipt, paymentStatus: PAYMENT_STATUS_WORDS.partially_refunded });
    const { unmount } = renderStorefront('/order/42');
    const payment = (await screen.findByText('Payment')).closest('div');
    expect(payment).toHaveTextContent(`Payment${PAYMENT_STATUS_WORDS.partially_refunded}`);
    unmount();

    receiptApi({ ...receipt, paymentStatus: null });
    renderStorefront('/order/42');
    await screen.findByText('Thank you! Your order is placed.');
    expect(screen.queryByText('Payment')).not.toBeInTheDocument();
  });

  it('explains that another device cannot see the receipt, and offers tracking', async () => {
    receiptApi(withStatus(404, { message: 'Order not found' }));
    renderStorefront('/order/42');
    expect(
      await screen.findByText(/This receipt is only shown on the device that placed the order\./),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track?order=42',
    );
  });
});

describe('receiptSummary', () => {
  it('lists the receipt lines like the checkout summary, with the server’s totals', () => {
    const summary = receiptSummary(receipt);
    expect(summary.total).toBe('1478.00');
    expect(
      summary.lines.map(({ name, quantity, lineTotal, selectedColor }) => [name, quantity, lineTotal, selectedColor]),
    ).toEqual([
      ['Pixel 8', 2, '1398.00', 'Blue'],
      ['Concert', 1, '80.00', null],
    ]);
  });
});

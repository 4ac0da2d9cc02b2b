import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fakeApi';
import { renderAdmin } from '../../test/render';
import AnalyticsTab from './AnalyticsTab';

const analytics = {
  totalOrders: 12,
  totalRevenue: '10499.5',
  pendingOrders: 3,
  totalProducts: 87,
  overdueOrders: 2,
  averageVerificationHours: 5.4,
  recentOrders: [
    {
      id: 12,
      customerName: 'Ada Lovelace',
      total: '1299.00',
      status: 'Pending Verification',
      createdAt: '2025-03-02T09:00:00Z',
    },
    { id: 11, customerName: 'Alan Turing', total: '49.90', status: 'Canceled', createdAt: '2025-03-01T09:00:00Z' },
  ],
  // The server's 30 days, oldest first, zeros included.
  revenueByDay: Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 1, 1 + i)).toISOString().slice(0, 10);
    return i === 29 ? { date, revenue: '1299.00', orders: 1 } : { date, revenue: '0.00', orders: 0 };
  }),
};

afterEach(() => vi.unstubAllGlobals());

const stat = (label) => screen.getByText(label).closest('li');

describe('AnalyticsTab', () => {
  it('shows the four figures from the server', async () => {
    mockApi([['GET', '/api/admin/analytics', analytics]]);
    renderAdmin(<AnalyticsTab />);
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();
    await screen.findByText('Total Orders');
    expect(stat('Total Orders')).toHaveTextContent('12');
    expect(stat('Total Revenue')).toHaveTextContent('$10,499.50');
    expect(stat('Pending Orders')).toHaveTextContent('3');
    expect(stat('Total Products')).toHaveTextContent('87');
  });

  it('lists the recent activity', async () => {
    mockApi([['GET', '/api/admin/analytics', analytics]]);
    renderAdmin(<AnalyticsTab />);
    const first = within((await screen.findByText('Order #12')).closest('li'));
    expect(first.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(first.getByText('$1,299.00')).toBeInTheDocument();
    expect(first.getByText(/2025/)).toBeInTheDocument();
    expect(screen.getByText('Order #11')).toBeInTheDocument();
  });

  it("says 'No recent activity' without orders", async () => {
    mockApi([['GET', '/api/admin/analytics', { ...analytics, totalOrders: 0, recentOrders: [], revenueByDay: [] }]]);
    renderAdmin(<AnalyticsTab />);
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });

  it('draws an accessible 30-day revenue chart', async () => {
    mockApi([['GET', '/api/admin/analytics', analytics]]);
    renderAdmin(<AnalyticsTab />);
    const chart = await screen.findByRole('img', { name: 'Revenue by day, last 30 days' });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(chart).toHaveAccessibleDescription('$1,299.00 in total from Feb 1 to Mar 2.');
    const table = screen.getByRole('table', { name: 'Revenue by day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Mar 2' }).closest('tr')).toHaveTextContent('$1,299.00');
  });

  it('shows the orders waiting past the promise and the average time to verification', async () => {
    mockApi([['GET', '/api/admin/analytics', analytics]]);
    renderAdmin(<AnalyticsTab />);
    await screen.findByText('Total Orders');
    expect(stat('Waiting Over 24 h')).toHaveTextContent('2');
    expect(stat('Waiting Over 24 h')).toHaveTextContent('Pending past the 24-hour call promise');
    expect(stat('Average Time to Verify')).toHaveTextContent('5 h');
    expect(stat('Average Time to Verify')).toHaveTextContent('last 30 days');
  });

  it('shows "—" without a verified order in the last 30 days', async () => {
    mockApi([['GET', '/api/admin/analytics', { ...analytics, averageVerificationHours: null }]]);
    renderAdmin(<AnalyticsTab />);
    await screen.findByText('Total Orders');
    const card = stat('Average Time to Verify');
    expect(card.querySelector('.admin-stat__value')).toHaveTextContent('—');
    expect(card).toHaveTextContent('No order verified in the last 30 days');
  });
});

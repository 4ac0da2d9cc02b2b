import { describe, expect, it, vi, afterEach } from 'vitest';
import { keyReadsAny } from '../../api/swr';
import { mockApi, requests } from '../../test/fakeApi';
import {
  changeOrderStatus,
  orderCallsUrl,
  orderHistoryUrl,
  ordersExportUrl,
  recordCall,
  refundPayment,
  VERIFICATION_QUEUE_URL,
} from './ordersApi';

afterEach(() => vi.unstubAllGlobals());

describe('order request URLs', () => {
  it('spell calls, history and the export', () => {
    expect(orderCallsUrl(12)).toBe('/api/orders/12/calls');
    expect(orderHistoryUrl(12)).toBe('/api/orders/12/history');
    expect(ordersExportUrl({ status: '', from: '', to: '' })).toBe('/api/orders/export.csv');
    expect(ordersExportUrl({ status: 'Pending Verification', from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/api/orders/export.csv?status=Pending+Verification&from=2026-11-01&to=2026-11-30',
    );
  });
});

describe('order writes', () => {
  const stale = (mutation, key) => keyReadsAny(key, mutation.invalidates);

  it('refresh the order lists, calls, history, queue, analytics and product lists', () => {
    [changeOrderStatus, recordCall].forEach((mutation) => {
      [
        '/api/orders?status=Verified&limit=20&offset=0',
        '/api/orders/12/calls',
        '/api/orders/12/history',
        `${VERIFICATION_QUEUE_URL}?limit=20&offset=0`,
        '/api/admin/analytics',
        '/api/admin/products?limit=20&offset=0',
        '/api/admin/reports/low-stock?threshold=5&limit=20&offset=0',
      ].forEach((key) => expect(stale(mutation, key), key).toBe(true));
      expect(stale(mutation, '/api/featured-items')).toBe(false);
    });
  });

  it('a refund refreshes the orders (the one refunded among them) and the figures, not the queue or stock', () => {
    ['/api/orders?limit=20&offset=0', '/api/orders/12', '/api/admin/analytics'].forEach((key) =>
      expect(stale(refundPayment, key), key).toBe(true),
    );
    [`${VERIFICATION_QUEUE_URL}?limit=20&offset=0`, '/api/admin/products?limit=20&offset=0'].forEach((key) =>
      expect(stale(refundPayment, key), key).toBe(false),
    );
  });

  it('send a refund with its Idempotency-Key', async () => {
    const fetchMock = mockApi([['POST', '/api/admin/orders/12/refunds', { status: 'partially_refunded' }]]);
    await refundPayment.request(12, { amount: '10.00', reason: 'Scratched case' }, 'key-1');
    expect(requests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/admin/orders/12/refunds', body: { amount: '10.00', reason: 'Scratched case' } },
    ]);
    expect(fetchMock.mock.calls[0][1].headers['Idempotency-Key']).toBe('key-1');
  });

  it('send the call and the status change', async () => {
    const fetchMock = mockApi([
      ['POST', '/api/orders/12/calls', { id: 1 }],
      ['PATCH', '/api/orders/12/status', { id: 12 }],
    ]);
    await recordCall.request(12, { outcome: 'no_answer', note: 'Voicemail' });
    await changeOrderStatus.request(12, 'Canceled');
    expect(requests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/orders/12/calls', body: { outcome: 'no_answer', note: 'Voicemail' } },
      { method: 'PATCH', url: '/api/orders/12/status', body: { status: 'Canceled' } },
    ]);
  });
});

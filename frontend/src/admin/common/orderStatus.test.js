import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../lib/serverFormConstants';
import { actionLabel, cancelQuestion, describeExport, describeSeatInfo, formatAddress } from './orderStatus';

describe('order statuses', () => {
  it('are the five statuses in lifecycle order', () => {
    expect(ORDER_STATUSES).toEqual(['Pending Verification', 'Verified', 'Shipped', 'Delivered', 'Canceled']);
  });
  it('name the action that moves an order to each status', () => {
    expect(actionLabel('Verified')).toBe('Verify');
    expect(actionLabel('Canceled')).toBe('Cancel');
    expect(actionLabel('Shipped')).toBe('Ship');
    expect(actionLabel('Delivered')).toBe('Deliver');
    expect(actionLabel('Returned')).toBe('Mark Returned');
  });
});

describe('describeSeatInfo', () => {
  it('lists section, seats and price category', () => {
    expect(describeSeatInfo({ section: 'B', seats: ['4', '5'], priceCategory: 2 })).toBe(
      'Section B · Seats 4, 5 · Price category 2',
    );
  });
  it('skips missing parts and missing seat info', () => {
    expect(describeSeatInfo({ section: 'VIP', seats: [] })).toBe('Section VIP');
    expect(describeSeatInfo(null)).toBe('');
  });
});

describe('formatAddress', () => {
  it('joins street, city and ZIP code', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Springfield', zipCode: '12345' })).toBe(
      '1 Main St, Springfield 12345',
    );
    expect(formatAddress(null)).toBe('');
  });
});

describe('describeExport', () => {
  it('names the status and the days the export holds', () => {
    expect(describeExport({ status: '', from: '', to: '' })).toBe('Orders of every status, all dates');
    expect(describeExport({ status: 'Verified', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'Verified orders, from 2026-11-01 to 2026-11-30',
    );
    expect(describeExport({ status: '', from: '2026-11-01', to: '' })).toBe(
      'Orders of every status, from 2026-11-01 on',
    );
    expect(describeExport({ status: 'Canceled', from: '', to: '2026-11-30' })).toBe(
      'Canceled orders, up to 2026-11-30',
    );
  });
});

describe('cancelQuestion', () => {
  it('names the order, its customer and what cancelling does', () => {
    expect(cancelQuestion({ id: 123, customerName: 'Jane Doe' })).toBe(
      'Cancel order #123 for Jane Doe? Its items go back to stock.',
    );
  });
});

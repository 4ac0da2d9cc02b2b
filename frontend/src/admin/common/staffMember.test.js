import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './staffMember';

describe('can', () => {
  const verifier = { permissions: ['catalog.view_product', 'orders.change_order', 'orders.view_order'] };

  it('holds when the member has every permission asked', () => {
    expect(can(verifier, PERMISSIONS.viewOrders)).toBe(true);
    expect(can(verifier, PERMISSIONS.viewOrders, PERMISSIONS.changeOrders)).toBe(true);
  });

  it('fails for one missing, or no member at all', () => {
    expect(can(verifier, PERMISSIONS.viewOrders, PERMISSIONS.changeProducts)).toBe(false);
    expect(can(verifier, PERMISSIONS.viewAnalytics)).toBe(false);
    expect(can(null, PERMISSIONS.viewOrders)).toBe(false);
  });
});

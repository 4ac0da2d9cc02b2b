import { describe, expect, it } from 'vitest';
import { trackingSteps } from './trackingSteps';

const PLACED = { status: 'Placed', at: '2026-03-01T10:00:00Z' };
const VERIFIED = { status: 'Verified', at: '2026-03-01T15:00:00Z' };
const SHIPPED = { status: 'Shipped', at: '2026-03-02T09:00:00Z' };
const DELIVERED = { status: 'Delivered', at: '2026-03-04T12:00:00Z' };
const CANCELED = { status: 'Canceled', at: '2026-03-02T08:00:00Z' };

const view = (steps) => steps.map((step) => [step.status, step.state, step.at, Boolean(step.hint), step.current]);

describe('tracking steps', () => {
  it('a new order: placed (dated, current), verification next with what happens, the rest later', () => {
    expect(view(trackingSteps('Pending Verification', [PLACED]))).toEqual([
      ['Placed', 'done', PLACED.at, false, true],
      ['Verified', 'next', null, true, false],
      ['Shipped', 'upcoming', null, false, false],
      ['Delivered', 'upcoming', null, false, false],
    ]);
    expect(trackingSteps('Pending Verification', [PLACED])[1].hint).toContain('within 24 hours');
  });

  it('a shipped order: three steps done with their dates, delivery next', () => {
    expect(view(trackingSteps('Shipped', [PLACED, VERIFIED, SHIPPED]))).toEqual([
      ['Placed', 'done', PLACED.at, false, false],
      ['Verified', 'done', VERIFIED.at, false, false],
      ['Shipped', 'done', SHIPPED.at, false, true],
      ['Delivered', 'next', null, true, false],
    ]);
  });

  it('a delivered order: everything done, nothing next', () => {
    const steps = trackingSteps('Delivered', [PLACED, VERIFIED, SHIPPED, DELIVERED]);
    expect(steps.every((step) => step.state === 'done')).toBe(true);
    expect(steps[3].current).toBe(true);
  });

  it('a canceled order: what it went through, then the cancellation, nothing to come', () => {
    expect(view(trackingSteps('Canceled', [PLACED, VERIFIED, CANCELED]))).toEqual([
      ['Placed', 'done', PLACED.at, false, false],
      ['Verified', 'done', VERIFIED.at, false, false],
      ['Canceled', 'done', CANCELED.at, false, true],
    ]);
    expect(view(trackingSteps('Canceled', [PLACED, CANCELED])).map(([status]) => status)).toEqual([
      'Placed',
      'Canceled',
    ]);
  });

  it('a status reached without a recorded change is done, undated', () => {
    expect(trackingSteps('Verified', [PLACED])[1]).toMatchObject({ status: 'Verified', state: 'done', at: null });
  });
});

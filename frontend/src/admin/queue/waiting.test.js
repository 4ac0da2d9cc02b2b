import { describe, expect, it } from 'vitest';
import { describeWait } from './waiting';

describe('describeWait', () => {
  it('gives the time waited and what is left of the 24-hour promise', () => {
    expect(describeWait({ waitingHours: 5.2, overdue: false })).toEqual({ waited: '5 h', promise: '18 h left' });
    expect(describeWait({ waitingHours: 23.6, overdue: false })).toEqual({ waited: '23 h', promise: '< 1 h left' });
    expect(describeWait({ waitingHours: 0, overdue: false })).toEqual({ waited: '< 1 h', promise: '24 h left' });
    expect(describeWait({ waitingHours: 0.1, overdue: false })).toEqual({ waited: '< 1 h', promise: '23 h left' });
  });
  it('says by how much an overdue order is late, as the server decides overdue', () => {
    expect(describeWait({ waitingHours: 30.4, overdue: true })).toEqual({
      waited: '1 d 6 h',
      promise: 'Overdue by 6 h',
    });
    expect(describeWait({ waitingHours: 24.02, overdue: true })).toEqual({
      waited: '1 d',
      promise: 'Overdue by < 1 h',
    });
  });
  it('takes another window', () => {
    expect(describeWait({ waitingHours: 50, overdue: true }, 48)).toEqual({
      waited: '2 d 2 h',
      promise: 'Overdue by 2 h',
    });
  });
});

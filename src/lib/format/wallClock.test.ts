import { describe, expect, it } from 'vitest';
import { pad2, wallClock } from './wallClock';

describe('wall clock in a time zone', () => {
  it('reads the hotel’s calendar', () => {
    const at = Date.UTC(2026, 11, 31, 16, 30, 5);
    expect(wallClock(at, 'Asia/Shanghai')).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 30, second: 5 });
    expect(wallClock(at, 'UTC')).toEqual({ year: 2026, month: 12, day: 31, hour: 16, minute: 30, second: 5 });
  });
  it('uses the runtime zone without one', () => {
    const local = new Date(2024, 0, 5, 7, 8, 9);
    expect(wallClock(local.getTime())).toEqual({ year: 2024, month: 1, day: 5, hour: 7, minute: 8, second: 9 });
  });
  it('pads', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(12)).toBe('12');
  });
});

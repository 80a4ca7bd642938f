import { describe, expect, it } from 'vitest';
import { checkoutAfter, dayOfLocal, lastCheckout, localDate } from './stayDates';

const bounds = { today: '2026-12-01', maxDay: '2027-12-01', maxNights: 30 };

describe('stay dates of the picker', () => {
  it('keeps a check-out that still makes a stay', () => {
    expect(checkoutAfter('2026-12-10', '2026-12-12', bounds)).toBe('2026-12-12');
    expect(checkoutAfter('2026-12-10', '2027-01-09', bounds)).toBe('2027-01-09');
  });

  it('moves the check-out to the next day when it no longer makes a stay', () => {
    expect(checkoutAfter('2026-12-10', '2026-12-10', bounds)).toBe('2026-12-11');
    expect(checkoutAfter('2026-12-10', '2026-12-01', bounds)).toBe('2026-12-11');
    expect(checkoutAfter('2026-12-10', '2027-01-10', bounds)).toBe('2026-12-11');
    expect(checkoutAfter('2026-12-10', '', bounds)).toBe('2026-12-11');
    expect(checkoutAfter('2027-11-20', '2027-12-05', bounds)).toBe('2027-11-21');
    expect(checkoutAfter('2026-12-31', 'junk', bounds)).toBe('2027-01-01');
  });

  it('leaves the check-out alone while the check-in is not a day', () => {
    expect(checkoutAfter('', '2026-12-12', bounds)).toBe('2026-12-12');
    expect(checkoutAfter('2026-02-30', '2026-12-12', bounds)).toBe('2026-12-12');
  });

  it('offers check-outs up to the longest stay or the last bookable day', () => {
    expect(lastCheckout('2026-12-10', bounds)).toBe('2027-01-09');
    expect(lastCheckout('2027-11-20', bounds)).toBe('2027-12-01');
    expect(lastCheckout('', bounds)).toBe('2027-12-01');
  });

  it('converts days to local midnights and back', () => {
    const date = localDate('2027-03-28');
    expect(date?.getHours()).toBe(0);
    expect(date && dayOfLocal(date)).toBe('2027-03-28');
    expect(localDate('2027-02-29')).toBeUndefined();
    expect(localDate(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { checkRental, RENTAL_KEYS, rentalWindow, serviceDays, transferDay } from './carDays';

const stay = { checkin: '2028-02-27', checkout: '2028-03-01' };

describe('car days', () => {
  it('runs an arrival on the check-in day and a departure on the check-out day', () => {
    expect(transferDay('arrival', stay)).toBe('2028-02-27');
    expect(transferDay('departure', stay)).toBe('2028-03-01');
  });

  it('opens a hire window from check-in to check-out, leap day included', () => {
    expect(rentalWindow(stay)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(rentalWindow({ checkin: '2026-12-18', checkout: '2026-12-19' })).toEqual(['2026-12-18', '2026-12-19']);
  });

  it('keeps a hire inside the window and under the longest hire', () => {
    expect(checkRental({ from: '2028-02-27', days: 4 }, stay, 14)).toBeNull();
    expect(checkRental({ from: '2028-03-01', days: 1 }, stay, 14)).toBeNull();
    expect(checkRental({ from: '2028-03-01', days: 2 }, stay, 14)).toMatchObject({
      field: 'rental_from',
      key: RENTAL_KEYS.withinStay,
    });
    expect(checkRental({ from: '2028-02-26', days: 1 }, stay, 14)?.field).toBe('rental_from');
    expect(checkRental({ from: '2028-02-30', days: 1 }, stay, 14)?.field).toBe('rental_from');
    expect(checkRental({ from: '2028-02-27', days: 0 }, stay, 14)).toMatchObject({
      field: 'rental_days',
      params: { days: '14' },
    });
    expect(checkRental({ from: '2028-02-27', days: 3 }, stay, 2)?.key).toBe(RENTAL_KEYS.maxDays);
    expect(checkRental({ from: '2028-02-27', days: 1.5 }, stay, 14)?.field).toBe('rental_days');
  });

  it('covers [day, day + days)', () => {
    expect(serviceDays({ day: '2028-02-28', days: 2 })).toEqual({ from: '2028-02-28', to: '2028-03-01' });
    expect(serviceDays({ day: '2026-12-31', days: 1 })).toEqual({ from: '2026-12-31', to: '2027-01-01' });
  });
});

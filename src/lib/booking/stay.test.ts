import { describe, expect, it } from 'vitest';
import { checkStay, defaultStay, hotelToday, nightsOf } from './stay';

const limits = { today: '2024-02-28', horizonDays: 365, maxNights: 30 };
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('stay rules', () => {
  it('accepts a stay within the rules', () => {
    expect(checkStay({ checkin: '2024-02-28', checkout: '2024-02-29' }, limits)).toBeNull();
    expect(checkStay({ checkin: '2024-02-29', checkout: '2024-03-01' }, limits)).toBeNull(); // a leap day
    // 365 days after 2024-02-28 (a leap year ahead) is 2025-02-27: the last possible check-out.
    expect(checkStay({ checkin: '2025-02-26', checkout: '2025-02-27' }, limits)).toBeNull();
    expect(checkStay({ checkin: '2024-03-01', checkout: '2024-03-31' }, limits)).toBeNull(); // 30 nights
  });

  it.each([
    [{ checkin: '2023-02-29', checkout: '2024-03-01' }, 'checkin', 'Please enter the correct field', {}],
    [{ checkin: '2024-03-01', checkout: 'tomorrow' }, 'checkout', 'Please enter the correct field', {}],
    [{ checkin: '2024-03-01', checkout: '2024-03-01' }, 'checkout', 'Check-out must be after check-in', {}],
    [{ checkin: '2024-03-02', checkout: '2024-03-01' }, 'checkout', 'Check-out must be after check-in', {}],
    [{ checkin: '2024-02-27', checkout: '2024-03-01' }, 'checkin', 'Check-in cannot be in the past', {}],
    [
      { checkin: '2025-02-26', checkout: '2025-02-28' },
      'checkout',
      'You can book up to {days} days ahead',
      { days: '365' },
    ],
    [
      { checkin: '2024-03-01', checkout: '2024-04-01' },
      'checkout',
      'A stay can be at most {nights} nights',
      { nights: '30' },
    ],
  ])('%j is refused on %s', (stay, field, key, params) => {
    expect(checkStay(stay, limits)).toEqual({ field, key, params: { field: `field.${field}`, ...params } });
  });

  it('counts the horizon from the hotel’s today', () => {
    const short = { today: '2024-12-31', horizonDays: 1, maxNights: 30 };
    expect(checkStay({ checkin: '2024-12-31', checkout: '2025-01-01' }, short)).toBeNull();
    expect(checkStay({ checkin: '2024-12-31', checkout: '2025-01-02' }, short)?.key).toBe(
      'You can book up to {days} days ahead',
    );
  });
});

describe('nights and days', () => {
  it('lists the nights of a stay, check-out excluded', () => {
    expect(nightsOf('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29']);
    expect(nightsOf('2023-12-31', '2024-01-01')).toEqual(['2023-12-31']);
    expect(nightsOf('2024-03-01', '2024-03-01')).toEqual([]);
    expect(nightsOf('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('knows the hotel’s today in a zone ahead of UTC', () => {
    // 23:30 UTC on 1 March is 08:30 on 2 March in Tokyo.
    const now = seconds('2025-03-01T23:30:00Z');
    expect(hotelToday(now, 'Asia/Tokyo')).toBe('2025-03-02');
    expect(hotelToday(now, 'UTC')).toBe('2025-03-01');
    expect(hotelToday(now, 'America/New_York')).toBe('2025-03-01');
    const tokyo = { today: hotelToday(now, 'Asia/Tokyo'), horizonDays: 365, maxNights: 30 };
    expect(checkStay({ checkin: '2025-03-01', checkout: '2025-03-02' }, tokyo)?.key).toBe(
      'Check-in cannot be in the past',
    );
  });

  it('defaults to tonight', () => {
    expect(defaultStay('2024-02-28')).toEqual({ checkin: '2024-02-28', checkout: '2024-02-29' });
    expect(defaultStay('2024-12-31')).toEqual({ checkin: '2024-12-31', checkout: '2025-01-01' });
  });
});

import { describe, expect, it } from 'vitest';
import { type CalendarPlace, calendarWindow, dayHref, monthHrefs, monthOf, resetHref } from './calendarLinks';

const place: CalendarPlace = {
  path: '/hotel/detail/3',
  party: [['adults', '3']],
  defaultMonth: '2026-12',
  today: '2026-12-02',
  lastDay: '2027-12-02',
};

describe('price calendar links', () => {
  it('a day sets the check-in (keeping a month other than the default), a check-out the whole stay', () => {
    expect(dayHref(place, '2026-12', '2026-12-04')).toBe('/hotel/detail/3?adults=3&checkin=2026-12-04#calendar');
    expect(dayHref(place, '2027-02', '2027-02-04')).toBe(
      '/hotel/detail/3?adults=3&checkin=2027-02-04&cal=2027-02#calendar',
    );
    expect(dayHref(place, '2027-02', '2027-02-04', '2027-02-06')).toBe(
      '/hotel/detail/3?adults=3&checkin=2027-02-04&checkout=2027-02-06#rooms',
    );
    expect(resetHref(place)).toBe('/hotel/detail/3?adults=3#calendar');
  });

  it('pages two months at a time, never before this month or past the last bookable day', () => {
    const stay: [string, string][] = [['checkin', '2026-12-04']];
    expect(monthHrefs(place, '2026-12', stay)).toEqual({
      earlier: undefined,
      later: '/hotel/detail/3?adults=3&checkin=2026-12-04&cal=2027-02#calendar',
    });
    expect(monthHrefs(place, '2027-01', []).earlier).toBe('/hotel/detail/3?adults=3#calendar');
    expect(monthHrefs(place, '2027-04', []).earlier).toBe('/hotel/detail/3?adults=3&cal=2027-02#calendar');
    expect(monthHrefs(place, '2027-11', []).later).toBeUndefined();
  });

  it('reads the month of a link and the nights a month window asks for', () => {
    expect(monthOf(place, '/hotel/detail/3?cal=2027-02#calendar')).toBe('2027-02');
    expect(monthOf(place, '/hotel/detail/3?cal=2027-13')).toBe('2026-12');
    expect(monthOf(place, '/hotel/detail/3')).toBe('2026-12');
    expect(calendarWindow('2026-12', '2026-12-02')).toEqual({ from: '2026-12-02', to: '2027-02-01' });
    expect(calendarWindow('2027-03', '2026-12-02')).toEqual({ from: '2027-03-01', to: '2027-05-01' });
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelCalendarData } from '~/contract/hotel';
import en from '~/i18n/en/hotel.json';
import { dictionaryT, pickKeys } from '~/lib/i18n/dictionary';
import { calendarGrid, weekdayNames } from './calendarGrid';
import type { CalendarPlace } from './calendarLinks';
import { dayHref } from './calendarLinks';
import PriceCalendar, { CALENDAR_TEXT_KEYS, type PriceCalendarProps } from './PriceCalendar';

const request = vi.fn();
vi.mock('~/features/site', () => ({ getBrowserApi: () => ({ client: { request } }) }));

const text = pickKeys({ hotel: en }, 'hotel', CALENDAR_TEXT_KEYS);
const place: CalendarPlace = {
  path: '/hotel/detail/3',
  party: [['adults', '3']],
  defaultMonth: '2026-12',
  today: '2026-12-02',
  lastDay: '2027-12-02',
};
const data: HotelCalendarData = {
  hotel_id: 3,
  today: '2026-12-02',
  from: '2026-12-02',
  to: '2027-02-01',
  currency: 'CNY',
  days: [
    { night: '2026-12-04', min_price: 50_000, sold_out: false, closed_arrival: false, min_stay: 1 },
    { night: '2026-12-05', min_price: 52_000, sold_out: false, closed_arrival: false, min_stay: 1 },
    { night: '2026-12-06', min_price: null, sold_out: true, closed_arrival: false, min_stay: 1 },
  ],
};

function props(): PriceCalendarProps {
  return {
    hotelId: 3,
    lang: 'en',
    place,
    month: '2026-12',
    picking: undefined,
    stay: undefined,
    party: { rooms: 1, adults: 3 },
    months: calendarGrid({
      data,
      month: '2026-12',
      stay: undefined,
      picking: undefined,
      lang: 'en',
      t: dictionaryT(text, 'en'),
      href: (checkin, checkout) => dayHref(place, '2026-12', checkin, checkout),
    }),
    weekdays: weekdayNames('en'),
    text,
  };
}

beforeEach(() => {
  request.mockReset();
  window.history.replaceState(null, '', '/hotel/detail/3?adults=3');
});
afterEach(cleanup);

describe('PriceCalendar', () => {
  it('a check-in chosen loads the check-outs with their totals in place', async () => {
    render(<PriceCalendar {...props()} />);
    request.mockResolvedValueOnce({
      code: 1,
      msg: '',
      time: 0,
      data: { ...data, checkin: '2026-12-04', checkouts: [{ checkout: '2026-12-05', nights: 1, stay_total: 58_300 }] },
    });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'December 4, from ¥500.00' })));
    const [path, options] = request.mock.calls[0] as [string, { query: Record<string, unknown> }];
    expect(path).toBe('hotel/calendar');
    expect(options.query).toMatchObject({
      id: 3,
      adults: 3,
      from: '2026-12-02',
      to: '2027-02-01',
      checkin: '2026-12-04',
    });
    expect(window.location.search).toBe('?adults=3&checkin=2026-12-04');
    const option = screen.getByTestId('calendar-checkout-option');
    expect(option.getAttribute('aria-label')).toBe('December 5: check out, ¥583.00 for 1 night');
    expect(option.getAttribute('href')).toBe('/hotel/detail/3?adults=3&checkin=2026-12-04&checkout=2026-12-05#rooms');
    expect(screen.getByTestId('calendar-intro').textContent).toContain('Dec 4');
    expect(document.activeElement).toBe(screen.getByTestId('calendar-intro'));
    expect(screen.getByTestId('calendar-reset')).toBeTruthy();
  });

  it('pages the months in place and says so when the API fails', async () => {
    render(<PriceCalendar {...props()} />);
    request.mockResolvedValueOnce({
      code: 1,
      msg: '',
      time: 0,
      data: { ...data, from: '2027-02-01', to: '2027-04-01' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('calendar-later')));
    expect((request.mock.calls[0] as [string, { query: Record<string, unknown> }])[1].query).toMatchObject({
      from: '2027-02-01',
      to: '2027-04-01',
    });
    expect(screen.getAllByTestId('calendar-month')[0]?.querySelector('caption')?.textContent).toBe('February 2027');
    request.mockRejectedValueOnce(new Error('offline'));
    await act(async () => fireEvent.click(screen.getByTestId('calendar-earlier')));
    expect(screen.getByTestId('calendar-error')).toBeTruthy();
    expect(screen.getAllByTestId('calendar-month')[0]?.querySelector('caption')?.textContent).toBe('February 2027');
  });
});

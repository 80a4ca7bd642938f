import { describe, expect, it } from 'vitest';
import type { HotelCalendarData } from '~/contract/hotel';
import { resources } from '~/i18n';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { type CalendarCell, calendarGrid, monthFirst, weekdayNames } from './calendarGrid';

const t = fixedT(createI18n(resources), 'en', 'hotel');
const data: HotelCalendarData = {
  hotel_id: 1,
  today: '2026-12-02',
  from: '2026-12-02',
  to: '2027-02-01',
  currency: 'CNY',
  days: [
    { night: '2026-12-02', min_price: 45_800, sold_out: false, closed_arrival: false, min_stay: 1 },
    { night: '2026-12-03', min_price: null, sold_out: true, closed_arrival: false, min_stay: 1 },
    { night: '2026-12-04', min_price: 50_000, sold_out: false, closed_arrival: false, min_stay: 1 },
    { night: '2026-12-05', min_price: 52_000, sold_out: false, closed_arrival: false, min_stay: 1 },
  ],
};
const href = (checkin: string, checkout?: string) => (checkout ? `in=${checkin}&out=${checkout}` : `in=${checkin}`);
const cells = (months: ReturnType<typeof calendarGrid>) =>
  new Map(
    months
      .flatMap((month) => month.weeks.flat())
      .filter((cell): cell is CalendarCell => cell !== null)
      .map((cell) => [cell.day, cell]),
  );

describe('price calendar grid', () => {
  it('draws two months from Monday, with links on bookable nights and the stay marked', () => {
    const months = calendarGrid({
      data,
      month: '2026-12',
      stay: { checkin: '2026-12-04', checkout: '2026-12-06' },
      picking: undefined,
      lang: 'en',
      t,
      href,
    });
    expect(months.map((month) => month.title)).toEqual(['December 2026', 'January 2027']);
    // 1 December 2026 is a Tuesday: one empty cell before it.
    expect(months[0]?.weeks[0]?.[0]).toBeNull();
    expect(months[0]?.weeks[0]?.[1]?.day).toBe('2026-12-01');
    const byDay = cells(months);
    expect(byDay.get('2026-12-01')).toMatchObject({ state: 'past', href: undefined });
    expect(byDay.get('2026-12-02')).toMatchObject({
      state: 'open',
      note: '¥458',
      label: 'December 2, from ¥458.00',
      href: 'in=2026-12-02',
    });
    expect(byDay.get('2026-12-03')).toMatchObject({ state: 'soldout', note: 'Sold out', href: undefined });
    expect(byDay.get('2026-12-04')?.state).toBe('checkin');
    expect(byDay.get('2026-12-05')?.state).toBe('stay');
    expect(byDay.get('2026-12-06')?.state).toBe('closed');
  });

  it('after a check-in, links every reachable check-out with its total', () => {
    const months = calendarGrid({
      data: {
        ...data,
        checkin: '2026-12-04',
        checkouts: [
          { checkout: '2026-12-05', nights: 1, stay_total: 58_000 },
          { checkout: '2026-12-06', nights: 2, stay_total: 1_200_000 },
        ],
      },
      month: '2026-12',
      stay: undefined,
      picking: '2026-12-04',
      lang: 'en',
      t,
      href,
    });
    const byDay = cells(months);
    expect(byDay.get('2026-12-04')).toMatchObject({ state: 'checkin', href: undefined });
    expect(byDay.get('2026-12-05')).toMatchObject({
      state: 'checkout-option',
      note: '¥580',
      label: 'December 5: check out, ¥580.00 for 1 night',
      href: 'in=2026-12-04&out=2026-12-05',
    });
    expect(byDay.get('2026-12-06')).toMatchObject({ note: '¥12K', href: 'in=2026-12-04&out=2026-12-06' });
    // Another bookable night still sets a new check-in.
    expect(byDay.get('2026-12-02')?.href).toBe('in=2026-12-02');
  });

  it('marks a night closed to arrival without a link, and says a minimum stay', () => {
    const days = data.days.map((day) =>
      day.night === '2026-12-04'
        ? { ...day, closed_arrival: true }
        : day.night === '2026-12-05'
          ? { ...day, min_stay: 3 }
          : day,
    );
    const options = { month: '2026-12', stay: undefined, picking: undefined, lang: 'en' as const, t, href };
    const byDay = cells(calendarGrid({ ...options, data: { ...data, days } }));
    expect(byDay.get('2026-12-04')).toMatchObject({
      state: 'noarrival',
      href: undefined,
      label: 'December 4, from ¥500.00, no arrivals this day',
    });
    expect(byDay.get('2026-12-05')).toMatchObject({
      state: 'open',
      href: 'in=2026-12-05',
      label: 'December 5, from ¥520.00, stays of 3 nights or more',
    });
    const zh = cells(
      calendarGrid({
        ...options,
        lang: 'zh-cn',
        t: fixedT(createI18n(resources), 'zh-cn', 'hotel'),
        data: { ...data, days },
      }),
    );
    expect(zh.get('2026-12-05')?.label).toBe('12月5日，¥520.00 起，须连住 3 晚及以上');
  });

  it('knows month starts and weekday names', () => {
    expect(monthFirst('2026-11', 2)).toBe('2027-01-01');
    expect(monthFirst('2026-01', -1)).toBe('2025-12-01');
    expect(weekdayNames('en').map((day) => day.long)[0]).toBe('Monday');
    expect(weekdayNames('zh-cn').map((day) => day.short)[6]).toBe('日');
  });
});

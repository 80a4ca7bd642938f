/**
 * The price calendar as month grids of links (no JavaScript): every bookable night a link that sets the check-in;
 * once a check-in is chosen, every reachable check-out a link with its stay total. Weeks start on Monday. Pure.
 */

import type { HotelCalendarData } from '~/contract/hotel';
import { addCalendarDays } from '~/lib/format/calendarDays';
import { formatMoney } from '~/lib/format/intl';
import { htmlLang, type Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';

export type CellState =
  | 'past'
  | 'closed'
  | 'soldout'
  /** On sale, but no stay starts that night (closed to arrival). */
  | 'noarrival'
  | 'open'
  | 'checkin'
  | 'checkout'
  | 'stay'
  | 'checkout-option'
  | 'unreachable';

export interface CalendarCell {
  day: string;
  /** Day of the month. */
  number: number;
  state: CellState;
  /** Short text under the number: a price or "sold out". */
  note: string;
  /** The whole story for a screen reader ("18 December, from ¥458.00"). */
  label: string;
  href: string | undefined;
}

export interface CalendarMonth {
  /** `YYYY-MM`. */
  month: string;
  title: string;
  /** Seven entries per week; null outside the month. */
  weeks: (CalendarCell | null)[][];
}

export interface CalendarGridInput {
  data: HotelCalendarData;
  /** First month shown (`YYYY-MM`); two months are drawn. */
  month: string;
  stay: { checkin: string; checkout: string } | undefined;
  picking: string | undefined;
  lang: Lang;
  t: Translate;
  /** The page link choosing a check-in (and a check-out). */
  href(checkin: string, checkout?: string): string;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = utc(addCalendarDays('2024-01-01', index));
    const format = (weekday: 'narrow' | 'long') =>
      new Intl.DateTimeFormat(htmlLang(lang), { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('narrow'), long: format('long') };
  });
}

export function calendarGrid(input: CalendarGridInput): CalendarMonth[] {
  const { data, lang, t, picking, stay } = input;
  const locale = htmlLang(lang);
  const money = (amount: number, short = false) =>
    formatMoney(amount, lang, data.currency, short ? (amount >= 1_000_000 ? { compact: true } : { whole: true }) : {});
  const dayName = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const nights = new Map(data.days.map((night) => [night.night, night]));
  const checkouts = new Map((picking ? (data.checkouts ?? []) : []).map((option) => [option.checkout, option]));

  const cell = (day: string): CalendarCell => {
    const name = dayName.format(utc(day));
    const base = { day, number: Number(day.slice(8)), note: '', label: name, href: undefined };
    const option = checkouts.get(day);
    if (picking) {
      if (day === picking) return { ...base, state: 'checkin', label: t('{{day}}, check-in', { day: name }) };
      if (option) {
        const nightsText = t('{{count}} nights', { count: option.nights });
        return {
          ...base,
          state: 'checkout-option',
          note: money(option.stay_total, true),
          label: t('{{day}}: check out, {{total}} for {{nights}}', {
            day: name,
            total: money(option.stay_total),
            nights: nightsText,
          }),
          href: input.href(picking, day),
        };
      }
    }
    const night = nights.get(day);
    if (!night)
      return {
        ...base,
        state: day < data.today ? 'past' : 'closed',
        label: t('{{day}}, not available', { day: name }),
      };
    if (night.sold_out || night.min_price === null) {
      return { ...base, state: 'soldout', note: t('Sold out'), label: t('{{day}}, sold out', { day: name }) };
    }
    let state: CellState = night.closed_arrival ? 'noarrival' : 'open';
    if (!picking && stay) {
      if (day === stay.checkin) state = 'checkin';
      else if (day === stay.checkout) state = 'checkout';
      else if (day > stay.checkin && day < stay.checkout) state = 'stay';
    }
    const price = money(night.min_price);
    let label = t('{{day}}, from {{price}}', { day: name, price });
    if (night.closed_arrival) label = t('{{day}}, from {{price}}, no arrivals', { day: name, price });
    else if (night.min_stay > 1) {
      label = t('{{day}}, from {{price}}, stays of {{count}} nights or more', {
        day: name,
        price,
        count: night.min_stay,
      });
    }
    return {
      ...base,
      state,
      note: money(night.min_price, true),
      label,
      href: night.closed_arrival ? undefined : input.href(day),
    };
  };

  return [0, 1].map((offset) => {
    const first = monthFirst(input.month, offset);
    const month = first.slice(0, 7);
    const lead = (utc(first).getUTCDay() + 6) % 7;
    const cells: (CalendarCell | null)[] = Array.from({ length: lead }, () => null);
    for (let day = first; day.startsWith(month); day = addCalendarDays(day, 1)) {
      // A check-out the calendar's nights do not cover (the last day) is still a cell of its own.
      cells.push(cell(day));
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: (CalendarCell | null)[][] = [];
    for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
    return { month, title: monthName.format(utc(first)), weeks };
  });
}

/** The first day of the month `offset` months after `month` (`YYYY-MM`). */
export function monthFirst(month: string, offset = 0): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

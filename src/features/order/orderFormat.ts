/** The locale's formatters for orders (money per order currency, hotel calendar days, hotel-zone times). */
import { formatDateTime, formatMoney, formatNumber } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import type { OrderFieldFormat } from './orderFields';

export type OrderTranslate = (key: string, params?: Record<string, unknown>) => string;

/** A calendar day `YYYY-MM-DD` as a date of the locale (the day itself, whatever the server's zone). */
export function formatDay(day: string, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatDateTime(Date.UTC(y, m - 1, d) / 1000, lang, 'UTC', options);
}

export function orderFormat(lang: Lang, t: OrderTranslate): OrderFieldFormat {
  return {
    t,
    money: (amount, currency) => formatMoney(amount, lang, currency),
    day: (day) => formatDay(day, lang),
    time: (seconds, zone) => formatDateTime(seconds, lang, zone),
    number: (value) => formatNumber(value, lang),
  };
}

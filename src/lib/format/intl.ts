/**
 * Locale-aware money, numbers and dates through `Intl` (DESIGN "Behaviour"): `zh-cn` → `zh-CN`, `en` → `en`.
 * Formatter instances are cached per locale and options, because pages format many values.
 */
import { htmlLang, type Lang } from '~/lib/i18n/locale';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const numberFormat = (lang: Lang, options: Intl.NumberFormatOptions) =>
  cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(htmlLang(lang), options));

const dateFormat = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(htmlLang(lang), options));

/**
 * Money: a number is integer cents (our storage unit); a string is a decimal amount in currency units as the API
 * sends it (`money: "12.50"`). Unparseable input formats as 0.
 */
export function formatMoney(
  amount: number | string,
  lang: Lang,
  currency: string,
  options: { whole?: boolean; compact?: boolean } = {},
): string {
  const units = typeof amount === 'number' ? amount / 100 : Number.parseFloat(amount);
  // Where space is short (a calendar day): `whole` rounds to whole units, `compact` writes ¥12K / ¥1.2万. Labels for
  // screen readers keep the exact amount.
  const digits: Intl.NumberFormatOptions = options.compact
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : options.whole
      ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : {};
  return numberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits }).format(
    Number.isFinite(units) ? units : 0,
  );
}

/** The symbol of a currency in the language ("¥", "$"), for labels such as "Lowest (¥)". */
export function currencySymbol(currency: string, lang: Lang): string {
  const parts = numberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(lang, options).format(value);
}

export const DEFAULT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A unix timestamp in seconds (as the API sends times), in the given time zone (default: the runtime's). */
export function formatDateTime(
  unixSeconds: number,
  lang: Lang,
  timeZone?: string,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_TIME,
): string {
  return dateFormat(lang, timeZone ? { ...options, timeZone } : options).format(new Date(unixSeconds * 1000));
}

/** A calendar day (`YYYY-MM-DD`) as "Fri, Dec 18" / "12月18日周五": a day, not an instant, so no zone shift. */
export function formatShortDay(day: string, lang: Lang): string {
  return dateFormat(lang, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A weekday's short name (0 = Sunday): "Mon" / "周一". */
export function formatWeekday(weekday: number, lang: Lang): string {
  // 2026-01-04 is a Sunday.
  return dateFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + weekday)));
}

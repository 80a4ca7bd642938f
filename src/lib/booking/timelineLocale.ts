/**
 * The cancellation sentence in a language: `describeTimeline` with the reader's date, money and percent formats.
 * Instants show as the hotel's wall-clock time ("Dec 18, 18:00" / "12月18日 18:00"). Shared by the API (the answer's
 * `text`) and the site.
 */
import { formatDateTime, formatMoney, formatNumber } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import type { CancellationTimeline } from './timeline';
import { describeTimeline, type TimelineTranslate } from './timelineText';

const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

export interface TimelineLocale {
  lang: Lang;
  t: TimelineTranslate;
  /** The hotel's IANA zone. */
  timeZone: string;
  /** ISO 4217; when given, partial refunds show their amount. */
  currency?: string;
}

export function timelineSentence(timeline: CancellationTimeline, locale: TimelineLocale): string {
  const { lang, t, timeZone, currency } = locale;
  return describeTimeline(timeline, {
    t,
    formatTime: (at) => formatDateTime(at, lang, timeZone, DEADLINE_FORMAT),
    formatPercent: (bp) => formatNumber(bp / 10_000, lang, { style: 'percent', maximumFractionDigits: 2 }),
    ...(currency ? { formatMoney: (amount: number) => formatMoney(amount, lang, currency) } : {}),
  });
}

/**
 * The cancellation timeline as one sentence (design §5.4: `cancellation_policy`, `Cancellation.text`), in the
 * words of the caller's translator: the API passes its i18next `t` of `api-hotel`, the site its own, so both say
 * the same. No i18n resources are imported here. The keys are the English source text (BuildAdmin style) with
 * `{name}` placeholders; catalogues translate them with `{{name}}`, and a placeholder the translator leaves (a key
 * without a translation falls back to itself) is filled here, so the English reads right even without a catalogue.
 */
import { FULL_BP, type Minor } from './money';
import type { UnixSeconds } from './stay';
import type { CancellationTimeline, TimelineSegment } from './timeline';

/** The message keys of the timeline sentence, for the API's and the site's translation files. */
export const TIMELINE_TEXT_KEYS = {
  /** The whole sentence: `{text}` is the pieces joined. */
  sentence: '{text}.',
  freeAnyTime: 'Free cancellation at any time',
  refundAnyTime: '{percent} refunded at any time',
  nonRefundable: 'Non-refundable',
  freeUntil: 'Free cancellation until {time} (hotel time)',
  freeUntilCheckin: 'Free cancellation until check-in on {time} (hotel time)',
  refundUntil: '{percent} refunded if cancelled before {time} (hotel time)',
  refundUntilCheckin: '{percent} refunded if cancelled before check-in on {time} (hotel time)',
  thenRefundUntil: ', then {percent} refunded until {time}',
  thenRefundUntilCheckin: ', then {percent} refunded until check-in on {time}',
  thenRefund: ', then {percent} refunded',
  thenNoRefund: '; no refund after that',
  refundAfterCheckin: '; {percent} refunded after check-in',
  noRefundAfterCheckin: '; no refund after check-in',
  /** A share with the amount it refunds, when `formatMoney` is given and something was paid. */
  percentWithAmount: '{percent} ({amount})',
} as const;

export type TimelineTextKey = (typeof TIMELINE_TEXT_KEYS)[keyof typeof TIMELINE_TEXT_KEYS];

/** The caller's translator: `t(key, params)` → text (i18next's `fixedT`, `dictionaryT`, or a test's fake). */
export type TimelineTranslate = (key: string, params?: Record<string, string>) => string;

/** The design's `lang` option is left out: the translator and the formatters already speak the reader's language. */
export interface TimelineTextOptions {
  t: TimelineTranslate;
  /** An instant (unix seconds) as the hotel's wall-clock time in the reader's language, e.g. "18 Dec 18:00". */
  formatTime: (at: UnixSeconds) => string;
  /** Minor units with the currency; when given, partial refunds show their amount too. */
  formatMoney?: (amount: Minor) => string;
  /** A share in basis points; default `50%` (5000 → "50%", 3333 → "33.33%"). */
  formatPercent?: (bp: number) => string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g;

/** `t(key, params)` with any `{name}` (or `{{name}}`) the translator left filled from `params`. */
function say(t: TimelineTranslate, key: TimelineTextKey, params: Record<string, string> = {}): string {
  return t(key, params).replace(
    PLACEHOLDER,
    (whole, double: string | undefined, single: string | undefined) => params[double ?? single ?? ''] ?? whole,
  );
}

const defaultPercent = (bp: number): string => `${bp / 100}%`;

/** The sentence describing `timeline`, e.g. "Free cancellation until 18 Dec 18:00 (hotel time), then 50% refunded
 * until check-in on 19 Dec 14:00; no refund after check-in." */
export function describeTimeline(timeline: CancellationTimeline, options: TimelineTextOptions): string {
  const { t, formatTime, formatMoney } = options;
  const formatPercent = options.formatPercent ?? defaultPercent;
  const percentOf = (segment: TimelineSegment): string => {
    const percent = formatPercent(segment.refund_bp);
    if (!formatMoney || segment.refund_amount <= 0) return percent;
    return say(t, TIMELINE_TEXT_KEYS.percentWithAmount, { percent, amount: formatMoney(segment.refund_amount) });
  };
  const K = TIMELINE_TEXT_KEYS;

  const pieces = timeline.segments.map((segment, index): string => {
    const first = index === 0;
    const free = segment.refund_bp === FULL_BP;
    const percent = percentOf(segment);
    if (segment.until === null) {
      if (first) {
        if (free) return say(t, K.freeAnyTime);
        return segment.refund_bp === 0 ? say(t, K.nonRefundable) : say(t, K.refundAnyTime, { percent });
      }
      if (segment.from === timeline.checkin_at) {
        return segment.refund_bp === 0 ? say(t, K.noRefundAfterCheckin) : say(t, K.refundAfterCheckin, { percent });
      }
      return segment.refund_bp === 0 ? say(t, K.thenNoRefund) : say(t, K.thenRefund, { percent });
    }
    const time = formatTime(segment.until);
    const atCheckin = segment.until === timeline.checkin_at;
    if (first && free) return say(t, atCheckin ? K.freeUntilCheckin : K.freeUntil, { time });
    if (first) return say(t, atCheckin ? K.refundUntilCheckin : K.refundUntil, { percent, time });
    return say(t, atCheckin ? K.thenRefundUntilCheckin : K.thenRefundUntil, { percent, time });
  });
  return say(t, K.sentence, { text: pieces.join('') });
}

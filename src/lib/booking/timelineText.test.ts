import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dictionaryT } from '~/lib/i18n/dictionary';
import { createI18n, fixedT, type Messages } from '~/lib/i18n/translator';
import { type CancelPolicy, cancellationTimeline } from './timeline';
import { describeTimeline, TIMELINE_TEXT_KEYS as K, type TimelineTranslate } from './timelineText';

const s = (iso: string) => Date.parse(iso) / 1000;
const ZONE = 'Asia/Shanghai';
const STAY = { checkin: '2024-12-19', check_in_time: '14:00', time_zone: ZONE };
const BOOKED = s('2024-12-01T00:00:00Z');
const HALF: CancelPolicy = {
  rules: [
    { days_before: 1, time: '18:00', refund_bp: 10_000 },
    { days_before: 0, time: '14:00', refund_bp: 5000 },
  ],
  after_checkin_bp: 0,
};

/** The test's own zh-cn catalogue (the real ones arrive with the API, design §7.4). */
const ZH: Messages = {
  [K.sentence]: '{{text}}。',
  [K.freeAnyTime]: '随时免费取消',
  [K.refundAnyTime]: '随时取消退还 {{percent}}',
  [K.nonRefundable]: '不可退款',
  [K.freeUntil]: '{{time}}（酒店当地时间）前免费取消',
  [K.freeUntilCheckin]: '入住时间 {{time}}（酒店当地时间）前免费取消',
  [K.refundUntil]: '{{time}}（酒店当地时间）前取消退还 {{percent}}',
  [K.refundUntilCheckin]: '入住时间 {{time}}（酒店当地时间）前取消退还 {{percent}}',
  [K.thenRefundUntil]: '；此后至{{time}}前取消退还 {{percent}}',
  [K.thenRefundUntilCheckin]: '；此后至{{time}} 入住前取消退还 {{percent}}',
  [K.thenRefund]: '；此后取消退还 {{percent}}',
  [K.thenNoRefund]: '；此后不予退款',
  [K.refundAfterCheckin]: '；入住后取消退还 {{percent}}',
  [K.noRefundAfterCheckin]: '；入住后不予退款',
  [K.percentWithAmount]: '{{percent}}（{{amount}}）',
};

/** A tiny fake translator: no catalogue, every key is its own text. */
const untranslated: TimelineTranslate = (key) => key;
const enTime = (at: number) => format(at * 1000, 'd MMM HH:mm', { in: tz(ZONE) });
const zhTime = (at: number) => format(at * 1000, 'M月d日 HH:mm', { in: tz(ZONE) });
const yuan = (amount: number) => `¥${(amount / 100).toFixed(2)}`;

const describeIn = (policy: CancelPolicy, booked = BOOKED, paid = 91_600) =>
  cancellationTimeline(policy, STAY, paid, booked);

describe('the timeline as a sentence', () => {
  it('says the issue’s example in English', () => {
    expect(describeTimeline(describeIn(HALF), { t: untranslated, formatTime: enTime })).toBe(
      'Free cancellation until 18 Dec 18:00 (hotel time), then 50% refunded until check-in on 19 Dec 14:00; ' +
        'no refund after check-in.',
    );
  });

  it('says it in Chinese with the API’s translator (i18next) and the site’s (dictionary) alike', () => {
    const expected =
      '12月18日 18:00（酒店当地时间）前免费取消；此后至12月19日 14:00 入住前取消退还 50%；入住后不予退款。';
    const api = fixedT(createI18n({ 'zh-cn': { 'api-hotel': ZH } }, 'zh-cn'), 'zh-cn', 'api-hotel');
    const site = dictionaryT(ZH);
    expect(describeTimeline(describeIn(HALF), { t: api, formatTime: zhTime })).toBe(expected);
    expect(describeTimeline(describeIn(HALF), { t: site, formatTime: zhTime })).toBe(expected);
  });

  it('reads the same in English through i18next without a catalogue', () => {
    const api = fixedT(createI18n({ en: { 'api-hotel': {} } }, 'en'), 'en', 'api-hotel');
    expect(describeTimeline(describeIn(HALF), { t: api, formatTime: enTime })).toBe(
      describeTimeline(describeIn(HALF), { t: untranslated, formatTime: enTime }),
    );
  });

  it('adds the amounts of partial refunds when given a money formatter', () => {
    expect(describeTimeline(describeIn(HALF), { t: untranslated, formatTime: enTime, formatMoney: yuan })).toBe(
      'Free cancellation until 18 Dec 18:00 (hotel time), then 50% (¥458.00) refunded until check-in on ' +
        '19 Dec 14:00; no refund after check-in.',
    );
    expect(describeTimeline(describeIn(HALF), { t: dictionaryT(ZH), formatTime: zhTime, formatMoney: yuan })).toContain(
      '退还 50%（¥458.00）',
    );
  });

  it('drops what the booking came after', () => {
    const late = describeIn(HALF, s('2024-12-18T12:00:00Z'));
    expect(describeTimeline(late, { t: untranslated, formatTime: enTime })).toBe(
      '50% refunded if cancelled before check-in on 19 Dec 14:00 (hotel time); no refund after check-in.',
    );
    expect(describeTimeline(late, { t: dictionaryT(ZH), formatTime: zhTime })).toBe(
      '入住时间 12月19日 14:00（酒店当地时间）前取消退还 50%；入住后不予退款。',
    );
  });

  it.each<[string, CancelPolicy, string]>([
    ['non-refundable', { rules: [], after_checkin_bp: 0 }, 'Non-refundable.'],
    ['free at any time', { rules: [], after_checkin_bp: 10_000 }, 'Free cancellation at any time.'],
    ['partial at any time', { rules: [], after_checkin_bp: 2500 }, '25% refunded at any time.'],
    [
      'free until a day',
      { rules: [{ days_before: 3, time: '12:00', refund_bp: 10_000 }], after_checkin_bp: 0 },
      'Free cancellation until 16 Dec 12:00 (hotel time); no refund after that.',
    ],
    [
      'free until check-in',
      { rules: [{ days_before: 0, time: '14:00', refund_bp: 10_000 }], after_checkin_bp: 0 },
      'Free cancellation until check-in on 19 Dec 14:00 (hotel time); no refund after check-in.',
    ],
    [
      'partial first, then less, then something after check-in',
      {
        rules: [
          { days_before: 7, time: '00:00', refund_bp: 8000 },
          { days_before: 2, time: '18:00', refund_bp: 5000 },
        ],
        after_checkin_bp: 1000,
      },
      '80% refunded if cancelled before 12 Dec 00:00 (hotel time), then 50% refunded until 17 Dec 18:00, ' +
        'then 10% refunded.',
    ],
    [
      'partial after check-in',
      {
        rules: [
          { days_before: 1, time: '12:00', refund_bp: 10_000 },
          { days_before: 0, time: '14:00', refund_bp: 3000 },
        ],
        after_checkin_bp: 1000,
      },
      'Free cancellation until 18 Dec 12:00 (hotel time), then 30% refunded until check-in on 19 Dec 14:00; ' +
        '10% refunded after check-in.',
    ],
  ])('%s', (_name, policy, expected) => {
    expect(describeTimeline(describeIn(policy), { t: untranslated, formatTime: enTime })).toBe(expected);
  });

  it('fills placeholders a translator without interpolation leaves, single or double braces', () => {
    const raw: TimelineTranslate = (key) => ZH[key] ?? key;
    expect(describeTimeline(describeIn(HALF), { t: raw, formatTime: zhTime })).toBe(
      describeTimeline(describeIn(HALF), { t: dictionaryT(ZH), formatTime: zhTime }),
    );
  });

  it('formats shares with the caller’s formatter', () => {
    const text = describeTimeline(describeIn(HALF), {
      t: untranslated,
      formatTime: enTime,
      formatPercent: (bp) => `${bp / 100} %`,
    });
    expect(text).toContain('then 50 % refunded');
  });

  it('uses only the exported keys', () => {
    const used = new Set<string>();
    const spy: TimelineTranslate = (key) => {
      used.add(key);
      return key;
    };
    describeTimeline(describeIn(HALF), { t: spy, formatTime: enTime, formatMoney: yuan });
    describeTimeline(describeIn({ rules: [], after_checkin_bp: 0 }), { t: spy, formatTime: enTime });
    const keys = new Set<string>(Object.values(K));
    for (const key of used) expect(keys.has(key), key).toBe(true);
  });
});

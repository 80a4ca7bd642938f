import { describe, expect, it } from 'vitest';
import { cancellationTimeline } from './timeline';
import { timelineSentence } from './timelineLocale';
import { TIMELINE_TEXT_KEYS } from './timelineText';

const english = (key: string, params: Record<string, string> = {}) =>
  key.replace(/\{(\w+)\}/g, (_whole, name: string) => params[name] ?? '');

describe('timelineSentence', () => {
  const timeline = cancellationTimeline(
    {
      rules: [
        { days_before: 1, time: '18:00', refund_bp: 10_000 },
        { days_before: 0, time: '14:00', refund_bp: 5_000 },
      ],
      after_checkin_bp: 0,
    },
    { checkin: '2026-12-19', check_in_time: '14:00', time_zone: 'Asia/Shanghai' },
    45_800,
    Date.UTC(2026, 11, 1) / 1000,
  );

  it('writes deadlines in the hotel time zone and shares with their amount', () => {
    expect(timelineSentence(timeline, { lang: 'en', t: english, timeZone: 'Asia/Shanghai', currency: 'CNY' })).toBe(
      'Free cancellation until Dec 18, 18:00 (hotel time), then 50% (¥229.00) refunded until check-in on Dec 19, 14:00; no refund after check-in.',
    );
  });

  it('uses the language of the reader for dates and percentages', () => {
    const text = timelineSentence(timeline, { lang: 'zh-cn', t: english, timeZone: 'Asia/Shanghai' });
    expect(text).toContain('12月18日 18:00');
    expect(text).toContain('50%');
    expect(TIMELINE_TEXT_KEYS.freeUntil).toContain('{time}');
  });
});

import { describe, expect, it } from 'vitest';
import { logEventMemo } from '~/contract/accountInput';
import { DEMO_MONEY_LOG, DEMO_SCORE_LOG } from '~/demo/members/wallet';
import en from '~/i18n/en/api-account.json';
import zh from '~/i18n/zh-cn/api-account.json';
import { SEEDED_MEMOS } from '~/server/migrations/0006_log_event_memos';
import { LOG_EVENTS, logEventKey, logEventOf, logMemoText } from './memo';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-cn': zh };
const translate = (lang: string) => (key: string) => catalogues[lang]?.[key] ?? key;

describe('log memo text', () => {
  it('translates an event code in the page language', () => {
    expect(logMemoText('event:top_up', translate('en'))).toBe('Top-up');
    expect(logMemoText('event:top_up', translate('zh-cn'))).toBe('在线充值');
    expect(logMemoText('event:booking_points', translate('en'))).toBe('Points for a booking');
    expect(logMemoText('event:booking_points', translate('zh-cn'))).toBe('预订奖励积分');
  });

  it('keeps free text, unknown codes and near misses as they are', () => {
    const t = (key: string) => `translated ${key}`;
    for (const memo of [
      '',
      '手工调整',
      'Manual adjustment <b>',
      'event:',
      'event:unknown',
      'event:top_up ',
      'Event:top_up',
      ' event:top_up',
      'event:toString',
      'event:__proto__',
      'event:hasOwnProperty',
    ]) {
      expect(logEventOf(memo)).toBeUndefined();
      expect(logMemoText(memo, t)).toBe(memo);
    }
  });

  it('has a text for every event in both languages, written for each language', () => {
    expect(LOG_EVENTS.length).toBeGreaterThan(0);
    for (const event of LOG_EVENTS) {
      const key = logEventKey(event);
      expect(en).toHaveProperty([key]);
      expect(zh).toHaveProperty([key]);
      expect(catalogues.en?.[key]).not.toBe(catalogues['zh-cn']?.[key]);
    }
  });

  it('knows every code the demo data and migration 0006 write', () => {
    const memos = [...DEMO_MONEY_LOG, ...DEMO_SCORE_LOG].map(([, , memo]) => memo as string);
    memos.push(...SEEDED_MEMOS.map(([, , code]) => code));
    for (const memo of memos) expect(logEventOf(memo), memo).toBeDefined();
  });
});

describe('event memos with a reference', () => {
  const t = (key: string) => ({ 'event.hotel_booking': 'Hotel booking' })[key] ?? key;
  it('shows the reference after the event text', () => {
    expect(logEventMemo('hotel_booking', 'HB26112512345678')).toBe('event:hotel_booking:HB26112512345678');
    expect(logMemoText('event:hotel_booking:HB26112512345678', t)).toBe('Hotel booking HB26112512345678');
    expect(logEventOf('event:hotel_booking:HB1')).toBe('hotel_booking');
  });
  it('keeps anything malformed as plain text', () => {
    expect(logEventMemo('hotel_booking', 'bad ref<')).toBe('event:hotel_booking');
    expect(logMemoText('event:hotel_booking:a:b', t)).toBe('event:hotel_booking:a:b');
    expect(logMemoText('event:hotel_booking:<b>', t)).toBe('event:hotel_booking:<b>');
  });
});

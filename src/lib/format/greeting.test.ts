import { describe, expect, it } from 'vitest';
import zhUtils from '~/i18n/zh-cn/utils.json';
import { greeting, greetingKeys, hourIn } from './greeting';

describe('greeting by time of day', () => {
  it('switches at 5, 9, 12, 14 and 18 o’clock', () => {
    const first = (h: number) => greetingKeys(h)[0];
    expect(first(0)).toBe('Late at night, pay attention to your body!');
    expect(first(4)).toBe('Late at night, pay attention to your body!');
    expect(first(5)).toBe('Good morning!-sw');
    expect(first(8)).toBe('Good morning!-sw');
    expect(first(9)).toBe('Good morning!');
    expect(first(11)).toBe('Good morning!');
    expect(first(12)).toBe('Good noon!');
    expect(first(13)).toBe('Good noon!');
    expect(first(14)).toBe('Good afternoon');
    expect(first(17)).toBe('Good afternoon');
    expect(first(18)).toBe('Good evening');
    expect(first(23)).toBe('Good evening');
  });
  it('welcomes back except late at night', () => {
    expect(greetingKeys(3)).toHaveLength(1);
    expect(greetingKeys(10)).toEqual(['Good morning!', 'Welcome back']);
  });
  it('says 早上好 before nine and 上午好 until noon', () => {
    const zh: Record<string, string> = zhUtils;
    expect(zh[greetingKeys(8)[0] ?? '']).toBe('早上好！');
    expect(zh[greetingKeys(11)[0] ?? '']).toBe('上午好！');
  });
  it('reads the hour in the hotel’s time zone', () => {
    const at = new Date('2026-11-21T20:30:00Z');
    expect(hourIn('Asia/Shanghai', at)).toBe(4);
    expect(hourIn('UTC', at)).toBe(20);
    expect(hourIn('UTC', new Date('2026-11-21T00:10:00Z'))).toBe(0);
    // London: 00:30 GMT in winter, 01:30 BST in summer at the same UTC time.
    expect(hourIn('Europe/London', new Date('2025-01-15T00:30:00Z'))).toBe(0);
    expect(hourIn('Europe/London', new Date('2025-07-15T00:30:00Z'))).toBe(1);
  });
  it('joins per language', () => {
    const zh: Record<string, string> = { Comma: '，', 'Good evening': '晚上好！', 'Welcome back': '欢迎回来！' };
    const en: Record<string, string> = { Comma: ',', 'Good evening': 'Good evening!', 'Welcome back': 'Welcome back!' };
    expect(greeting('小明', 20, (k) => zh[k] ?? k, 'zh-cn')).toBe('小明，晚上好！欢迎回来！');
    expect(greeting('Ann', 20, (k) => en[k] ?? k, 'en')).toBe('Ann, good evening! Welcome back!');
  });
});

/**
 * The member overview's greeting by time of day (contract §7.8): late night, morning (early and late), noon,
 * afternoon, evening. Keys of the `utils` namespace; the hour is the hotel's local hour, not the server's.
 */
import { tz } from '@date-fns/tz';
import { getHours } from 'date-fns';

export type GreetingKey =
  | 'Late at night, pay attention to your body!'
  | 'Good morning!-sw'
  | 'Good morning!'
  | 'Good noon!'
  | 'Good afternoon'
  | 'Good evening'
  | 'Welcome back';

export function greetingKeys(hour: number): GreetingKey[] {
  if (hour < 5) return ['Late at night, pay attention to your body!'];
  if (hour < 9) return ['Good morning!-sw', 'Welcome back'];
  if (hour < 12) return ['Good morning!', 'Welcome back'];
  if (hour < 14) return ['Good noon!', 'Welcome back'];
  if (hour < 18) return ['Good afternoon', 'Welcome back'];
  return ['Good evening', 'Welcome back'];
}

/** The hour (0–23) of a moment in a time zone. */
export function hourIn(timeZone: string, at: Date = new Date()): number {
  return getHours(at, { in: tz(timeZone) });
}

/**
 * "nickname, greeting" in the page language: Chinese joins without spaces; English with them, and the greeting
 * goes on after the comma in lower case ("Ann, good evening! Welcome back!").
 */
export function greeting(nickname: string, hour: number, t: (key: string) => string, lang: 'zh-cn' | 'en'): string {
  const joiner = lang === 'en' ? ' ' : '';
  const text = greetingKeys(hour).map(t).join(joiner);
  const afterComma = lang === 'en' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `${nickname}${t('Comma')}${joiner}${afterComma}`;
}

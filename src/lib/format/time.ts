/**
 * `timeFormat` of the BuildAdmin front ends (contract §7.8, SPEC §9).
 * - `'none'` → `t('None')` when a translator is given, else the key `'None'` itself (`TIME_NONE`), which is also the
 *   English text; pass the `common` translator for Chinese ('无').
 * - falsy (`null`, `undefined`, `0`, `''`) → now (`now` argument, else the clock).
 * - a value whose text is 10 characters long is unix seconds (×1000); anything else goes to `new Date()`.
 * - tokens: `y` year, `m` month, `d` day, `h` hour (24 h), `M` minute, `s` second; one letter is unpadded, longer
 *   runs are zero-padded to their length (every run is replaced, not only the first one as in BuildAdmin).
 * - `timeZone` (an IANA name) reads the clock in that zone, e.g. the hotel's; without it, the runtime's local zone.
 * An invalid date yields ''.
 */
import { TZDate } from '@date-fns/tz';
import type { Translate } from '~/lib/i18n/translator';

export const DEFAULT_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';
export const TIME_NONE = 'None';

export type TimeValue = string | number | Date | null | undefined;

/** Milliseconds since the epoch for a timeFormat value (10-character values are seconds). NaN when invalid. */
export function toEpochMs(value: TimeValue, now: number | Date = Date.now()): number {
  if (value instanceof Date) return value.getTime();
  if (!value) return typeof now === 'number' ? now : now.getTime();
  if (String(value).length === 10 && /^\d+$/.test(String(value))) return Number(value) * 1000;
  return new Date(value).getTime();
}

export interface TimeFormatOptions {
  now?: number | Date;
  t?: Translate;
  timeZone?: string;
}

/** The clock's reading at `ms` in the zone (the runtime's own without one), by timeFormat's token letters. */
function clockParts(ms: number, timeZone: string | undefined): Record<string, number> {
  const clock = timeZone ? new TZDate(ms, timeZone) : new Date(ms);
  if (Number.isNaN(clock.getTime())) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return {
    y: clock.getFullYear(),
    m: clock.getMonth() + 1,
    d: clock.getDate(),
    h: clock.getHours(),
    M: clock.getMinutes(),
    s: clock.getSeconds(),
  };
}

export function timeFormat(
  value: TimeValue,
  fmt: string = DEFAULT_TIME_FORMAT,
  options: TimeFormatOptions = {},
): string {
  const { now, t, timeZone } = options;
  if (value === 'none') return t ? t(TIME_NONE) : TIME_NONE;
  const ms = toEpochMs(value, now ?? Date.now());
  if (Number.isNaN(ms)) return '';
  const parts = clockParts(ms, timeZone);
  return fmt.replace(/y+|m+|d+|h+|M+|s+/g, (run) => {
    const text = String(parts[run.charAt(0)]);
    return run.length === 1 ? text : text.padStart(run.length, '0');
  });
}

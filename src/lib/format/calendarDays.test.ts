import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayOf,
  calendarDayRange,
  calendarDaysBetween,
  isCalendarDay,
  isWallClockTime,
  lastCalendarDays,
  startOfCalendarDay,
  zonedInstant,
} from './calendarDays';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('the calendar day of an instant', () => {
  it.each([
    ['2026-12-31T16:30:05Z', 'Asia/Shanghai', '2027-01-01'],
    ['2026-12-31T16:30:05Z', 'UTC', '2026-12-31'],
    ['2025-03-01T15:59:59Z', 'Asia/Shanghai', '2025-03-01'], // 23:59:59
    ['2025-03-01T16:00:00Z', 'Asia/Shanghai', '2025-03-02'], // 00:00:00
    ['2025-03-01T23:59:59Z', 'UTC', '2025-03-01'],
    ['2025-03-02T00:00:00Z', 'UTC', '2025-03-02'],
    ['2025-11-03T04:59:59Z', 'America/New_York', '2025-11-02'], // 23:59:59 EST, after the clocks went back
    ['2025-11-03T05:00:00Z', 'America/New_York', '2025-11-03'],
    ['2025-03-10T03:59:59Z', 'America/New_York', '2025-03-09'], // 23:59:59 EDT, after the clocks went forward
    ['2025-03-10T04:00:00Z', 'America/New_York', '2025-03-10'],
    ['2025-03-30T22:59:59Z', 'Europe/London', '2025-03-30'], // 23:59:59 BST
    ['2025-03-30T23:00:00Z', 'Europe/London', '2025-03-31'],
    ['2024-02-28T16:00:00Z', 'Asia/Shanghai', '2024-02-29'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(calendarDayOf(at(instant), zone)).toBe(day);
    expect(calendarDayOf(new Date(instant), zone)).toBe(day);
  });
});

describe('the instant a day starts', () => {
  it.each([
    ['2025-03-01', 'Asia/Shanghai', '2025-02-28T16:00:00Z'],
    ['2024-02-29', 'Asia/Shanghai', '2024-02-28T16:00:00Z'],
    ['2024-02-29', 'UTC', '2024-02-29T00:00:00Z'],
    ['2025-03-09', 'America/New_York', '2025-03-09T05:00:00Z'], // EST; the clocks go forward at 2:00
    ['2025-03-10', 'America/New_York', '2025-03-10T04:00:00Z'], // EDT
    ['2025-11-02', 'America/New_York', '2025-11-02T04:00:00Z'], // EDT; the clocks go back at 2:00
    ['2025-11-03', 'America/New_York', '2025-11-03T05:00:00Z'], // EST
    ['2025-03-30', 'Europe/London', '2025-03-30T00:00:00Z'],
    ['2025-03-31', 'Europe/London', '2025-03-30T23:00:00Z'],
    ['2025-10-26', 'Europe/London', '2025-10-25T23:00:00Z'],
    ['2025-10-27', 'Europe/London', '2025-10-27T00:00:00Z'],
    // Chile skips midnight: 2024-09-08 begins at 01:00 -03, the same instant as 00:00 -04 would have been.
    ['2024-09-08', 'America/Santiago', '2024-09-08T04:00:00Z'],
  ])('%s in %s starts at %s', (day, zone, instant) => {
    expect(startOfCalendarDay(day, zone)).toBe(at(instant));
    expect(calendarDayOf(startOfCalendarDay(day, zone), zone)).toBe(day);
    expect(calendarDayOf(startOfCalendarDay(day, zone) - 1, zone)).toBe(addCalendarDays(day, -1));
  });

  it.each([
    ['2025-03-09', 'America/New_York', 23],
    ['2025-11-02', 'America/New_York', 25],
    ['2025-03-30', 'Europe/London', 23],
    ['2025-10-26', 'Europe/London', 25],
    ['2025-03-30', 'Asia/Shanghai', 24],
    ['2024-02-29', 'UTC', 24],
  ])('%s in %s lasts %i hours', (day, zone, hours) => {
    const range = calendarDayRange(day, zone);
    expect(range.day).toBe(day);
    expect(range.end - range.start).toBe(hours * HOUR);
    expect(range.end).toBe(startOfCalendarDay(addCalendarDays(day, 1), zone));
  });
});

describe('counting days', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'], // leap year
    ['2024-02-28', 2, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2000-02-28', 1, '2000-02-29'], // divisible by 400
    ['2100-02-28', 1, '2100-03-01'], // divisible by 100 only
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2025-03-08', 2, '2025-03-10'], // across a DST change somewhere: days stay days
    ['2024-01-01', 366, '2025-01-01'],
    ['2024-05-05', 0, '2024-05-05'],
  ])('%s + %i days is %s', (day, amount, expected) => {
    expect(addCalendarDays(day, amount)).toBe(expected);
    expect(calendarDaysBetween(day, expected)).toBe(amount);
  });

  it('counts nights from check-in to check-out, negative backwards', () => {
    expect(calendarDaysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(calendarDaysBetween('2023-02-01', '2023-03-01')).toBe(28);
    expect(calendarDaysBetween('2025-11-01', '2025-11-04')).toBe(3);
    expect(calendarDaysBetween('2025-11-04', '2025-11-01')).toBe(-3);
    expect(calendarDaysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('lists the last N days of the zone, oldest first', () => {
    // 2025-03-01 17:30 UTC is already 2 March in Shanghai.
    expect(lastCalendarDays(at('2025-03-01T17:30:00Z'), 'Asia/Shanghai', 7)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(lastCalendarDays(at('2025-03-01T17:30:00Z'), 'UTC', 2)).toEqual(['2025-02-28', '2025-03-01']);
    expect(lastCalendarDays(at('2024-03-02T03:00:00Z'), 'America/New_York', 3)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(lastCalendarDays(at('2025-03-01T17:30:00Z'), 'UTC', 0)).toEqual([]);
  });
});

describe('the instant a wall-clock time happens', () => {
  it.each([
    ['2024-12-18', '18:00', 'Asia/Shanghai', '2024-12-18T10:00:00Z'],
    ['2024-12-19', '14:00', 'Asia/Shanghai', '2024-12-19T06:00:00Z'],
    ['2024-12-19', '00:00', 'Asia/Shanghai', '2024-12-18T16:00:00Z'],
    ['2024-02-29', '23:59', 'UTC', '2024-02-29T23:59:00Z'],
    ['2025-03-08', '14:00', 'America/New_York', '2025-03-08T19:00:00Z'], // EST
    ['2025-03-09', '01:59', 'America/New_York', '2025-03-09T06:59:00Z'], // EST, a minute before the jump
    ['2025-03-09', '03:00', 'America/New_York', '2025-03-09T07:00:00Z'], // EDT, the first minute after it
    ['2025-03-09', '14:00', 'America/New_York', '2025-03-09T18:00:00Z'], // EDT
    ['2025-11-02', '00:59', 'America/New_York', '2025-11-02T04:59:00Z'], // EDT
    ['2025-11-02', '02:00', 'America/New_York', '2025-11-02T07:00:00Z'], // EST, after the hour shown twice
    ['2025-11-02', '14:00', 'America/New_York', '2025-11-02T19:00:00Z'], // EST
    ['2025-03-30', '12:00', 'Europe/London', '2025-03-30T11:00:00Z'], // BST
    ['2024-12-19', '14:00', 'Asia/Kolkata', '2024-12-19T08:30:00Z'], // +05:30
    ['2024-12-19', '14:00', 'Pacific/Chatham', '2024-12-19T00:15:00Z'], // +13:45 in summer
  ])('%s %s in %s is %s', (day, time, zone, instant) => {
    expect(zonedInstant(day, time, zone)).toBe(at(instant));
    expect(calendarDayOf(zonedInstant(day, time, zone), zone)).toBe(day);
  });

  it('moves a time inside a DST gap forward by the length of the gap', () => {
    // New York skips 02:00–02:59 on 2025-03-09: 02:30 does not exist and becomes 03:30 EDT.
    expect(zonedInstant('2025-03-09', '02:00', 'America/New_York')).toBe(at('2025-03-09T07:00:00Z'));
    expect(zonedInstant('2025-03-09', '02:30', 'America/New_York')).toBe(at('2025-03-09T07:30:00Z'));
    expect(zonedInstant('2025-03-09', '02:59', 'America/New_York')).toBe(at('2025-03-09T07:59:00Z'));
    // London skips 01:00–01:59 on 2025-03-30.
    expect(zonedInstant('2025-03-30', '01:15', 'Europe/London')).toBe(at('2025-03-30T01:15:00Z'));
    // Chile skips midnight: 2024-09-08 00:00 is 01:00 -03, the day's first instant.
    expect(zonedInstant('2024-09-08', '00:00', 'America/Santiago')).toBe(at('2024-09-08T04:00:00Z'));
    expect(zonedInstant('2024-09-08', '00:00', 'America/Santiago')).toBe(
      startOfCalendarDay('2024-09-08', 'America/Santiago'),
    );
  });

  it('takes the first of the two instants of an hour the clocks show twice', () => {
    // New York shows 01:00–01:59 twice on 2025-11-02 (EDT, then EST): the earlier one counts.
    expect(zonedInstant('2025-11-02', '01:00', 'America/New_York')).toBe(at('2025-11-02T05:00:00Z'));
    expect(zonedInstant('2025-11-02', '01:30', 'America/New_York')).toBe(at('2025-11-02T05:30:00Z'));
    expect(zonedInstant('2025-10-26', '01:30', 'Europe/London')).toBe(at('2025-10-26T00:30:00Z'));
  });

  it('keeps whole days apart in a zone without DST and 23 or 25 hours across a change', () => {
    const span = (from: string, to: string, zone: string) =>
      (zonedInstant(to, '14:00', zone) - zonedInstant(from, '14:00', zone)) / HOUR;
    expect(span('2024-12-18', '2024-12-19', 'Asia/Shanghai')).toBe(24);
    expect(span('2025-03-08', '2025-03-09', 'America/New_York')).toBe(23);
    expect(span('2025-11-01', '2025-11-02', 'America/New_York')).toBe(25);
  });

  it("shows the asked time on the zone's clocks, or a later one on its day when the clocks skip it", () => {
    const zones = ['America/New_York', 'Europe/London', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Shanghai'];
    // Times the clocks skip are always among the cases (random runs found them only now and then): New York's
    // spring-forward hour, Lord Howe's half hour, Santiago's midnight.
    const examples: [number, number, string][] = [
      [70, 2 * 60 + 1, 'America/New_York'],
      [273, 2 * 60 + 10, 'Australia/Lord_Howe'],
      [245, 30, 'America/Santiago'],
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 * 366 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.constantFrom(...zones),
        (offset, minutes, zone) => {
          const day = addCalendarDays('2023-01-01', offset);
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const instant = zonedInstant(day, time, zone);
          const shown = format(instant, 'yyyy-MM-dd HH:mm', { in: tz(zone) });
          const asked = `${day} ${time}`;
          expect(shown >= asked).toBe(true);
          expect(shown.slice(0, 10)).toBe(day);
          const readsAt = (ms: number) => format(ms, 'yyyy-MM-dd HH:mm', { in: tz(zone) });
          if (shown === asked) {
            // A minute earlier the clocks showed an earlier time: the answer is the first instant that reads `time`.
            expect(readsAt(instant - 60_000) < asked).toBe(true);
          } else {
            // A time the clocks skip moves forward by the gap (at most an hour): a gap earlier they read less.
            const gap = Date.parse(`${shown.replace(' ', 'T')}:00Z`) - Date.parse(`${asked.replace(' ', 'T')}:00Z`);
            expect(gap).toBeGreaterThan(0);
            expect(gap).toBeLessThanOrEqual(3_600_000);
            expect(readsAt(instant - gap) < asked).toBe(true);
          }
        },
      ),
      { examples },
    );
  });

  it('knows wall-clock times from look-alikes and refuses bad input', () => {
    for (const time of ['00:00', '09:05', '14:00', '23:59']) expect(isWallClockTime(time), time).toBe(true);
    for (const text of ['24:00', '7:00', '12:60', '12:00:00', '', ' 12:00', '12h00']) {
      expect(isWallClockTime(text), text).toBe(false);
    }
    expect(() => zonedInstant('2025-03-09', '24:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedInstant('2023-02-29', '12:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedInstant('2025-03-09', '12:00', 'Mars/Olympus_Mons')).toThrow(/Unknown time zone/);
  });
});

describe('bad input', () => {
  it('knows real days from look-alikes', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2025-12-31', '1970-01-01']) expect(isCalendarDay(day)).toBe(true);
    for (const text of ['2023-02-29', '2100-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-3-1', '']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
    expect(isCalendarDay('2025-03-01T00:00:00Z')).toBe(false);
    expect(isCalendarDay(' 2025-03-01')).toBe(false);
  });

  it('throws a RangeError for a day that does not exist or a zone nobody knows', () => {
    expect(() => addCalendarDays('2023-02-29', 1)).toThrow(RangeError);
    expect(() => calendarDaysBetween('2025-01-01', 'tomorrow')).toThrow(RangeError);
    expect(() => startOfCalendarDay('2025-01-01', 'Mars/Olympus_Mons')).toThrow(/Unknown time zone/);
    expect(() => calendarDayOf(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe("independent of the runtime's own zone", () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Pago_Pago'; // UTC−11: a plain Date at UTC midnight is still the day before here
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('gives the same days', () => {
    expect(new Date(Date.UTC(2024, 1, 29)).getDate()).toBe(28); // the runtime zone really is in effect
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(calendarDaysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(calendarDayOf(at('2025-03-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2025-03-02');
    expect(startOfCalendarDay('2025-03-09', 'America/New_York')).toBe(at('2025-03-09T05:00:00Z'));
    expect(lastCalendarDays(at('2025-03-01T23:30:00Z'), 'UTC', 1)).toEqual(['2025-03-01']);
    expect(zonedInstant('2025-03-09', '02:30', 'America/New_York')).toBe(at('2025-03-09T07:30:00Z'));
  });
});

import { describe, expect, it } from 'vitest';
import { checkLead, checkTime, fitsCar, normaliseNumber, serviceInstant } from './carRules';

describe('car rules', () => {
  it('seats the party without the driver', () => {
    expect(fitsCar({ seats: 7 }, 7)).toBe(true);
    expect(fitsCar({ seats: 7 }, 8)).toBe(false);
    expect(fitsCar({ seats: 4 }, 0)).toBe(false);
  });

  it('reads times from 00:00 to 23:59 only', () => {
    for (const good of ['00:00', '14:30', '23:59']) expect(checkTime(good)).toBe(true);
    for (const bad of ['24:00', '25:61', '9:30', '14:3', '14:30:00', '', ' 14:30']) expect(checkTime(bad)).toBe(false);
  });

  it('normalises flight and train numbers', () => {
    expect(normaliseNumber(' mu 5101 ')).toBe('MU5101');
    expect(normaliseNumber('G7')).toBe('G7');
    expect(normaliseNumber('   ')).toBe('');
    expect(normaliseNumber('')).toBe('');
    expect(normaliseNumber('M')).toBeNull();
    expect(normaliseNumber('MU5101\u0000')).toBeNull();
    expect(normaliseNumber('MU-5101')).toBeNull();
    expect(normaliseNumber('ABCDEFGHI')).toBeNull();
    expect(normaliseNumber('航班')).toBeNull();
  });

  it('starts a service in the hotel zone, a skipped time moved past the gap', () => {
    // 2026-12-18 14:30 in Shanghai (UTC+8) is 06:30 UTC.
    expect(serviceInstant('2026-12-18', '14:30', 'Asia/Shanghai')).toBe(Date.UTC(2026, 11, 18, 6, 30) / 1000);
    expect(serviceInstant('2026-12-18', '00:00', 'Asia/Shanghai')).toBe(Date.UTC(2026, 11, 17, 16, 0) / 1000);
    expect(serviceInstant('2026-12-18', '23:59', 'Asia/Shanghai')).toBe(Date.UTC(2026, 11, 18, 15, 59) / 1000);
    // 02:30 on New York's spring-forward night does not exist: it reads 03:30 EDT (07:30 UTC).
    expect(serviceInstant('2026-03-08', '02:30', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30) / 1000);
  });

  it('needs the lead time, the exact boundary included', () => {
    const now = 1_800_000_000;
    expect(checkLead(now + 4 * 3600, now, 4)).toBe(true);
    expect(checkLead(now + 4 * 3600 - 1, now, 4)).toBe(false);
    expect(checkLead(now, now, 0)).toBe(true);
  });
});

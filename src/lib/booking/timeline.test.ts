import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulBp } from './money';
import { type CancelPolicy, cancellationTimeline, refundAt, segmentAt, type TimelineStay } from './timeline';

const s = (iso: string) => Date.parse(iso) / 1000;
const HOUR = 3600;

/** The example: free until the day before at 18:00, then 50 % until check-in, nothing after. */
const HALF: CancelPolicy = {
  rules: [
    { days_before: 1, time: '18:00', refund_bp: 10_000 },
    { days_before: 0, time: '14:00', refund_bp: 5000 },
  ],
  after_checkin_bp: 0,
};
const SHANGHAI: TimelineStay = { checkin: '2024-12-19', check_in_time: '14:00', time_zone: 'Asia/Shanghai' };

describe('the issue’s example in Asia/Shanghai', () => {
  const booked = s('2024-12-01T09:30:00Z');
  const timeline = cancellationTimeline(HALF, SHANGHAI, 91_600, booked);

  it('has three segments: free, half, nothing', () => {
    expect(timeline).toEqual({
      free_cancel_until: s('2024-12-18T10:00:00Z'), // 18 Dec 18:00 +08
      checkin_at: s('2024-12-19T06:00:00Z'), // 19 Dec 14:00 +08
      segments: [
        { from: booked, until: s('2024-12-18T10:00:00Z'), refund_bp: 10_000, refund_amount: 91_600 },
        { from: s('2024-12-18T10:00:00Z'), until: s('2024-12-19T06:00:00Z'), refund_bp: 5000, refund_amount: 45_800 },
        { from: s('2024-12-19T06:00:00Z'), until: null, refund_bp: 0, refund_amount: 0 },
      ],
    });
  });

  it('refunds by the segment of the moment; a deadline belongs to the later segment', () => {
    expect(refundAt(timeline, booked - 60)).toEqual({ refund_bp: 10_000, refund_amount: 91_600 });
    expect(refundAt(timeline, booked)).toEqual({ refund_bp: 10_000, refund_amount: 91_600 });
    expect(refundAt(timeline, s('2024-12-18T09:59:59Z'))).toEqual({ refund_bp: 10_000, refund_amount: 91_600 });
    expect(refundAt(timeline, s('2024-12-18T10:00:00Z'))).toEqual({ refund_bp: 5000, refund_amount: 45_800 });
    expect(refundAt(timeline, s('2024-12-19T05:59:59Z'))).toEqual({ refund_bp: 5000, refund_amount: 45_800 });
    expect(refundAt(timeline, s('2024-12-19T06:00:00Z'))).toEqual({ refund_bp: 0, refund_amount: 0 });
    expect(refundAt(timeline, s('2025-06-01T00:00:00Z'))).toEqual({ refund_bp: 0, refund_amount: 0 });
    expect(segmentAt(timeline, s('2024-12-18T12:00:00Z')).until).toBe(timeline.checkin_at);
  });

  it('drops the free segment for a booking after its deadline, or exactly at it', () => {
    for (const late of [s('2024-12-18T10:00:00Z'), s('2024-12-18T11:00:00Z')]) {
      expect(cancellationTimeline(HALF, SHANGHAI, 91_600, late)).toEqual({
        free_cancel_until: null,
        checkin_at: s('2024-12-19T06:00:00Z'),
        segments: [
          { from: late, until: s('2024-12-19T06:00:00Z'), refund_bp: 5000, refund_amount: 45_800 },
          { from: s('2024-12-19T06:00:00Z'), until: null, refund_bp: 0, refund_amount: 0 },
        ],
      });
    }
  });

  it('has one open segment for a booking after check-in', () => {
    const late = s('2024-12-19T12:00:00Z');
    expect(cancellationTimeline(HALF, SHANGHAI, 91_600, late).segments).toEqual([
      { from: late, until: null, refund_bp: 0, refund_amount: 0 },
    ]);
  });
});

describe('across a DST change in America/New_York', () => {
  // The clocks go forward at 02:00 on 2025-03-09: 8 March 14:00 EST to 9 March 14:00 EDT is 23 hours.
  const stay: TimelineStay = { checkin: '2025-03-09', check_in_time: '14:00', time_zone: 'America/New_York' };

  it('keeps deadlines at the hotel’s wall-clock times', () => {
    const policy: CancelPolicy = { rules: [{ days_before: 1, time: '14:00', refund_bp: 10_000 }], after_checkin_bp: 0 };
    const timeline = cancellationTimeline(policy, stay, 20_000, s('2025-03-01T00:00:00Z'));
    expect(timeline.free_cancel_until).toBe(s('2025-03-08T19:00:00Z')); // 14:00 EST
    expect(timeline.checkin_at).toBe(s('2025-03-09T18:00:00Z')); // 14:00 EDT
    expect(timeline.checkin_at - (timeline.free_cancel_until ?? 0)).toBe(23 * HOUR);
    expect(timeline.segments.map((segment) => [segment.until, segment.refund_bp])).toEqual([
      [s('2025-03-08T19:00:00Z'), 10_000],
      [null, 0], // from the deadline on: nothing until check-in, nothing after
    ]);
  });

  it('gives the issue’s policy 19 hours of half refund instead of 20', () => {
    const timeline = cancellationTimeline(HALF, stay, 20_000, s('2025-03-01T00:00:00Z'));
    expect(timeline.segments[1]).toEqual({
      from: s('2025-03-08T23:00:00Z'), // 18:00 EST
      until: s('2025-03-09T18:00:00Z'),
      refund_bp: 5000,
      refund_amount: 10_000,
    });
  });

  it('moves a deadline inside the skipped hour forward', () => {
    const policy: CancelPolicy = { rules: [{ days_before: 0, time: '02:30', refund_bp: 10_000 }], after_checkin_bp: 0 };
    expect(cancellationTimeline(policy, stay, 100, 0).free_cancel_until).toBe(s('2025-03-09T07:30:00Z')); // 03:30 EDT
  });
});

describe('other policies', () => {
  const booked = s('2024-12-01T00:00:00Z');

  it('non-refundable: one open segment refunding nothing', () => {
    const timeline = cancellationTimeline({ rules: [], after_checkin_bp: 0 }, SHANGHAI, 91_600, booked);
    expect(timeline).toEqual({
      free_cancel_until: null,
      checkin_at: s('2024-12-19T06:00:00Z'),
      segments: [{ from: booked, until: null, refund_bp: 0, refund_amount: 0 }],
    });
  });

  it('free until the check-in itself', () => {
    const policy: CancelPolicy = { rules: [{ days_before: 0, time: '14:00', refund_bp: 10_000 }], after_checkin_bp: 0 };
    const timeline = cancellationTimeline(policy, SHANGHAI, 1000, booked);
    expect(timeline.free_cancel_until).toBe(timeline.checkin_at);
    expect(timeline.segments).toHaveLength(2);
  });

  it('caps a deadline after the check-in time at check-in', () => {
    const policy: CancelPolicy = { rules: [{ days_before: 0, time: '20:00', refund_bp: 10_000 }], after_checkin_bp: 0 };
    expect(cancellationTimeline(policy, SHANGHAI, 1000, booked).free_cancel_until).toBe(s('2024-12-19T06:00:00Z'));
  });

  it('merges neighbours with the same refund', () => {
    const policy: CancelPolicy = {
      rules: [
        { days_before: 3, time: '12:00', refund_bp: 10_000 },
        { days_before: 1, time: '12:00', refund_bp: 10_000 },
      ],
      after_checkin_bp: 0,
    };
    const timeline = cancellationTimeline(policy, SHANGHAI, 1000, booked);
    expect(timeline.segments).toHaveLength(2);
    expect(timeline.free_cancel_until).toBe(s('2024-12-18T04:00:00Z'));
  });

  it('orders rules by deadline and never lets the refund rise', () => {
    const policy: CancelPolicy = {
      rules: [
        { days_before: 1, time: '12:00', refund_bp: 10_000 }, // later deadline listed first, and higher
        { days_before: 5, time: '12:00', refund_bp: 5000 },
      ],
      after_checkin_bp: 0,
    };
    const timeline = cancellationTimeline(policy, SHANGHAI, 1000, booked);
    expect(timeline.free_cancel_until).toBeNull();
    expect(timeline.segments.map((segment) => [segment.until, segment.refund_bp])).toEqual([
      [s('2024-12-18T04:00:00Z'), 5000],
      [null, 0],
    ]);
  });

  it('refunds after_checkin_bp from the last deadline on', () => {
    const policy: CancelPolicy = {
      rules: [{ days_before: 1, time: '18:00', refund_bp: 10_000 }],
      after_checkin_bp: 2000,
    };
    const timeline = cancellationTimeline(policy, SHANGHAI, 1000, booked);
    expect(timeline.segments.map((segment) => [segment.from, segment.until, segment.refund_amount])).toEqual([
      [booked, s('2024-12-18T10:00:00Z'), 1000],
      [s('2024-12-18T10:00:00Z'), null, 200],
    ]);
  });
});

describe('properties', () => {
  const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'America/Santiago', 'UTC'];
  const clock = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const policy = fc.record({
    rules: fc.array(
      fc.record({
        days_before: fc.integer({ min: 0, max: 60 }),
        time: clock,
        refund_bp: fc.integer({ min: 0, max: 10_000 }),
      }),
      { maxLength: 4 },
    ),
    after_checkin_bp: fc.integer({ min: 0, max: 10_000 }),
  });
  const stay = fc.record({
    checkin: fc
      .integer({ min: 0, max: 3 * 365 })
      .map((days) => new Date(Date.UTC(2024, 0, 1 + days)).toISOString().slice(0, 10)),
    check_in_time: clock,
    time_zone: fc.constantFrom(...zones),
  });
  const arbitrary = fc.record({
    policy,
    stay,
    paid: fc.integer({ min: 0, max: 10 ** 9 }),
    bookedBefore: fc.integer({ min: -2 * 86_400, max: 90 * 86_400 }),
    moments: fc.array(fc.integer({ min: -100 * 86_400, max: 10 * 86_400 }), { minLength: 2, maxLength: 12 }),
  });

  it('refund never exceeds the paid amount and never rises with time; segments tile the time from the booking', () => {
    fc.assert(
      fc.property(arbitrary, ({ policy, stay, paid, bookedBefore, moments }) => {
        const probe = cancellationTimeline(policy, stay, paid, 0);
        const booked = probe.checkin_at - bookedBefore;
        const timeline = cancellationTimeline(policy, stay, paid, booked);
        const { segments } = timeline;
        expect(segments[0]?.from).toBe(booked);
        expect(segments.at(-1)?.until).toBeNull();
        segments.forEach((segment, index) => {
          expect(segment.refund_amount).toBe(mulBp(paid, segment.refund_bp));
          expect(segment.refund_amount).toBeLessThanOrEqual(paid);
          const next = segments[index + 1];
          if (!next) return;
          expect(next.from).toBe(segment.until);
          expect(segment.until ?? Number.POSITIVE_INFINITY).toBeGreaterThan(segment.from);
          expect(next.refund_bp).toBeLessThan(segment.refund_bp); // merged, so strictly falling
        });
        const times = moments.map((offset) => timeline.checkin_at + offset).sort((a, b) => a - b);
        for (let i = 1; i < times.length; i++) {
          const earlier = refundAt(timeline, times[i - 1] ?? 0);
          const later = refundAt(timeline, times[i] ?? 0);
          expect(later.refund_amount).toBeLessThanOrEqual(earlier.refund_amount);
          expect(earlier.refund_amount).toBeLessThanOrEqual(paid);
        }
        const after = refundAt(timeline, timeline.checkin_at);
        expect(after.refund_bp).toBeLessThanOrEqual(policy.after_checkin_bp);
        if (timeline.free_cancel_until !== null) {
          expect(refundAt(timeline, timeline.free_cancel_until - 1).refund_bp).toBe(10_000);
          expect(refundAt(timeline, timeline.free_cancel_until).refund_bp).toBeLessThan(10_000);
        }
      }),
    );
  });
});

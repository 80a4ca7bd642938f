/**
 * The cancellation timeline of a booking (design §2.1 `cancel_policy`, §5.4): from the booking to the check-in
 * and after, which share of the paid amount a cancellation refunds. Instants are unix **seconds** (as the API
 * answers them and the tables store them); deadlines are wall-clock times of the hotel's zone, turned into instants
 * by `zonedInstant`, so a day of a DST change lasts 23 or 25 hours.
 *
 * A segment covers `[from, until)`: a deadline instant belongs to the later segment. The timeline is plain data
 * (it goes into answers and order snapshots as JSON); `refundAt(timeline, now)` reads it.
 */
import { addCalendarDays, type CalendarDay, type WallClockTime, zonedInstant } from '~/lib/format/calendarDays';
import { FULL_BP, type Minor, mulBp } from './money';
import type { UnixSeconds } from './stay';

/** Cancelled before `checkin − days_before` at `time` (hotel time) → `refund_bp` of the paid amount. */
export interface CancelRule {
  days_before: number;
  time: WallClockTime;
  refund_bp: number;
}

/** A `cancel_policy` row's rules (also the order snapshot's `policy`). `rules: []` is non-refundable. */
export interface CancelPolicy {
  /** Earlier deadlines first (design: each rule's deadline strictly later than the one before). */
  rules: readonly CancelRule[];
  /** Refund after the check-in instant (usually 0). */
  after_checkin_bp: number;
}

/** What the timeline needs of the stay and the hotel. */
export interface TimelineStay {
  checkin: CalendarDay;
  /** `hotel.check_in_time`, `HH:MM`. */
  check_in_time: WallClockTime;
  time_zone: string;
}

export interface TimelineSegment {
  from: UnixSeconds;
  /** null: open-ended (the last segment). */
  until: UnixSeconds | null;
  refund_bp: number;
  refund_amount: Minor;
}

export interface CancellationTimeline {
  /** The end of the first, fully refunded segment; null when no segment refunds everything (or none ends). */
  free_cancel_until: UnixSeconds | null;
  /** Check-in day at the hotel's check-in time. */
  checkin_at: UnixSeconds;
  /** From the booking on, in order, without gaps; the last one has `until: null`. */
  segments: TimelineSegment[];
}

const toSeconds = (ms: number): UnixSeconds => Math.floor(ms / 1000);

const clampBp = (bp: number): number => Math.min(FULL_BP, Math.max(0, Math.trunc(bp)));

/**
 * The timeline of a policy for a stay, from `bookedAt` on (design §5.4). Decisions beyond the design's text:
 * - rules are ordered by their deadline instants (whatever their order in the row); a deadline after the check-in
 *   instant counts as the check-in instant (after check-in only `after_checkin_bp` applies);
 * - between the last deadline and check-in the refund is `after_checkin_bp` (the design's 0, which is the usual
 *   `after_checkin_bp`), so a person who cancels earlier never gets less than one who cancels later;
 * - for the same reason a segment never refunds more than the one before it (a policy whose shares rise is read
 *   with each share capped by the earlier ones), and shares are clamped to 0–10000 bp;
 * - segments that end at or before `bookedAt` are dropped, the first one left starts at `bookedAt`, and
 *   neighbours with the same share merge.
 */
export function cancellationTimeline(
  policy: CancelPolicy,
  stay: TimelineStay,
  paidAmount: Minor,
  bookedAt: UnixSeconds,
): CancellationTimeline {
  const checkinAt = toSeconds(zonedInstant(stay.checkin, stay.check_in_time, stay.time_zone));
  const deadlines = policy.rules
    .map((rule) => ({
      at: Math.min(
        checkinAt,
        toSeconds(zonedInstant(addCalendarDays(stay.checkin, -rule.days_before), rule.time, stay.time_zone)),
      ),
      bp: clampBp(rule.refund_bp),
    }))
    .sort((a, b) => a.at - b.at);
  const afterBp = clampBp(policy.after_checkin_bp);

  // Raw pieces [from, until): one per rule, then until check-in, then after check-in.
  const pieces: { until: UnixSeconds | null; bp: number }[] = [
    ...deadlines.map((deadline) => ({ until: deadline.at, bp: deadline.bp })),
    { until: checkinAt, bp: afterBp },
    { until: null, bp: afterBp },
  ];

  const segments: TimelineSegment[] = [];
  let from = bookedAt;
  let ceiling = FULL_BP;
  for (const piece of pieces) {
    if (piece.until !== null && piece.until <= from) continue; // ended before the booking, or empty
    ceiling = Math.min(ceiling, piece.bp);
    const last = segments.at(-1);
    if (last && last.refund_bp === ceiling) {
      last.until = piece.until;
    } else {
      segments.push({ from, until: piece.until, refund_bp: ceiling, refund_amount: mulBp(paidAmount, ceiling) });
    }
    if (piece.until === null) break;
    from = piece.until;
  }

  const first = segments[0];
  return {
    free_cancel_until: first && first.refund_bp === FULL_BP ? first.until : null,
    checkin_at: checkinAt,
    segments,
  };
}

/** The segment `now` falls in (a deadline instant belongs to the later one); the first one before the booking. */
export function segmentAt(timeline: CancellationTimeline, now: UnixSeconds): TimelineSegment {
  const found = timeline.segments.find((segment) => segment.until === null || now < segment.until);
  // The last segment is open-ended, so `found` is only missing for a timeline without segments (not made here).
  return found ?? { from: now, until: null, refund_bp: 0, refund_amount: 0 };
}

/** What a cancellation at `now` (unix seconds) refunds. */
export function refundAt(
  timeline: CancellationTimeline,
  now: UnixSeconds,
): { refund_bp: number; refund_amount: Minor } {
  const segment = segmentAt(timeline, now);
  return { refund_bp: segment.refund_bp, refund_amount: segment.refund_amount };
}

/** A cancellation timeline as answers give it: the segments and the sentence in the request's language. */
import { type CancellationTimeline, type CancelPolicy, cancellationTimeline } from '~/lib/booking/timeline';
import { timelineSentence } from '~/lib/booking/timelineLocale';
import type { ApiContext } from '~/server/http/context';

export interface CancellationAnswer extends CancellationTimeline {
  text: string;
}

export function cancellationAnswer(
  ctx: ApiContext,
  policy: CancelPolicy,
  stay: { checkin: string; check_in_time: string; time_zone: string },
  paidAmount: number,
  currency: string,
  bookedAt = ctx.now,
): CancellationAnswer {
  const timeline = cancellationTimeline(policy, stay, paidAmount, bookedAt);
  const text = timelineSentence(timeline, {
    lang: ctx.lang,
    t: (key, params) => ctx.t(key, params),
    timeZone: stay.time_zone,
    ...(paidAmount > 0 ? { currency } : {}),
  });
  return { ...timeline, text };
}

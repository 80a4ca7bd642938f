/**
 * The daily jobs every instance offers to run (`daily.ts`: one instance runs each, once a day): the rolling horizon
 * of hotel nights and car days (docs/design/catalogue.md §2).
 */
import type { Kysely } from 'kysely';
import { siteTimeZone } from '~/config';
import { calendarDayOf } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import { extendCarDays } from '~/server/modules/car';
import { extendHotelNights } from '~/server/modules/hotel';
import { type DailyJob, startDailyJobs } from './daily';

export { runDailyJob } from './daily';

/** How often an instance asks whether a daily job is due. */
const CHECK_SECONDS = 3600;

export const DAILY_JOBS: readonly DailyJob[] = [
  {
    name: 'hotel-horizon',
    run: async (db, today, now) => {
      await extendHotelNights(db, today, now);
    },
  },
  {
    name: 'car-horizon',
    run: async (db, today, now) => {
      await extendCarDays(db, today, now);
    },
  },
];

/** Starts asking for the daily jobs (right away, then hourly) with the clock `now` (unix seconds); returns the stop function. */
export function startJobs(db: Kysely<DB>, now: () => number): () => void {
  return startDailyJobs(db, DAILY_JOBS, {
    seconds: CHECK_SECONDS,
    today: () => calendarDayOf(now() * 1000, siteTimeZone()),
    now,
  });
}

/**
 * Daily jobs shared by every instance (docs/design/catalogue.md §2): each job is run once a day by whichever instance
 * claims it first. The claim is one conditional write of the job's `job_run` row (not finished today, no live
 * lease), so of several instances asking at once exactly one gets it, on either engine; the lease lets another
 * instance take over from one that died mid-run. A job must be safe to run again over what it already did.
 */
import type { Kysely } from 'kysely';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';

/** How long a claim holds before another instance may take the job over (a run takes seconds to a few minutes). */
export const LEASE_SECONDS = 15 * 60;

/** Claims job `name` for `today` (unix seconds `now`): true for the one caller that runs it. */
export async function claimDailyJob(db: Kysely<DB>, name: string, today: CalendarDay, now: number): Promise<boolean> {
  await db
    .insertInto('job_run')
    .values({ name, update_time: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('job_run')
    .set({ lease_until: now + LEASE_SECONDS, update_time: now })
    .where('name', '=', name)
    .where('done_through', '<', today)
    .where('lease_until', '<=', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks job `name` done for `today` and lets its lease go (or, with `done` false, only lets the lease go). */
export async function releaseDailyJob(
  db: Kysely<DB>,
  name: string,
  today: CalendarDay,
  now: number,
  done: boolean,
): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ ...(done ? { done_through: today } : {}), lease_until: 0, update_time: now })
    .where('name', '=', name)
    .execute();
}

export interface DailyJob {
  name: string;
  run(db: Kysely<DB>, today: CalendarDay, now: number): Promise<void>;
}

/** Runs `job` for `today` if this instance claims it; true when it ran. A failure lets the lease go and is thrown. */
export async function runDailyJob(db: Kysely<DB>, job: DailyJob, today: CalendarDay, now: number): Promise<boolean> {
  if (!(await claimDailyJob(db, job.name, today, now))) return false;
  try {
    await job.run(db, today, now);
  } catch (error) {
    await releaseDailyJob(db, job.name, today, now, false);
    throw error;
  }
  await releaseDailyJob(db, job.name, today, now, true);
  return true;
}

/**
 * Asks every `seconds` (and once right away) whether a job is due, in order; errors are logged and tried again at
 * the next turn. The timer does not keep the process alive. Returns a stop function.
 */
export function startDailyJobs(
  db: Kysely<DB>,
  jobs: readonly DailyJob[],
  options: { seconds: number; today: () => CalendarDay; now: () => number },
): () => void {
  if (options.seconds <= 0) return () => {};
  let running = false;
  let stopped = false;
  const turn = async () => {
    if (running) return;
    running = true;
    for (const job of jobs) {
      if (stopped) break;
      try {
        await runDailyJob(db, job, options.today(), options.now());
      } catch (error) {
        if (!stopped) console.error(`[jobs] ${job.name} failed:`, (error as Error).message);
      }
    }
    running = false;
  };
  void turn();
  const timer = setInterval(turn, options.seconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

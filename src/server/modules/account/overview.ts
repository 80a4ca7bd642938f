/** `GET /api/account/overview`: points and balance changes per day for the last 7 days of the site's time zone. */

import { siteTimeZone } from '~/config';
import type { OverviewData } from '~/contract/account';
import { formatMoney } from '~/server/auth/user-info';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { lastDayRanges, sumPerDay } from './days';

/** Rule 'account/overview' (declared with the route). */
export async function overview(ctx: ApiContext, user: UserRow): Reply<'account/overview'> {
  const days = lastDayRanges(ctx.now, siteTimeZone());
  const from = days[0]?.start ?? ctx.now;
  const to = days[days.length - 1]?.end ?? ctx.now;
  const changes = (table: 'user_score_log' | 'user_money_log', amount: 'score' | 'money') =>
    ctx.db
      .selectFrom(table)
      .select(['create_time as time', `${amount} as amount`] as const)
      .where('user_id', '=', user.id)
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .execute();
  const [scores, money] = await Promise.all([changes('user_score_log', 'score'), changes('user_money_log', 'money')]);
  const data: OverviewData = {
    days: days.map((day) => day.date),
    score: sumPerDay(days, scores),
    money: sumPerDay(days, money).map(formatMoney),
  };
  return ok(data);
}

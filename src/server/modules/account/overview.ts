/** `GET /api/account/overview`: points and balance changes per day for the last 7 days of the site's time zone. */

import type { OverviewData } from '../../../lib/api/types';
import { siteTimeZone } from '../../../lib/format/siteSettings';
import { formatMoney } from '../../auth/user-info';
import type { UserRow } from '../../db/schema';
import type { ApiContext } from '../../http/context';
import { ok, type Success } from '../../http/envelope';
import { lastDays, sumPerDay } from './days';

/** Rule 'account/overview' (declared with the route). */
export async function overview(ctx: ApiContext, user: UserRow): Promise<Success> {
  const days = lastDays(ctx.now, siteTimeZone());
  const from = days[0]?.start ?? ctx.now;
  const to = days[days.length - 1]?.end ?? ctx.now;
  const [scores, money] = await Promise.all([
    ctx.db
      .selectFrom('user_score_log')
      .select(['create_time as time', 'score as amount'])
      .where('user_id', '=', user.id)
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .execute(),
    ctx.db
      .selectFrom('user_money_log')
      .select(['create_time as time', 'money as amount'])
      .where('user_id', '=', user.id)
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .execute(),
  ]);
  const data: OverviewData = {
    days: days.map((day) => day.date),
    score: sumPerDay(days, scores),
    money: sumPerDay(days, money).map(formatMoney),
  };
  return ok(data);
}

/**
 * Top-ups (docs/design/operators.md §6): a main account asks to add money to its balance through a gateway that
 * takes them (`account/recharge`), pays there, and the gateway's signed notification (`pay/notify`) settles it. A
 * top-up leaves `pending` once only (one conditional update decides), and only for the amount it was asked with, so a
 * notification repeated, forged or raced across instances credits the balance once or not at all; the balance, its
 * log line and the top-up change in one transaction. `pay/sandbox` is the sandbox gateway's own page (a stand-in for
 * a real one, on only with PAYMENT_SANDBOX=on).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteCurrency } from '~/config';
import type { TopUp } from '~/contract/account';
import { logEventMemo, TOP_UP_MAX, TOP_UP_MIN } from '~/contract/accountInput';
import { unitsToMinor } from '~/lib/booking/money';
import { formatMoney as localMoney } from '~/lib/format/intl';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { formatMoney } from '~/server/auth/user-info';
import type { DB, UserRow } from '~/server/db/schema';
import type { RechargeRow } from '~/server/db/schema-account';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, fieldMessage } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { paymentDriver, type TopUpNotice, topUpChannels } from '~/server/payments';
import { sandboxNotice } from '~/server/payments/sandbox';
import { loadConfig } from '~/server/site/config';

const topUpOf = (row: RechargeRow): TopUp => ({
  out_trade_no: row.out_trade_no,
  amount: formatMoney(row.amount),
  channel: row.channel,
  status: row.status,
  create_time: row.create_time,
});

const findTopUp = (db: Kysely<DB>, outTradeNo: string) =>
  db.selectFrom('recharge').selectAll().where('out_trade_no', '=', outTradeNo.slice(0, 40)).executeTakeFirst();

export async function topUpOptions(
  ctx: ApiContext,
  user: UserRow,
): Promise<Success<import('~/contract/account').TopUpOptions>> {
  const trade = stringParam(ctx.query, 'out_trade_no').trim();
  const row = trade ? await findTopUp(ctx.db, trade) : undefined;
  return ok({
    channels: topUpChannels(),
    min: formatMoney(TOP_UP_MIN),
    max: formatMoney(TOP_UP_MAX),
    recharge: row && row.user_id === user.id ? topUpOf(row) : null,
  });
}

/** `R` + the day + 12 random hex digits: what the gateway names the top-up. */
const tradeNumber = (now: number) =>
  `R${new Date(now * 1000).toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(6).toString('hex')}`;

export async function startTopUp(
  ctx: ApiContext,
  user: UserRow,
): Promise<Success<{ out_trade_no: string; redirect: string }>> {
  const amount = unitsToMinor(stringParam(ctx.body, 'amount').trim());
  if (amount === undefined || amount < TOP_UP_MIN || amount > TOP_UP_MAX) {
    const money = (minor: number) => localMoney(formatMoney(minor), ctx.lang, siteCurrency());
    throw fieldMessage('Enter an amount between {{min}} and {{max}}', 'amount', {
      min: money(TOP_UP_MIN),
      max: money(TOP_UP_MAX),
    });
  }
  const channel = stringParam(ctx.body, 'channel').trim();
  const gateway = topUpChannels().includes(channel) ? paymentDriver(channel)?.topUps : undefined;
  if (!gateway)
    throw fieldError(ctx, { field: 'channel', key: VALIDATE_KEYS.correctField, params: { field: 'field.channel' } });
  const recharge = await ctx.db
    .insertInto('recharge')
    .values({
      user_id: user.id,
      out_trade_no: tradeNumber(ctx.now),
      amount,
      channel,
      create_time: ctx.now,
      update_time: ctx.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { redirect } = await gateway.start(ctx.db, recharge, ctx.url.origin);
  return ok({ out_trade_no: recharge.out_trade_no, redirect });
}

/** Settles a top-up from its gateway's notice: whether this notice was the one that did (false: already, or not it). */
export async function settleTopUp(db: Kysely<DB>, channel: string, notice: TopUpNotice, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('recharge')
      .set({
        status: notice.paid ? 'paid' : 'failed',
        txn_id: notice.txnId.slice(0, 64),
        paid_time: notice.paid ? now : null,
        update_time: now,
      })
      .where('out_trade_no', '=', notice.outTradeNo)
      .where('channel', '=', channel)
      .where('amount', '=', notice.amount)
      .where('status', '=', 'pending')
      .returning(['user_id', 'amount', 'out_trade_no'])
      .executeTakeFirst();
    if (!settled || !notice.paid) return settled !== undefined;
    const credited = await trx
      .updateTable('user')
      .set((eb) => ({ money: eb('money', '+', settled.amount), update_time: now }))
      .where('id', '=', settled.user_id)
      .returning('money')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_money_log')
      .values({
        user_id: settled.user_id,
        money: settled.amount,
        before: credited.money - settled.amount,
        after: credited.money,
        memo: logEventMemo('top_up', settled.out_trade_no),
        create_time: now,
      })
      .execute();
    return true;
  });
}

/** `POST pay/notify?channel=`: a gateway's notification. A notice whose signature does not hold is refused. */
export async function notify(ctx: ApiContext): Promise<Success<null>> {
  const channel = stringParam(ctx.query, 'channel') || stringParam(ctx.body, 'channel');
  const gateway = paymentDriver(channel)?.topUps;
  const notice = gateway ? await gateway.readNotice(ctx.db, ctx.body) : undefined;
  if (!gateway || !notice) throw new ApiError('The notification could not be verified');
  await settleTopUp(ctx.db, channel, notice, ctx.now);
  return ok(null, gateway.acknowledgement);
}

async function sandboxTopUp(ctx: ApiContext, trade: string): Promise<RechargeRow> {
  const row = paymentDriver('sandbox')?.enabled() ? await findTopUp(ctx.db, trade) : undefined;
  if (row?.channel !== 'sandbox') throw new ApiError('This top-up does not exist');
  return row;
}

export async function sandboxPage(ctx: ApiContext): Promise<Success<{ recharge: TopUp; siteName: string }>> {
  const row = await sandboxTopUp(ctx, stringParam(ctx.query, 'trade'));
  return ok({ recharge: topUpOf(row), siteName: (await loadConfig(ctx.db, ctx.lang)).site_name });
}

/** The sandbox gateway's decision: its signed notice goes through the same check as any gateway's. */
export async function sandboxDecide(ctx: ApiContext): Promise<Success<{ return_url: string }>> {
  const row = await sandboxTopUp(ctx, stringParam(ctx.body, 'trade'));
  if (row.status === 'pending') {
    const params = await sandboxNotice(ctx.db, {
      outTradeNo: row.out_trade_no,
      amount: row.amount,
      paid: stringParam(ctx.body, 'result') === 'paid',
    });
    const notice = await paymentDriver('sandbox')?.topUps?.readNotice(ctx.db, params);
    if (notice) await settleTopUp(ctx.db, 'sandbox', notice, ctx.now);
  }
  return ok({ return_url: `/user/account/balance?topup=${row.out_trade_no}` });
}

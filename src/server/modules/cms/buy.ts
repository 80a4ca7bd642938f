/**
 * `POST cms/buy` (member, rule `cms/order`; design §8): buys a paid article with balance or points in one
 * transaction — the purchase row first (unique per member and article: a double click or a second instance cannot
 * buy twice), then the conditional debit (`money >= price` / `score >= points`: no overdraft), then the balance or
 * points log entry with before and after. A purchase made before answers code 1 `Already purchased` with the
 * unlocked article; every other refusal is the `checkBuy` key.
 */

import { logEventMemo } from '~/contract/accountInput';
import { BUY_REFUSALS, checkBuy, isPayMethod, type PayMethod } from '~/lib/content/purchase';
import { formatMoney } from '~/server/auth/user-info';
import { isUniqueViolation } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext as Ctx } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { articleAnswer } from './info';
import { fieldRefusal } from './input';
import { inTransaction, publicArticleId, titlesOf } from './memberCommon';

export const CHOOSE_PAYMENT = 'Please choose how to pay';
/** `Insufficient balance` of the hotel orders speaks of an order; an article has its own message. */
const REFUSAL_MESSAGES: Partial<Record<string, string>> = {
  [BUY_REFUSALS.insufficientBalance]: 'Your balance is not enough to buy this article',
  [BUY_REFUSALS.insufficientPoints]: 'Your points are not enough to buy this article',
};
const refusal = (key: string) =>
  new ApiError(REFUSAL_MESSAGES[key] ?? key, { data: { field: key === BUY_REFUSALS.notFound ? 'article_id' : 'pay' } });

/** The article as `cms/info` answers it to this member now (unlocked after the purchase; not counted as a view). */
const unlocked = (ctx: Ctx, id: number) => articleAnswer(ctx, id, { countView: false });

async function wallet(ctx: Ctx, userId: number) {
  const row = await ctx.db
    .selectFrom('user')
    .select(['money', 'score'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { money: Number(row.money), score: Number(row.score) };
}

export async function buyArticle(ctx: Ctx, user: UserRow): Reply<'cms/buy'> {
  const { id } = await publicArticleId(ctx.db, ctx.body, 'article_id', ctx.lang);
  const payText = typeof ctx.body.pay === 'string' ? ctx.body.pay.trim() : '';
  if (!isPayMethod(payText)) throw fieldRefusal(CHOOSE_PAYMENT, 'pay');
  const pay: PayMethod = payText;
  const row = await ctx.db
    .selectFrom('cms_article')
    .select(['status', 'user_id', 'price_money', 'price_points'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw refusal(BUY_REFUSALS.notFound);
  const purchased = await ctx.db
    .selectFrom('cms_purchase')
    .select('id')
    .where('user_id', '=', user.id)
    .where('article_id', '=', id)
    .executeTakeFirst();
  const article = { ...row, price_money: Number(row.price_money), price_points: Number(row.price_points) };
  const check = checkBuy(article, { id: user.id, purchased: purchased !== undefined }, pay, await wallet(ctx, user.id));
  if ('refused' in check) {
    if (check.refused === BUY_REFUSALS.alreadyPurchased) return alreadyPurchased(ctx, user, id);
    throw refusal(check.refused);
  }
  const title = (await titlesOf(ctx.db, [id], ctx.lang)).get(id) ?? '';
  const amount = check.amount;
  try {
    await inTransaction(ctx.db, async (trx) => {
      await trx
        .insertInto('cms_purchase')
        .values({ user_id: user.id, article_id: id, pay, amount, title: title.slice(0, 80), create_time: ctx.now })
        .execute();
      const memo = logEventMemo('content_purchase', `A${id}`);
      if (pay === 'balance') {
        const debited = await trx
          .updateTable('user')
          .set((eb) => ({ money: eb('money', '-', amount), update_time: ctx.now }))
          .where('id', '=', user.id)
          .where('money', '>=', amount)
          .returning('money')
          .executeTakeFirst();
        if (!debited) throw refusal(BUY_REFUSALS.insufficientBalance);
        const after = Number(debited.money);
        await trx
          .insertInto('user_money_log')
          .values({ user_id: user.id, money: -amount, before: after + amount, after, memo, create_time: ctx.now })
          .execute();
      } else {
        const debited = await trx
          .updateTable('user')
          .set((eb) => ({ score: eb('score', '-', amount), update_time: ctx.now }))
          .where('id', '=', user.id)
          .where('score', '>=', amount)
          .returning('score')
          .executeTakeFirst();
        if (!debited) throw refusal(BUY_REFUSALS.insufficientPoints);
        const after = Number(debited.score);
        await trx
          .insertInto('user_score_log')
          .values({ user_id: user.id, score: -amount, before: after + amount, after, memo, create_time: ctx.now })
          .execute();
      }
    });
  } catch (error) {
    // A parallel buy of the same article by the same member got there first.
    if (isUniqueViolation(error)) return alreadyPurchased(ctx, user, id);
    throw error;
  }
  const now = await wallet(ctx, user.id);
  return ok(
    { article: await unlocked(ctx, id), money: formatMoney(now.money), score: now.score },
    'Purchase successful',
  );
}

async function alreadyPurchased(ctx: Ctx, user: UserRow, id: number): Reply<'cms/buy'> {
  const now = await wallet(ctx, user.id);
  return ok(
    { article: await unlocked(ctx, id), money: formatMoney(now.money), score: now.score },
    BUY_REFUSALS.alreadyPurchased,
  );
}

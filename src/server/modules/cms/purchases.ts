/**
 * `GET cms/order` (member, rule `cms/order`): the member's purchased articles, newest first. The article is given
 * while it is public (its title in the request's language, its cover), else `null` with the title bought.
 */
import { siteCurrency } from '~/config';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { coverOf } from './cards';
import { channelTree } from './channels';
import { titlesOf } from './memberCommon';
import { pageParam } from './params';

export async function ownPurchases(ctx: ApiContext, user: UserRow): Reply<'cms/order'> {
  const window = pageParam(ctx.query, { default: 20, max: 50 });
  const [rows, count, tree] = await Promise.all([
    ctx.db
      .selectFrom('cms_purchase as p')
      .innerJoin('cms_article as a', 'a.id', 'p.article_id')
      .select([
        'p.id',
        'p.article_id',
        'p.pay',
        'p.amount',
        'p.title',
        'p.create_time',
        'a.status',
        'a.channel_id',
        'a.cover',
        'a.cover_width',
        'a.cover_height',
        'a.cover_sources',
      ])
      .where('p.user_id', '=', user.id)
      .orderBy('p.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    ctx.db
      .selectFrom('cms_purchase')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    channelTree(ctx.db, ctx.lang),
  ]);
  const shown = rows.filter((row) => row.status === 'published' && tree.byId.get(row.channel_id)?.public);
  const titles = await titlesOf(
    ctx.db,
    shown.map((row) => row.article_id),
    ctx.lang,
  );
  const currency = siteCurrency();
  return ok({
    list: rows.map((row) => {
      const title = titles.get(row.article_id);
      return {
        id: row.id,
        title: row.title,
        article: title === undefined ? null : { id: row.article_id, title, cover: coverOf(row) },
        pay: row.pay,
        pay_text: ctx.t(`pay.${row.pay}`),
        amount: Number(row.amount),
        currency: row.pay === 'balance' ? currency : '',
        create_time: Number(row.create_time),
      };
    }),
    total: Number(count.n),
  });
}

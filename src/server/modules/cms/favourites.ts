/**
 * A member's favourites (design §7): `POST cms/collect` sets the wanted state of one public article (`favourite`
 * 1 or 0; asking twice changes nothing), its counter moving in the same transaction only when a row was really added
 * or removed — the primary key (member, article) is the guard; `GET cms/collect` lists them, newest first, an
 * article no longer public listed as `gone` (no text of it) so it can be removed.
 */
import type { ArticleCard } from '~/contract/cms';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { articleCards, CARD_COLUMNS } from './cards';
import { channelTree } from './channels';
import { fieldRefusal, PARAMETER_ERROR, rawText } from './input';
import { articleNotFound, inTransaction, publicArticleId } from './memberCommon';
import { idOf, pageParam } from './params';

export async function setFavourite(ctx: ApiContext, user: UserRow): Reply<'cms/collect', 'POST'> {
  const wanted = rawText(ctx.body, 'favourite').trim() || '1';
  if (wanted !== '1' && wanted !== '0') throw fieldRefusal(PARAMETER_ERROR, 'favourite');
  const add = wanted === '1';
  // Removing needs no public article (a favourite of an article taken off the site can still go).
  const id = add ? (await publicArticleId(ctx.db, ctx.body, 'article_id', ctx.lang)).id : idOf(ctx.body, 'article_id');
  if (id === undefined) throw articleNotFound();
  const favourites = await inTransaction(ctx.db, async (trx) => {
    if (add) {
      const added = await trx
        .insertInto('cms_favourite')
        .values({ user_id: user.id, article_id: id, create_time: ctx.now })
        .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
        .returning('article_id')
        .executeTakeFirst();
      if (added) {
        const counted = await trx
          .updateTable('cms_article')
          .set((eb) => ({ favourites: eb('favourites', '+', 1) }))
          .where('id', '=', id)
          .where('status', '=', 'published')
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) throw articleNotFound();
      }
    } else {
      const removed = await trx
        .deleteFrom('cms_favourite')
        .where('user_id', '=', user.id)
        .where('article_id', '=', id)
        .returning('article_id')
        .executeTakeFirst();
      if (removed) {
        await trx
          .updateTable('cms_article')
          .set((eb) => ({ favourites: eb('favourites', '-', 1) }))
          .where('id', '=', id)
          .where('favourites', '>', 0)
          .execute();
      }
    }
    const row = await trx.selectFrom('cms_article').select('favourites').where('id', '=', id).executeTakeFirst();
    if (!row) throw articleNotFound();
    return row.favourites;
  });
  return ok({ favourite: add, favourites }, add ? 'Added to favourites' : 'Removed from favourites');
}

type FavouriteItem =
  | (ArticleCard & { collect_time: number; gone: false })
  | { id: number; collect_time: number; gone: true };

export async function ownFavourites(ctx: ApiContext, user: UserRow): Reply<'cms/collect', 'GET'> {
  const window = pageParam(ctx.query, { default: 12, max: 50 });
  const [links, count, tree] = await Promise.all([
    ctx.db
      .selectFrom('cms_favourite')
      .select(['article_id', 'create_time'])
      .where('user_id', '=', user.id)
      .orderBy('create_time', 'desc')
      .orderBy('article_id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    ctx.db
      .selectFrom('cms_favourite')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    channelTree(ctx.db, ctx.lang),
  ]);
  const ids = links.map((link) => link.article_id);
  const rows =
    ids.length === 0
      ? []
      : await ctx.db.selectFrom('cms_article as a').select(CARD_COLUMNS).where('a.id', 'in', ids).execute();
  const shown = rows.filter((row) => row.status === 'published' && tree.byId.get(row.channel_id)?.public);
  const cards = new Map((await articleCards(ctx.db, shown, ctx.lang, tree)).map((card) => [card.id, card]));
  const list = links.map((link): FavouriteItem => {
    const card = cards.get(link.article_id);
    const collect_time = Number(link.create_time);
    return card ? { ...card, collect_time, gone: false } : { id: link.article_id, collect_time, gone: true };
  });
  return ok({ list, total: Number(count.n) });
}

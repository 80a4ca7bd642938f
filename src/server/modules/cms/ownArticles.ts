/**
 * The member's own articles (design §7): `GET cms/content` lists them in every state (filter `search[]` on `status`
 * with `IN`), newest change first, with what the member may do with each; `POST cms/contentDelete` deletes one in
 * one transaction with its counters and search row — refused while anyone has bought it (the purchase rows keep
 * it: they reference the article without cascade).
 */
import { ARTICLE_STATUSES, type ArticleStatus, allowedActions, transition } from '~/lib/content/articleStatus';
import { engineOf, isForeignKeyViolation } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { codeValue, parseSearch, type SearchSpec, searchValues } from '~/server/http/search';
import { articlePlaces, syncArticle } from './articleSync';
import { channelRef, channelTree } from './channels';
import { statusTextKey } from './editContent';
import { articleNotFound, inTransaction, titlesOf } from './memberCommon';
import { idOf, pageParam } from './params';

export const PURCHASED_NO_DELETE = 'This article has been purchased and cannot be deleted';

const CONTENT_SEARCH: SearchSpec = {
  status: { operators: ['IN', '='], parse: codeValue(ARTICLE_STATUSES) },
};

export async function ownArticles(ctx: ApiContext, user: UserRow): Reply<'cms/content'> {
  const entries = parseSearch(ctx.query, CONTENT_SEARCH);
  const statuses = searchValues<ArticleStatus>(entries, 'status');
  const window = pageParam(ctx.query, { default: 20, max: 50 });
  let base = ctx.db.selectFrom('cms_article').where('user_id', '=', user.id);
  if (statuses.length > 0) base = base.where('status', 'in', statuses);
  const [rows, count, tree] = await Promise.all([
    base
      .select(['id', 'channel_id', 'status', 'reject_reason', 'update_time', 'publish_time'])
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    channelTree(ctx.db, ctx.lang),
  ]);
  const ids = rows.map((row) => row.id);
  const [titles, bought] = await Promise.all([
    titlesOf(ctx.db, ids, ctx.lang),
    ids.length === 0
      ? []
      : ctx.db.selectFrom('cms_purchase').select('article_id').distinct().where('article_id', 'in', ids).execute(),
  ]);
  const purchased = new Set(bought.map((row) => row.article_id));
  const list = rows.map((row) => {
    const node = tree.byId.get(row.channel_id);
    const actions = allowedActions(
      {
        status: row.status,
        user_id: user.id,
        has_purchases: purchased.has(row.id),
        channel: { member_submit: node?.member_submit ?? false, submit_review: node?.submit_review ?? true },
      },
      user,
    );
    return {
      id: row.id,
      title: titles.get(row.id) ?? '',
      channel: node ? channelRef(node) : null,
      status: row.status,
      status_text: ctx.t(statusTextKey(row.status)),
      reject_reason: row.reject_reason,
      update_time: Number(row.update_time),
      publish_time: row.publish_time === null ? null : Number(row.publish_time),
      can_edit: actions.can_edit,
      can_delete: actions.can_delete,
    };
  });
  return ok({ list, total: Number(count.n) });
}

export async function deleteContent(ctx: ApiContext, user: UserRow): Reply<'cms/contentdelete'> {
  const id = idOf(ctx.body, 'id');
  if (id === undefined) throw articleNotFound('id');
  const engine = engineOf(ctx.db);
  await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('cms_article')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw articleNotFound('id');
    const bought = await trx.selectFrom('cms_purchase').select('id').where('article_id', '=', id).limit(1).execute();
    const next = transition(row.status, 'delete', {
      actor: 'author',
      channel: { member_submit: true, submit_review: true },
      has_purchases: bought.length > 0,
    });
    if (next !== 'deleted') throw new ApiError(PURCHASED_NO_DELETE, { data: { field: 'id' } });
    const before = await articlePlaces(trx, id);
    // A purchase made meanwhile keeps the row (its foreign key has no cascade): the delete fails and rolls back,
    // answered as the purchased refusal.
    try {
      await trx.deleteFrom('cms_article').where('id', '=', id).where('user_id', '=', user.id).execute();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ApiError(PURCHASED_NO_DELETE, { data: { field: 'id' } });
      throw error;
    }
    await syncArticle(trx, engine, id, before);
  });
  return ok(null, 'Article deleted');
}

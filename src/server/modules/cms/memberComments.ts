/**
 * A member's comments (design §7): `POST cms/comment` posts one on a public article (throttled, the article's
 * counter in the same transaction), `GET cms/comment` lists the member's own, `POST cms/commentDelete` deletes one of
 * them. Comments are plain text as typed (new lines kept): readers escape them. Another member's comment id answers
 * `Comment not found`, as an unknown one.
 */
import { DEFAULT_AVATAR } from '~/lib/format/url';
import { purgeOldCounters } from '~/server/auth/counter';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { takeCommentSlot } from './commentThrottle';
import { plainText } from './input';
import { articleNotFound, inTransaction, publicArticleId, titlesOf } from './memberCommon';
import { idOf, pageParam } from './params';
import { readCmsSettings } from './settings';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_EMPTY = 'Content cannot be empty';

export async function postComment(ctx: ApiContext, user: UserRow): Reply<'cms/comment', 'POST'> {
  const { id } = await publicArticleId(ctx.db, ctx.body, 'article_id', ctx.lang);
  const settings = await readCmsSettings(ctx.db);
  if (plainText(ctx, ctx.body, 'content', { max: settings.commentMaxLength, multiline: true }) === '') {
    throw new ApiError(ctx.tv(COMMENT_EMPTY), { translated: true, data: { field: 'content' } });
  }
  const content = plainText(ctx, ctx.body, 'content', { max: settings.commentMaxLength, min: 2, multiline: true });
  await purgeOldCounters(ctx.db, ctx.now);
  const commentId = await inTransaction(ctx.db, async (trx) => {
    const counted = await trx
      .updateTable('cms_article')
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) throw articleNotFound();
    await takeCommentSlot(trx, user.id, ctx.now, settings);
    const row = await trx
      .insertInto('cms_comment')
      .values({ article_id: id, user_id: user.id, content, status: '1', ip: ctx.ip.slice(0, 45), create_time: ctx.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return ok(
    {
      id: commentId,
      content,
      create_time: ctx.now,
      user: { id: user.id, nickname: user.nickname, avatar: user.avatar || DEFAULT_AVATAR },
      mine: true,
    },
    'Comment posted',
  );
}

export async function ownComments(ctx: ApiContext, user: UserRow): Reply<'cms/comment', 'GET'> {
  const window = pageParam(ctx.query, { default: 20, max: 50 });
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom('cms_comment as c')
      .innerJoin('cms_article as a', 'a.id', 'c.article_id')
      .innerJoin('cms_channel as ch', 'ch.id', 'a.channel_id')
      .leftJoin('cms_channel as p', 'p.id', 'ch.pid')
      .select([
        'c.id',
        'c.content',
        'c.status',
        'c.create_time',
        'c.article_id',
        'a.status as article_status',
        'ch.status as channel_status',
        'p.status as parent_status',
      ])
      .where('c.user_id', '=', user.id)
      .orderBy('c.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    ctx.db
      .selectFrom('cms_comment')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  const isPublic = (row: (typeof rows)[number]) =>
    row.article_status === 'published' && row.channel_status === '1' && row.parent_status !== '0';
  const titles = await titlesOf(
    ctx.db,
    rows.filter(isPublic).map((row) => row.article_id),
    ctx.lang,
  );
  return ok({
    list: rows.map((row) => {
      const title = isPublic(row) ? titles.get(row.article_id) : undefined;
      return {
        id: row.id,
        content: row.content,
        create_time: Number(row.create_time),
        hidden: row.status !== '1',
        article: title === undefined ? null : { id: row.article_id, title },
      };
    }),
    total: Number(count.n),
  });
}

export async function deleteComment(ctx: ApiContext, user: UserRow): Reply<'cms/commentdelete'> {
  const id = idOf(ctx.body, 'id');
  const notFound = () => new ApiError(COMMENT_NOT_FOUND, { data: { field: 'id' } });
  if (id === undefined) throw notFound();
  await inTransaction(ctx.db, async (trx) => {
    const gone = await trx
      .deleteFrom('cms_comment')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returning(['article_id', 'status'])
      .executeTakeFirst();
    if (!gone) throw notFound();
    if (gone.status === '1') {
      await trx
        .updateTable('cms_article')
        .set((eb) => ({ comments: eb('comments', '-', 1) }))
        .where('id', '=', gone.article_id)
        .where('comments', '>', 0)
        .execute();
    }
  });
  return ok(null, 'Comment deleted');
}

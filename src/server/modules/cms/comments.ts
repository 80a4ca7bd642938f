/**
 * `GET /api/cms/comments` (guest; member-aware): a page of the shown comments of a public article, newest first;
 * `mine` marks the reader's own (so the site offers to delete them). Comments are plain text as typed: the site
 * escapes them.
 */
import type { CommentsAnswer } from '~/contract/cms';
import { isMember } from '~/server/auth/current-user';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { authorsOf } from './cards';
import { channelTree } from './channels';
import { ARTICLE_NOT_FOUND } from './info';
import { idOf, pageParam } from './params';

export async function cmsComments(ctx: ApiContext): Reply<'cms/comments'> {
  const id = idOf(ctx.query, 'article_id');
  if (id === undefined) throw new ApiError(ARTICLE_NOT_FOUND);
  const window = pageParam(ctx.query, { default: 20, max: 50 });
  const [tree, article] = await Promise.all([
    channelTree(ctx.db, ctx.lang),
    ctx.db
      .selectFrom('cms_article')
      .select(['status', 'channel_id', 'comments'])
      .where('id', '=', id)
      .executeTakeFirst(),
  ]);
  if (article?.status !== 'published' || !tree.byId.get(article.channel_id)?.public) {
    throw new ApiError(ARTICLE_NOT_FOUND);
  }
  const rows = await ctx.db
    .selectFrom('cms_comment')
    .select(['id', 'user_id', 'content', 'create_time'])
    .where('article_id', '=', id)
    .where('status', '=', '1')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const auth = ctx.token ? await ctx.auth() : null;
  const readerId = auth && isMember(auth) ? auth.user.id : null;
  const authors = await authorsOf(
    ctx.db,
    rows.map((row) => row.user_id),
  );
  const data: CommentsAnswer = {
    list: rows.map((row) => ({
      id: row.id,
      content: row.content,
      create_time: Number(row.create_time),
      user: authors.get(row.user_id) ?? { id: row.user_id, nickname: '', avatar: '' },
      mine: row.user_id === readerId,
    })),
    total: article.comments,
  };
  return ok(data);
}

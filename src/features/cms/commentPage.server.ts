/**
 * `/user/cms/comment`: the member's own comments, newest first, with their articles (unless no longer public) and
 * Delete (a POST, `op=commentDelete`); a comment an operator hid is marked.
 */

import type { OwnComment } from '~/contract/cmsMember';
import type { MemberPage } from '~/features/member/index.server';
import type { Paging } from '~/lib/routing/paging';
import { articleHref } from './links';
import {
  type ActionContext,
  loadMemberList,
  type MemberAction,
  memberAction,
  type PageContext,
} from './memberPages.server';

export interface CommentRow extends OwnComment {
  time: string;
  /** The comment under its article. */
  href: string | undefined;
}

export interface CommentPageData extends Pick<MemberPage, 'view'> {
  title: string;
  comments: CommentRow[] | undefined;
  paging: Paging;
  total: number;
}

export const commentAction = (context: ActionContext): Promise<MemberAction> =>
  memberAction(context, ['commentDelete']);

export async function loadCommentPage(
  context: PageContext,
): Promise<{ page: CommentPageData; redirect?: undefined } | { page?: undefined; redirect: string }> {
  const result = await loadMemberList(context, (lists, paging) => lists.comments(paging));
  if (!result.page) return { redirect: result.redirect };
  const { view, format, paging, list, total } = result.page;
  return {
    page: {
      view,
      title: context.locals.t('titles', 'userCmsComment'),
      comments: list?.map((comment) => ({
        ...comment,
        time: format.time(comment.create_time),
        href: comment.article ? `${articleHref(comment.article.id)}#comments` : undefined,
      })),
      paging,
      total,
    },
  };
}

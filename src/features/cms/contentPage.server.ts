/**
 * `/user/cms/content`: the member's own articles in every state, filtered by status (`?status=`), last changed
 * first, with what each allows (Edit, Delete); `?confirm=delete&id=` first names the article to delete and asks.
 */

import type { MemberPage } from '~/features/member/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { ARTICLE_STATUSES, type ArticleStatus } from '~/lib/content/articleStatus';
import type { Paging } from '~/lib/routing/paging';
import { articleHref, channelHref, editContentHref, MY_ARTICLES_PATH } from './links';
import {
  type ActionContext,
  loadMemberList,
  type MemberAction,
  memberAction,
  type PageContext,
} from './memberPages.server';
import { idSegment } from './pageQuery';

export interface ContentRow {
  id: number;
  title: string;
  /** The public page, while the article is published. */
  href: string | undefined;
  channel: { title: string; href: string } | undefined;
  status: ArticleStatus;
  statusText: string;
  rejectReason: string;
  updated: string;
  editHref: string | undefined;
  /** The confirmation step of its delete. */
  deleteHref: string | undefined;
}

export interface DeleteConfirm {
  id: number;
  title: string;
  statusText: string;
  /** The list to go back to (and where the form posts). */
  back: string;
}

export interface ContentPageData extends Pick<MemberPage, 'view'> {
  title: string;
  status: ArticleStatus | undefined;
  rows: ContentRow[] | undefined;
  paging: Paging;
  total: number;
  confirm: DeleteConfirm | undefined;
}

const isStatus = (value: string | null): value is ArticleStatus =>
  (ARTICLE_STATUSES as readonly string[]).includes(value ?? '');

export const contentAction = (context: ActionContext): Promise<MemberAction> => memberAction(context, ['delete']);

export async function loadContentPage(
  context: PageContext,
): Promise<{ page: ContentPageData; redirect?: undefined } | { page?: undefined; redirect: string }> {
  const raw = context.url.searchParams.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const result = await loadMemberList(context, (lists, paging) => lists.content({ status, ...paging }));
  if (!result.page) return { redirect: result.redirect };
  const { view, format, paging, list, total, lists } = result.page;
  const { t } = context.locals;
  const params = context.url.searchParams;
  const confirmHref = (id: number) => {
    const query = new URLSearchParams(params);
    query.set('confirm', 'delete');
    query.set('id', String(id));
    return `${MY_ARTICLES_PATH}?${query.toString()}`;
  };
  const rows = list?.map(
    (row): ContentRow => ({
      id: row.id,
      title: row.title || t('cms', 'Untitled'),
      href: row.status === 'published' ? articleHref(row.id) : undefined,
      channel: row.channel ? { title: row.channel.title, href: channelHref(row.channel) } : undefined,
      status: row.status,
      statusText: row.status_text,
      rejectReason: row.status === 'rejected' ? row.reject_reason : '',
      updated: format.time(row.update_time),
      editHref: row.can_edit ? editContentHref(row.id) : undefined,
      deleteHref: row.can_delete ? confirmHref(row.id) : undefined,
    }),
  );
  let confirm: DeleteConfirm | undefined;
  const confirmId = params.get('confirm') === 'delete' ? idSegment(params.get('id') ?? undefined) : undefined;
  if (confirmId !== undefined) {
    const res = await lists.article(confirmId).catch(() => undefined);
    const article = res?.code === CODE_SUCCESS ? res.data.article : null;
    if (article) {
      const back = new URLSearchParams(params);
      back.delete('confirm');
      back.delete('id');
      const query = back.toString();
      confirm = {
        id: article.id,
        title: article.title || t('cms', 'Untitled'),
        statusText: article.status_text,
        back: query ? `${MY_ARTICLES_PATH}?${query}` : MY_ARTICLES_PATH,
      };
    }
  }
  return {
    page: { view, title: t('titles', 'userCmsContent'), status, rows, paging, total, confirm },
  };
}

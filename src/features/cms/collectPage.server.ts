/**
 * `/user/cms/collect`: the member's favourites, newest first, each with Remove (a POST, `op=uncollect`); an article
 * no longer public is listed as gone, removable.
 */

import type { Favourite } from '~/contract/cmsMember';
import type { MemberPage } from '~/features/member/index.server';
import type { Paging } from '~/lib/routing/paging';
import {
  type ActionContext,
  loadMemberList,
  type MemberAction,
  memberAction,
  type PageContext,
} from './memberPages.server';

export interface CollectPageData extends Pick<MemberPage, 'view'> {
  title: string;
  favourites: (Favourite & { saved: string })[] | undefined;
  paging: Paging;
  total: number;
}

export const collectAction = (context: ActionContext): Promise<MemberAction> => memberAction(context, ['uncollect']);

export async function loadCollectPage(
  context: PageContext,
): Promise<{ page: CollectPageData; redirect?: undefined } | { page?: undefined; redirect: string }> {
  const result = await loadMemberList(context, (lists, paging) => lists.collect(paging));
  if (!result.page) return { redirect: result.redirect };
  const { view, format, paging, list, total } = result.page;
  return {
    page: {
      view,
      title: context.locals.t('titles', 'userCmsCollect'),
      favourites: list?.map((item) => ({ ...item, saved: format.time(item.collect_time) })),
      paging,
      total,
    },
  };
}

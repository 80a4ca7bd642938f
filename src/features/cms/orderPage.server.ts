/**
 * `/user/cms/order`: the member's purchases of paid articles, newest first: the article (its title as bought when
 * it is no longer public), how it was paid (balance or points), the amount in the page's language, the time and a
 * Read link.
 */

import type { Purchase } from '~/contract/cmsMember';
import type { MemberPage } from '~/features/member/index.server';
import type { Paging } from '~/lib/routing/paging';
import { articleHref } from './links';
import { loadMemberList, type PageContext } from './memberPages.server';
import { paidAmountText } from './priceText';

export interface PurchaseRow extends Purchase {
  amountText: string;
  time: string;
  /** The article, while it is public. */
  href: string | undefined;
}

export interface OrderPageData extends Pick<MemberPage, 'view'> {
  title: string;
  purchases: PurchaseRow[] | undefined;
  paging: Paging;
  total: number;
}

export async function loadOrderPage(
  context: PageContext,
): Promise<{ page: OrderPageData; redirect?: undefined } | { page?: undefined; redirect: string }> {
  const result = await loadMemberList(context, (lists, paging) => lists.orders(paging));
  if (!result.page) return { redirect: result.redirect };
  const { view, format, paging, list, total } = result.page;
  const { t, lang } = context.locals;
  return {
    page: {
      view,
      title: t('titles', 'userCmsOrder'),
      purchases: list?.map((purchase) => ({
        ...purchase,
        amountText: paidAmountText(purchase.pay, purchase.amount, purchase.currency, lang, t),
        time: format.time(purchase.create_time),
        href: purchase.article ? articleHref(purchase.article.id) : undefined,
      })),
      paging,
      total,
    },
  };
}

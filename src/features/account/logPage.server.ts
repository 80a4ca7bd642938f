/** The balance and points log pages: one loader, the kind decides the endpoint, labels and number format. */
import type { AstroCookies } from 'astro';
import type { TopUpOptions } from '~/contract/account';
import type { SiteView } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { parsePaging } from '~/lib/routing/paging';
import { loadAccountPage } from './accountPage.server';
import type { AccountEndpoints } from './endpoints';
import type { LogKind } from './exportLog.server';
import { actorText, type LogRow, moneyRows, scoreRows } from './logRows';
import { loadTopUp } from './topUp.server';

/** What the ChangeLog component shows. */
export interface ChangeLogData {
  heading: string;
  currentLabel: string;
  current: string;
  afterLabel: string;
  /** undefined: the records could not be loaded. */
  rows: LogRow[] | undefined;
  page: number;
  limit: number;
  total: number;
}

export interface LogPageData {
  view: SiteView;
  title: string;
  exportHref: string;
  log: ChangeLogData;
  /** The balance page's top-up: the gateways and bounds (undefined: none, or the points page). */
  topUp: TopUpOptions | undefined;
  account: AccountEndpoints;
}

export const LOG_KINDS: readonly LogKind[] = ['balance', 'integral'];

export function isLogKind(value: unknown): value is LogKind {
  return typeof value === 'string' && (LOG_KINDS as readonly string[]).includes(value);
}

export async function loadLogPage(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL },
  kind: LogKind,
): Promise<{ page: LogPageData; redirect?: undefined } | { page?: undefined; redirect: string }> {
  const result = await loadAccountPage(context);
  if (!result.page) return { redirect: result.redirect };
  const { view, member, account, format } = result.page;
  const { t } = context.locals;
  const { page, limit } = parsePaging(context.url.searchParams);
  const time = format.time;
  let rows: LogRow[] | undefined;
  let total = 0;
  if (kind === 'balance') {
    const res = await account.balance(page, limit).catch(() => undefined);
    if (res?.code === CODE_SUCCESS) {
      rows = moneyRows(res.data.list, {
        amount: format.money,
        time,
        actor: (actor) => actorText(actor, (key, params) => t('account', key, params)),
      });
      total = res.data.total;
    }
  } else {
    const res = await account.integral(page, limit).catch(() => undefined);
    if (res?.code === CODE_SUCCESS) {
      rows = scoreRows(res.data.list, { amount: (value) => format.number(Number(value)), time });
      total = res.data.total;
    }
  }
  const balance = kind === 'balance';
  const topUp = balance ? await loadTopUp(account, context.url.searchParams.get('topup') ?? '') : undefined;
  const title = t('account', balance ? 'Balance change record' : 'Score change record');
  return {
    page: {
      view,
      title,
      exportHref: `/user/account/${kind}.csv`,
      topUp,
      account,
      log: {
        heading: title,
        currentLabel: t('account', balance ? 'Current balance' : 'Current points'),
        current: balance ? format.money(member.info.money) : format.number(member.info.score),
        afterLabel: t('account', balance ? 'Balance after change' : 'Points after change'),
        rows,
        page,
        limit,
        total,
      },
    },
  };
}

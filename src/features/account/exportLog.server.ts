/**
 * CSV export of a member's balance or points log (site routes /user/account/{balance,integral}.csv). Allowed only
 * when the member's rules grant the page's `export` button (SPEC §6), checked here on the server as well as by
 * hiding the button.
 */
import type { AstroCookies } from 'astro';
import { siteTimeZone } from '~/config';
import { noPermissionText } from '~/features/member/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { calendarDayOf } from '~/lib/format/calendarDays';
import { type CsvCell, toCsv } from '~/lib/format/csv';
import { plainText } from '~/lib/http/plainText';
import { auth } from '~/lib/menus';
import { loadAccountPage } from './accountPage.server';
import type { ListData, MoneyLog, ScoreLog } from './endpoints';
import { actorText } from './logRows';

export type LogKind = 'balance' | 'integral';
const PAGE_SIZE = 100;
/** At most this many rows in one file (100 pages of 100). */
const MAX_PAGES = 100;

async function allRows<T>(
  fetchPage: (page: number) => Promise<{ code: number; data: ListData<T> }>,
): Promise<T[] | undefined> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await fetchPage(page);
    if (res.code !== CODE_SUCCESS) return undefined;
    rows.push(...res.data.list);
    if (res.data.list.length < PAGE_SIZE || rows.length >= res.data.total) break;
  }
  return rows;
}

export async function exportLog(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL; redirect(path: string): Response },
  kind: LogKind,
): Promise<Response> {
  const { locals } = context;
  const { t } = locals;
  const result = await loadAccountPage(context);
  if (!result.page) return context.redirect(result.redirect);
  const { view, format, account } = result.page;
  const pagePath = `/user/account/${kind}`;
  if (!auth(view.menus.authNode, pagePath, 'export')) {
    return noPermissionText(t);
  }
  const header = [
    t('account', 'Change time'),
    t('account', 'Memo'),
    t('account', 'Change'),
    kind === 'balance' ? t('account', 'Balance after change') : t('account', 'Points after change'),
  ];
  let body: CsvCell[][] | undefined;
  if (kind === 'balance') {
    const rows = await allRows<MoneyLog>((page) => account.balance(page, PAGE_SIZE));
    const by = (r: MoneyLog) => (r.actor ? ` (${actorText(r.actor, (key, params) => t('account', key, params))})` : '');
    body = rows?.map((r) => [format.time(r.create_time), r.memo + by(r), Number(r.money), Number(r.after)]);
  } else {
    const rows = await allRows<ScoreLog>((page) => account.integral(page, PAGE_SIZE));
    body = rows?.map((r) => [format.time(r.create_time), r.memo, r.score, r.after]);
  }
  if (!body) {
    return plainText(t('account', 'Records could not be loaded'), 502);
  }
  // The file is named after the hotel's calendar day, like the times inside it.
  const date = calendarDayOf(Date.now(), siteTimeZone()).replaceAll('-', '');
  return new Response(toCsv([header, ...body]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}-${date}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}

/** What every member-centre page starts with: the site view for a logged-in member and locale formatters. */
import type { AstroCookies } from 'astro';
import { siteCurrency, siteTimeZone } from '~/config';
import { loadSiteView, type MemberView, type SiteView } from '~/features/site/index.server';
import { formatMoney, formatNumber, timeFormat } from '~/lib/format';
import { loginUrlFor } from '~/lib/routing/routes';

export interface MemberPage {
  view: SiteView;
  member: MemberView;
  format: {
    money(value: string | number): string;
    number(value: number): string;
    time(unixSeconds: number): string;
  };
}

export type MemberPageResult = { page: MemberPage; redirect?: undefined } | { page?: undefined; redirect: string };

export async function loadMemberPage(context: {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}): Promise<MemberPageResult> {
  // The page gate (middleware) has read it already for a page with a menu entry.
  const result = await (context.locals.memberView ?? loadSiteView(context, { requiredLogin: true }));
  if (!result.view) return { redirect: result.redirect };
  const member = result.view.member;
  if (!member) return { redirect: loginUrlFor(context.url.pathname + context.url.search) };
  const { lang } = context.locals;
  const currency = siteCurrency();
  const zone = siteTimeZone();
  return {
    page: {
      view: result.view,
      member,
      format: {
        money: (value) => formatMoney(typeof value === 'number' ? String(value) : value, lang, currency),
        number: (value) => formatNumber(value, lang),
        // SPEC §9: yyyy-mm-dd hh:MM:ss, read in the hotel's time zone.
        time: (seconds) => timeFormat(seconds, undefined, { timeZone: zone }),
      },
    },
  };
}

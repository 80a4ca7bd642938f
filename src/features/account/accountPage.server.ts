/** An account page: the member page plus the account controller's calls on this request's API client. */
import type { AstroCookies } from 'astro';
import { loadMemberPage, type MemberPage } from '~/features/member/index.server';
import { type AccountEndpoints, createAccountEndpoints } from './endpoints';

export type AccountPage = MemberPage & { account: AccountEndpoints };
export type AccountPageResult = { page: AccountPage; redirect?: undefined } | { page?: undefined; redirect: string };

export async function loadAccountPage(context: {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}): Promise<AccountPageResult> {
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  return { page: { ...result.page, account: createAccountEndpoints(context.locals.api.client) } };
}

/**
 * Member pages by rule (docs/design/subaccounts.md §8.2): before a member-centre page renders, whether the member's
 * menus hold the entry that grants it (`RouteDef.menu`). The site view read for the check is kept for the page
 * (`locals.memberView`, used by loadMemberPage), so the check costs no second `index/index`.
 */
import type { AstroCookies } from 'astro';
import { loadSiteView } from '~/features/site/index.server';
import { pageAllowed } from '~/lib/menus/pageAllowed';

/**
 * True when the member may not open the page. Anything else (the session ended, the API could not answer) is
 * left to the page, which reads the same result and redirects or shows the error as it always does.
 */
export async function memberPageDenied(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL },
  menu: string,
): Promise<boolean> {
  const pending = loadSiteView(context, { requiredLogin: true });
  context.locals.memberView = pending;
  const result = await pending.catch(() => undefined);
  if (!result?.view?.member) return false;
  return !pageAllowed(result.view.menus.userMenus, menu);
}

/** The site's page that says so (rendered in place of the denied page, which keeps its address). */
export const NO_PERMISSION_PAGE = '/user/noPermission';

/** What a download the member may not take answers: a translated 403 text, not a file. */
export function noPermissionText(t: App.Locals['t']): Response {
  return new Response(t('request', 'You do not have permission to operate!'), {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Member pages by rule (docs/design/subaccounts.md §8.2): before a member-centre page renders, whether the member's
 * menus hold the entry that grants it (`RouteDef.menu`), and when they do not, whether the API offers the page's
 * module at all (`RouteDef.module`). The site view read for the check is kept for the page
 * (`locals.memberView`, used by loadMemberPage), so the check costs no second `index/index`.
 */
import type { AstroCookies } from 'astro';
import { loadSiteView } from '~/features/site/index.server';
import { isMissingModule } from '~/lib/api/httpErrors';
import { QUIET } from '~/lib/api/quiet';
import { plainText } from '~/lib/http/plainText';
import { pageAllowed } from '~/lib/menus/pageAllowed';
import type { RouteDef } from '~/lib/routing/routes';

/** `open`: the page renders; `denied`: the member's rules do not grant it; `notOffered`: the API has no such module. */
export type MemberPageGate = 'open' | 'denied' | 'notOffered';

/**
 * Whether the member may open the page. Anything but a member whose menus lack the page's entry (the session
 * ended, the API could not answer) is `open`: left to the page, which reads the same result and redirects or shows
 * the error as it always does. A denied page of a module (`RouteDef.module`) whose API answers HTTP 404 is not
 * offered by this site at all (a BuildAdmin backend without the module): no rule would grant it.
 */
export async function memberPageGate(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL },
  route: Pick<RouteDef, 'menu' | 'module'>,
): Promise<MemberPageGate> {
  if (!route.menu) return 'open';
  const pending = loadSiteView(context, { requiredLogin: true });
  context.locals.memberView = pending;
  const result = await pending.catch(() => undefined);
  if (!result?.view?.member || pageAllowed(result.view.menus.userMenus, route.menu)) return 'open';
  if (!route.module) return 'denied';
  const missing = await context.locals.api.client.request(route.module, QUIET).then(() => false, isMissingModule);
  return missing ? 'notOffered' : 'denied';
}

/** The site's page that says so (rendered in place of the denied page, which keeps its address). */
export const NO_PERMISSION_PAGE = '/user/noPermission';
/** The site's page that says this site does not offer the page (rendered in its place likewise). */
export const NOT_OFFERED_PAGE = '/user/notOffered';

/** What a download of a module the site does not offer answers: a translated 404 text, not a file. */
export const notOfferedText = (t: App.Locals['t']): Response => plainText(t('error', 'notOffered.text'), 404);

/** What a download the member may not take answers: a translated 403 text, not a file. */
export const noPermissionText = (t: App.Locals['t']): Response =>
  plainText(t('request', 'You do not have permission to operate!'), 403);

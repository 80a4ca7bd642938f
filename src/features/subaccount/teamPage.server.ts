/**
 * `/user/manage/subAccount`: the team list (`subAccount/index` for the page's query) and its row actions posted to
 * the page: `op=status` (enable or disable) and `op=delete` (after the confirmation step `?confirm=delete&id=`).
 * Each action is re-checked against the member's buttons (`edit`, `del`) before the call, the API deciding in the
 * end; done is a 303 back to the list with a notice, refused is the list again with the API's message.
 */

import type { AstroCookies } from 'astro';
import type { SubAccount, SubAccountList } from '~/contract/subaccount';
import { SUBACCOUNT_STATUSES } from '~/contract/subaccountInput';
import { loadMemberPage, type MemberPage } from '~/features/member/index.server';
import { readPostedForm, setFlash } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { type AuthNode, auth } from '~/lib/menus';
import { listLocation } from '~/lib/routing/listLocation';
import { positiveId } from '~/lib/routing/positiveId';
import { createSubAccountEndpoints } from './endpoints';
import { parseTeamQuery, TEAM_PATH, type TeamQuery, teamApiParams } from './teamQuery';

interface Context {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}

export interface TeamPage extends MemberPage {
  query: TeamQuery;
  /** undefined: the list could not be loaded. */
  team: SubAccountList | undefined;
  /** The delete confirmation step's sub-account. */
  confirm: SubAccount | undefined;
  can: { add: boolean; edit: boolean; del: boolean };
}

export type TeamPageLoad = { page: TeamPage; redirect?: undefined } | { page?: undefined; redirect: string };

/** What the member's buttons allow on the team page (design §8.1: `<Auth>` on the list, re-checked on each post). */
export const teamButtons = (authNode: AuthNode) => ({
  add: auth(authNode, TEAM_PATH, 'add'),
  edit: auth(authNode, TEAM_PATH, 'edit'),
  del: auth(authNode, TEAM_PATH, 'del'),
});

export async function loadTeamPage(context: Context): Promise<TeamPageLoad> {
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  const query = parseTeamQuery(context.url.searchParams);
  const endpoints = createSubAccountEndpoints(context.locals.api.client);
  const confirmId =
    context.url.searchParams.get('confirm') === 'delete' ? positiveId(context.url.searchParams.get('id')) : undefined;
  const [list, read] = await Promise.all([
    endpoints.list(teamApiParams(query)).catch(() => undefined),
    confirmId === undefined ? undefined : endpoints.read(confirmId).catch(() => undefined),
  ]);
  const can = teamButtons(result.page.view.menus.authNode);
  return {
    page: {
      ...result.page,
      query,
      team: list?.code === CODE_SUCCESS ? list.data : undefined,
      confirm: can.del && read?.code === CODE_SUCCESS ? read.data.row : undefined,
      can,
    },
  };
}

export type TeamAction = { kind: 'redirect'; location: string } | { kind: 'render'; status: number };

/** Runs the posted `op` (status or delete) for the posted `id`. */
export async function teamAction(
  context: Context & { request: Request; response: { status?: number } },
): Promise<TeamAction> {
  const { locals, cookies } = context;
  const form = await readPostedForm(context);
  if (!form) return { kind: 'render', status: 400 };
  const member = await loadMemberPage(context);
  if (!member.page) return { kind: 'redirect', location: member.redirect };
  const can = teamButtons(member.page.view.menus.authNode);
  const op = String(form.get('op') ?? '');
  const id = positiveId(form.get('id'));
  const status = String(form.get('status') ?? '');
  const endpoints = createSubAccountEndpoints(locals.api.client);
  let answer: { code: number; msg: string } | undefined;
  let flash: string | undefined;
  if (id !== undefined && op === 'status' && can.edit && (SUBACCOUNT_STATUSES as readonly string[]).includes(status)) {
    answer = await endpoints.edit({ id, status }).catch(() => undefined);
    flash = status === 'disable' ? 'flash.disabled' : 'flash.enabled';
  } else if (id !== undefined && op === 'delete' && can.del) {
    answer = await endpoints.del([id]).catch(() => undefined);
    flash = 'flash.deleted';
  } else {
    locals.api.effects.notices.push({
      type: 'error',
      message: locals.t('request', 'You do not have permission to operate!'),
    });
    return { kind: 'render', status: 403 };
  }
  if (answer?.code === CODE_SUCCESS && flash) {
    setFlash(cookies, { type: 'success', ns: 'subaccount', key: flash }, locals.secure);
    return { kind: 'redirect', location: listLocation(context.url) };
  }
  locals.api.effects.notices.push({
    type: 'error',
    message: answer?.msg || locals.t('subaccount', 'The action failed'),
  });
  return { kind: 'render', status: answer ? 422 : 503 };
}

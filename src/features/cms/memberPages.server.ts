/**
 * What the member content pages (`/user/cms/content`, `collect`, `comment`, `order`) share: their page sizes, the
 * list load (the member page, then the list's call; a failed call is the page's error state) and the POST actions.
 * An action that succeeds is answered with a redirect back to the list (303) and a flash; a refusal renders the
 * list again with the API's message as the notice (422).
 */
import type { AstroCookies } from 'astro';
import { loadMemberPage, type MemberPage } from '~/features/member/index.server';
import { readPostedForm, setFlash } from '~/features/site/index.server';
import type { ListData } from '~/lib/api/types';
import { CODE_SUCCESS } from '~/lib/api/types';
import { listLocation } from '~/lib/routing/listLocation';
import { type Paging, parsePaging } from '~/lib/routing/paging';
import { type CmsMemberEndpoints, createCmsMemberEndpoints } from './memberEndpoints';
import { type CmsMemberLists, createCmsMemberLists } from './memberLists';
import { idSegment } from './pageQuery';

/** The API takes at most 50 a page. */
export const MEMBER_LIST_SIZES = [10, 20, 50] as const;

export interface PageContext {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}

export interface ActionContext extends PageContext {
  request: Request;
  response: { status?: number };
}

export type MemberListLoad<T> =
  | {
      page: MemberPage & {
        paging: Paging;
        /** undefined: the list could not be loaded. */
        list: T[] | undefined;
        total: number;
        lists: CmsMemberLists;
      };
      redirect?: undefined;
    }
  | { page?: undefined; redirect: string };

export async function loadMemberList<T>(
  context: PageContext,
  fetch: (lists: CmsMemberLists, paging: Paging) => Promise<{ code: number; data: ListData<T> }>,
): Promise<MemberListLoad<T>> {
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  const paging = parsePaging(context.url.searchParams, MEMBER_LIST_SIZES);
  const lists = createCmsMemberLists(context.locals.api.client);
  const res = await fetch(lists, paging).catch(() => undefined);
  const ok = res?.code === CODE_SUCCESS;
  return {
    page: { ...result.page, paging, list: ok ? res.data.list : undefined, total: ok ? res.data.total : 0, lists },
  };
}

export type MemberAction = { kind: 'redirect'; location: string } | { kind: 'render'; status: number };

/** The operations of the pages' forms: each takes the posted `id` and names its flash (a key of `cms.json`). */
const MEMBER_ACTIONS = {
  delete: { call: (member: CmsMemberEndpoints, id: number) => member.contentDelete(id), flash: 'flash.articleDeleted' },
  uncollect: {
    call: (member: CmsMemberEndpoints, id: number) => member.collect(id, false),
    flash: 'flash.unfavourited',
  },
  commentDelete: {
    call: (member: CmsMemberEndpoints, id: number) => member.commentDelete(id),
    flash: 'flash.commentDeleted',
  },
} as const;
export type MemberActionName = keyof typeof MEMBER_ACTIONS;

/** Runs a page's posted `op` when it is one of `allowed`; anything else is refused as a failed action. */
export async function memberAction(context: ActionContext, allowed: MemberActionName[]): Promise<MemberAction> {
  const { locals, cookies } = context;
  const form = await readPostedForm(context);
  if (!form) return { kind: 'render', status: 400 };
  const op = String(form.get('op') ?? '') as MemberActionName;
  const id = idSegment(String(form.get('id') ?? ''));
  if (allowed.includes(op) && id !== undefined) {
    const action = MEMBER_ACTIONS[op];
    try {
      const res = await action.call(createCmsMemberEndpoints(locals.api.client), id);
      if (res.code === CODE_SUCCESS) {
        setFlash(cookies, { type: 'success', ns: 'cms', key: action.flash }, locals.secure);
        return { kind: 'redirect', location: listLocation(context.url) };
      }
    } catch {
      // The client has put the failure on the page's notices.
      return { kind: 'render', status: 503 };
    }
  }
  if (locals.api.effects.notices.length === 0) {
    locals.api.effects.notices.push({ type: 'error', message: locals.t('cms', 'The action failed') });
  }
  return { kind: 'render', status: 422 };
}

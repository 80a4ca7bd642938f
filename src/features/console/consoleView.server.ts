/**
 * What every console page starts with: the operator behind the session cookie (the admin API's `Index/index`),
 * their menu as console links, the site's name, and the form field of the session. Signed out, or the session ended
 * (idle, signed out elsewhere, disabled): the sign-in page, coming back here after.
 */
import type { AstroCookies } from 'astro';
import type { AdminIndex } from '~/contract/admin';
import { CODE_SUCCESS } from '~/lib/api/types';
import { type ConsoleMenuGroup, consoleMenu, grantedNames } from '~/lib/operators/consolePages';
import { adminCall, type ConsoleCaller, consoleOffered } from './adminApi.server';
import { clearConsoleToken, consoleToken, csrfToken } from './session.server';

export interface ConsolePageContext {
  locals: App.Locals;
  cookies: AstroCookies;
  request: Request;
  url: URL;
  clientAddress: string;
}

export interface ConsoleView {
  /** Undefined when the operator's role has no menu (the API then tells nothing more). */
  admin: AdminIndex['adminInfo'] | undefined;
  menu: ConsoleMenuGroup[];
  siteName: string;
  /** The session's form field (`csrf`). */
  csrf: string;
  caller: ConsoleCaller;
  /** Whether the operator's role has the rule (`hotel/order/refund`): the console shows only what it may do. */
  may(rule: string): boolean;
  /** Why the menu is empty (the API's message), when it is. */
  menuNotice?: string;
}

export type ConsoleLoad = { view: ConsoleView } | { redirect: string } | { notOffered: true };

function clientAddressOf(context: ConsolePageContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** The admin API's caller for this request and session. */
export function consoleCaller(context: ConsolePageContext): ConsoleCaller {
  return {
    lang: context.locals.lang,
    token: consoleToken(context.cookies),
    request: context.request,
    clientAddress: clientAddressOf(context),
  };
}

/** The sign-in page's address, coming back to `here` after (`reason`: why the session ended). */
export function loginHref(here: string, reason?: 'expired' | 'signedOut' | 'passwordChanged'): string {
  const query = new URLSearchParams();
  if (here !== '/admin' && here.startsWith('/admin')) query.set('to', here);
  if (reason) query.set(reason, '1');
  const search = query.toString();
  return search ? `/admin/login?${search}` : '/admin/login';
}

export async function loadConsole(context: ConsolePageContext): Promise<ConsoleLoad> {
  if (!consoleOffered()) return { notOffered: true };
  const caller = consoleCaller(context);
  const here = context.url.pathname + context.url.search;
  if (!caller.token) return { redirect: loginHref(here) };
  const res = await adminCall(caller, 'index/index', 'GET');
  if (res.code !== CODE_SUCCESS && res.code !== 0) {
    clearConsoleToken(context.cookies, context.locals.secure);
    return { redirect: loginHref(here, 'expired') };
  }
  const csrf = csrfToken(caller.token);
  if (res.code === 0) {
    return { view: { admin: undefined, menu: [], siteName: '', csrf, caller, may: () => false, menuNotice: res.msg } };
  }
  const names = grantedNames(res.data.menus);
  return {
    view: {
      admin: res.data.adminInfo,
      menu: consoleMenu(res.data.menus),
      siteName: res.data.siteConfig.siteName,
      csrf,
      caller,
      may: (rule) => names.has(rule.toLowerCase()),
    },
  };
}

/** A console page's start: its view, or the answer to give instead (the 404 page without the console, the sign-in). */
export async function consolePage(
  context: ConsolePageContext & { rewrite(path: string): Promise<Response>; redirect(path: string): Response },
): Promise<ConsoleView | Response> {
  const loaded = await loadConsole(context);
  if ('notOffered' in loaded) return context.rewrite('/404');
  if ('redirect' in loaded) return context.redirect(loaded.redirect);
  return loaded.view;
}

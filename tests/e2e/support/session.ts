/**
 * The member's session as the browser holds it: the readable `userInfo` cookie (id, username, nickname, avatar)
 * and the HttpOnly `ba-session` cookie with the tokens (which the test, unlike the page, can read).
 */
import type { Cookie, Page } from '@playwright/test';

export interface Session {
  id: number;
  username: string;
  token: string;
  refresh_token: string;
  /** The cookies themselves, for their attributes. */
  readable: Cookie;
  httpOnly: Cookie | undefined;
}

const parse = (cookie: Cookie | undefined) =>
  cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : {};

/** Undefined when the readable cookie is gone (logged out). */
export async function sessionOf(page: Page): Promise<Session | undefined> {
  const cookies = await page.context().cookies();
  const readable = cookies.find((c) => c.name === 'userInfo');
  if (!readable) return undefined;
  const httpOnly = cookies.find((c) => c.name === 'ba-session');
  const user = parse(readable);
  const tokens = parse(httpOnly);
  return {
    id: Number(user.id),
    username: String(user.username ?? ''),
    token: String(tokens.token ?? ''),
    refresh_token: String(tokens.refresh_token ?? ''),
    readable,
    httpOnly,
  };
}

/** A call through the proxy from the page's own script, as the islands make it. */
export async function proxyCall(
  page: Page,
  path: string,
  init: { method?: string; body?: string; header?: boolean } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (init.header !== false) headers['x-requested-with'] = 'concierge';
      const res = await fetch(`/proxy/api/${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body ? { body: init.body } : {}),
      });
      return { status: res.status, text: await res.text() };
    },
    { path, init },
  );
}

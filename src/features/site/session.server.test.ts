import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, USER_COOKIE } from '~/lib/session/userCookie';
import { clearUser, hasLegacyTokens, readUser, writeUser } from './session.server';

interface Written {
  value: string;
  options: Record<string, unknown>;
}

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, Written>();
  const deleted: string[] = [];
  const cookies = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => {
      values.set(name, value);
      written.set(name, { value, options });
    },
    delete: (name: string) => {
      values.delete(name);
      deleted.push(name);
    },
  } as unknown as AstroCookies;
  return { cookies, written, deleted };
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const member = { id: 7, username: 'demo', nickname: 'Demo', avatar: '/a.png', token: 'tok', refresh_token: 'ref' };

describe('the member cookies', () => {
  it('writes the tokens only into the HttpOnly cookie', () => {
    const { cookies, written } = jar();
    writeUser(cookies, member, true);
    const readable = written.get(USER_COOKIE);
    const session = written.get(SESSION_COOKIE);
    expect(decodeURIComponent(readable?.value ?? '')).not.toMatch(/tok|ref/);
    expect(JSON.parse(decodeURIComponent(readable?.value ?? ''))).toEqual({
      id: 7,
      username: 'demo',
      nickname: 'Demo',
      avatar: '/a.png',
    });
    expect(readable?.options).toMatchObject({ httpOnly: false, sameSite: 'lax', secure: true, path: '/' });
    expect(session?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(session?.options.maxAge).toBe(30 * 24 * 3600);
    expect(readUser(cookies)).toEqual(member);
  });

  it('keeps a session without "remember me" for 3 days', () => {
    const { cookies, written } = jar();
    writeUser(cookies, { ...member, refresh_token: '' }, false);
    expect(written.get(SESSION_COOKIE)?.options).toMatchObject({ maxAge: 3 * 24 * 3600, secure: false });
    expect(written.get(USER_COOKIE)?.options.maxAge).toBe(3 * 24 * 3600);
  });

  it('ignores a token planted in the readable cookie when the HttpOnly one exists', () => {
    const { cookies } = jar({
      [USER_COOKIE]: json({ ...member, token: 'planted' }),
      [SESSION_COOKIE]: json({ token: 'tok', refresh_token: '' }),
    });
    expect(readUser(cookies)).toMatchObject({ id: 7, token: 'tok', refresh_token: '' });
  });

  it('reads the old single-cookie format and knows it must be rewritten', () => {
    const old = jar({ [USER_COOKIE]: json(member) });
    expect(readUser(old.cookies)).toEqual(member);
    expect(hasLegacyTokens(old.cookies)).toBe(true);
    const current = jar();
    writeUser(current.cookies, member, false);
    expect(hasLegacyTokens(current.cookies)).toBe(false);
  });

  it('reads malformed cookies as logged out', () => {
    const { cookies } = jar({ [USER_COOKIE]: '%7Bbroken', [SESSION_COOKIE]: 'nonsense' });
    expect(readUser(cookies)).toMatchObject({ id: 0, token: '', refresh_token: '' });
  });

  it('clears both', () => {
    const { cookies, deleted } = jar({ [USER_COOKIE]: json(member) });
    clearUser(cookies, false);
    expect(deleted.sort()).toEqual([SESSION_COOKIE, USER_COOKIE].sort());
  });
});

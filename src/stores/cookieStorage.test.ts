// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { decodePublicUser, EMPTY_PUBLIC_USER, encodePublicUser } from '~/lib/session/userCookie';
import { cookieString, createCookieStorage, readCookie, userCookieMaxAge } from './cookieStorage';

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server or clears state
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('cookieString', () => {
  it('sets path, max-age, SameSite=Lax and Secure on https', () => {
    expect(cookieString('a', 'b', 10, false)).toBe('a=b; Path=/; Max-Age=10; SameSite=Lax');
    expect(cookieString('a', 'b', 10, true)).toBe('a=b; Path=/; Max-Age=10; SameSite=Lax; Secure');
  });
  it('percent-encodes unsafe values', () => {
    expect(cookieString('a', 'x; y', 1, false)).toBe('a=x%3B%20y; Path=/; Max-Age=1; SameSite=Lax');
    expect(cookieString('a', '', 0, false)).toBe(
      'a=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });
});

describe('userCookieMaxAge', () => {
  it('is 30 days, the longest session', () => {
    expect(userCookieMaxAge()).toBe(30 * 24 * 3600);
  });
});

describe('createCookieStorage', () => {
  it('keeps cookie keys in document.cookie and others in the fallback', () => {
    const fallback: Record<string, string> = {};
    const writes: string[] = [];
    const storage = createCookieStorage({ cookies: { userInfo: { maxAge: () => 60 } }, fallback, secure: false });
    const value = encodePublicUser({ ...EMPTY_PUBLIC_USER, id: 7, username: 'demo' });
    storage.userInfo = value;
    storage.other = 'x';
    writes.push(document.cookie);
    expect(readCookie('userInfo')).toBe(value);
    expect(decodePublicUser(storage.userInfo)).toMatchObject({ id: 7, username: 'demo' });
    expect(fallback).toEqual({ other: 'x' });
    expect('userInfo' in storage).toBe(true);
    expect(Object.keys(storage).sort()).toEqual(['other', 'userInfo']);
    expect(writes[0]).not.toContain('other');
  });

  it('deleting a cookie key expires the cookie', () => {
    const storage = createCookieStorage({ cookies: { userInfo: { maxAge: () => 60 } }, fallback: {}, secure: false });
    storage.userInfo = 'abc';
    delete storage.userInfo;
    expect(readCookie('userInfo')).toBeUndefined();
    expect('userInfo' in storage).toBe(false);
    expect(storage.userInfo).toBeUndefined();
  });
});

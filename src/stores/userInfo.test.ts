// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeStoredUser } from '~/lib/session/userCookie';
import { userInfo } from '~tests/support/stores';
import { readCookie } from './cookieStorage';
import {
  $storedUser,
  $userInfo,
  $userProfile,
  dataFill,
  EMPTY_PROFILE,
  getToken,
  isLogin,
  profileOf,
  removeToken,
  resetUser,
  setToken,
} from './userInfo';

let unbind: (() => void) | undefined;
beforeEach(() => {
  resetUser();
  unbind = $userInfo.listen(() => {});
});
afterEach(() => {
  unbind?.();
  vi.restoreAllMocks();
});

const cookieUser = () => decodeStoredUser(readCookie('userInfo'));

describe('user store', () => {
  it('dataFill keeps stored tokens by default and fills the other fields', () => {
    setToken('mine', 'auth');
    dataFill(userInfo());
    expect($userInfo.get()).toMatchObject({ id: 1, username: 'demo', email: 'demo@example.test', token: 'mine' });
    expect($userInfo.get().refresh_token).toBe('');
    expect(isLogin()).toBe(true);
  });

  it('dataFill(info, false) takes the tokens too (login)', () => {
    dataFill(userInfo({ token: 't1', refresh_token: 'r1' }), false);
    expect([getToken(), getToken('auth'), getToken('refresh')]).toEqual(['t1', 't1', 'r1']);
  });

  it('persists only the six stored fields in the userInfo cookie', () => {
    dataFill(userInfo({ token: 't1' }), false);
    expect(cookieUser()).toEqual({
      id: 1,
      username: 'demo',
      nickname: 'Demo',
      avatar: '/static/images/avatar.png',
      token: 't1',
      refresh_token: 'payload-refresh',
    });
    expect(readCookie('userInfo')).not.toContain('email');
    expect($userProfile.get().email).toBe('demo@example.test');
  });

  it('writes Max-Age 30 days with a refresh token, 3 days without, SameSite=Lax, Path=/', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    dataFill(userInfo({ token: 't', refresh_token: 'r' }), false);
    removeToken();
    expect(writes[0]).toMatch(/^userInfo=%7B.*; Path=\/; Max-Age=2592000; SameSite=Lax$/);
    expect(writes[1]).toMatch(/Max-Age=259200;/);
  });

  it('setToken, removeToken and isLogin', () => {
    dataFill(userInfo());
    expect(isLogin()).toBe(false); // no token yet: payload tokens are excluded
    setToken('a', 'auth');
    setToken('r', 'refresh');
    expect(isLogin()).toBe(true);
    expect(cookieUser()).toMatchObject({ token: 'a', refresh_token: 'r' });
    removeToken();
    expect(isLogin()).toBe(false);
    expect(cookieUser()).toMatchObject({ id: 1, token: '', refresh_token: '' });
  });

  it('reads the cookie written by the server', () => {
    resetUser();
    expect(readCookie('userInfo')).toBeUndefined();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server or clears state
    document.cookie = `userInfo=${encodeURIComponent(JSON.stringify({ id: 5, username: 'srv', token: 'x' }))}; Path=/`;
    window.dispatchEvent(new Event('pageshow'));
    expect($storedUser.get()).toMatchObject({ id: 5, username: 'srv', token: 'x' });
  });

  it('resetUser deletes the cookie', () => {
    dataFill(userInfo({ token: 't' }), false);
    resetUser();
    expect(readCookie('userInfo')).toBeUndefined();
    expect($userInfo.get().id).toBe(0);
  });

  it('profileOf keeps the profile and drops what the cookie holds (never a token)', () => {
    const profile = profileOf(userInfo());
    expect(profile).toMatchObject({ email: 'demo@example.test', money: '12.50', score: 30, motto: 'hi' });
    for (const key of ['id', 'username', 'nickname', 'avatar', 'token', 'refresh_token']) {
      expect(Object.keys(profile)).not.toContain(key);
    }
    expect(profileOf({})).toEqual(EMPTY_PROFILE);
  });
});

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
  isLogin,
  profileOf,
  removeToken,
  resetUser,
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
  it('dataFill fills the fields and never keeps a token', () => {
    dataFill(userInfo({ token: 't1', refresh_token: 'r1' }));
    expect($userInfo.get()).toMatchObject({ id: 1, username: 'demo', email: 'demo@example.test' });
    expect(Object.keys($userInfo.get())).not.toContain('token');
    expect(Object.keys($storedUser.get()).sort()).toEqual(['avatar', 'id', 'nickname', 'username']);
    expect(isLogin()).toBe(true);
  });

  it('persists only id, username, nickname and avatar in the readable userInfo cookie', () => {
    dataFill(userInfo({ token: 't1' }));
    expect(cookieUser()).toEqual({
      id: 1,
      username: 'demo',
      nickname: 'Demo',
      avatar: '/static/images/avatar.png',
      token: '',
      refresh_token: '',
    });
    expect(readCookie('userInfo')).not.toContain('email');
    expect(readCookie('userInfo')).not.toContain('token');
    expect($userProfile.get().email).toBe('demo@example.test');
  });

  it('writes Max-Age 30 days, SameSite=Lax, Path=/', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    dataFill(userInfo());
    expect(writes[0]).toMatch(/^userInfo=%7B.*; Path=\/; Max-Age=2592000; SameSite=Lax$/);
  });

  it('removeToken ends the session here and keeps the user name', () => {
    dataFill(userInfo());
    expect(isLogin()).toBe(true);
    removeToken();
    expect(isLogin()).toBe(false);
    expect(cookieUser()).toMatchObject({ id: 0, username: 'demo' });
  });

  it('reads the cookie written by the server', () => {
    resetUser();
    expect(readCookie('userInfo')).toBeUndefined();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server or clears state
    document.cookie = `userInfo=${encodeURIComponent(JSON.stringify({ id: 5, username: 'srv', token: 'x' }))}; Path=/`;
    window.dispatchEvent(new Event('pageshow'));
    expect($storedUser.get()).toEqual({ id: 5, username: 'srv', nickname: '', avatar: '' });
  });

  it('resetUser deletes the cookie', () => {
    dataFill(userInfo());
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

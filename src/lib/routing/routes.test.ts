import { describe, expect, it } from 'vitest';
import { loginUrlFor, normalisePath, requiresLogin, routeNameOf, safeRedirectTarget } from './routes';

describe('route guard', () => {
  it('guards the member area but not its login page', () => {
    expect(requiresLogin('/user')).toBe(true);
    expect(requiresLogin('/user/')).toBe(true);
    expect(requiresLogin('/user/account/overview')).toBe(true);
    expect(requiresLogin('/user/login')).toBe(false);
    expect(requiresLogin('/user/login/')).toBe(false);
    expect(requiresLogin('//user')).toBe(true);
  });
  it('guards hotel booking only', () => {
    expect(requiresLogin('/hotel/booking')).toBe(true);
    expect(requiresLogin('/hotel/list')).toBe(false);
    expect(requiresLogin('/')).toBe(false);
    expect(requiresLogin('/username')).toBe(false);
  });
});

describe('route names', () => {
  it('names known paths', () => {
    expect(routeNameOf('/')).toBe('/');
    expect(routeNameOf('/user/login')).toBe('userLogin');
    expect(routeNameOf('/user/')).toBe('user');
    expect(routeNameOf('/nope')).toBeUndefined();
    expect(routeNameOf('/hotel/list')).toBe('hotelList');
    expect(routeNameOf('/hotel/detail/7')).toBe('hotelDetail');
    expect(routeNameOf('/hotel/detail/')).toBeUndefined();
    expect(routeNameOf('/hotel/detail/7/x')).toBeUndefined();
  });
  it('normalises', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/a//b/')).toBe('/a/b');
  });
});

describe('safe redirect target', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeRedirectTarget('/user?tab=1#x')).toBe('/user?tab=1#x');
  });
  it('rejects other sites and odd input', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      '/.//evil.test',
      '/..//evil.test',
      '/a/..//evil.test',
      '/%2e%2e//evil.test',
      '/./\\evil.test',
      'user',
      '',
      '/a\nb',
      42,
      undefined,
    ]) {
      expect(safeRedirectTarget(bad, '/home')).toBe('/home');
    }
  });
});

describe('loginUrlFor', () => {
  it('carries the return address, encoded, except for the member centre itself', () => {
    expect(loginUrlFor('/user/account/balance?page=2')).toBe('/user/login?to=%2Fuser%2Faccount%2Fbalance%3Fpage%3D2');
    expect(loginUrlFor('/user')).toBe('/user/login');
  });
});

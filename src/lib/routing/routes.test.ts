import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type LayoutName,
  loginUrlFor,
  normalisePath,
  ROUTES,
  type RouteDef,
  requiresLogin,
  routeNameOf,
  routeOf,
  safeRedirectTarget,
} from './routes';

describe('route guard', () => {
  it('guards the member area but not its login page', () => {
    expect(requiresLogin('/user')).toBe(true);
    expect(requiresLogin('/user/')).toBe(true);
    expect(requiresLogin('/user/account/overview')).toBe(true);
    expect(requiresLogin('/user/login')).toBe(false);
    expect(requiresLogin('/user/login/')).toBe(false);
    expect(requiresLogin('//user')).toBe(true);
  });
  it('guards the order pages and their downloads', () => {
    for (const path of [
      '/user/order/hotel',
      '/user/order/detail/7',
      '/user/order/detail/',
      '/user/order/hotel.csv',
      '/user/order/hotel.xlsx',
    ]) {
      expect(requiresLogin(path)).toBe(true);
    }
  });
  it('guards the member content pages', () => {
    for (const path of ['/user/cms/content', '/user/cms/collect', '/user/cms/comment', '/user/cms/order']) {
      expect(requiresLogin(path)).toBe(true);
      expect(routeOf(path)?.layout).toBe('user');
    }
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
    expect(routeNameOf('/hotel/booking')).toBe('hotelBooking');
    expect(routeNameOf('/user/order/hotel')).toBe('userOrderHotel');
    expect(routeNameOf('/user/order/hotel/')).toBe('userOrderHotel');
    expect(routeNameOf('/user/order/detail/12')).toBe('userOrderDetail');
    expect(routeNameOf('/user/order/detail/12/x')).toBeUndefined();
    expect(routeNameOf('/user/order/hotel.csv')).toBe('userOrderCsv');
    expect(routeNameOf('/user/order/hotel.xlsx')).toBe('userOrderXlsx');
    expect(routeNameOf('/cms')).toBe('cmsIndex');
    expect(routeNameOf('/cms/channel/travel')).toBe('cmsChannel');
    expect(routeNameOf('/cms/channel/travel/picture')).toBe('cmsChannel');
    expect(routeNameOf('/cms/channel/travel/picture/x')).toBeUndefined();
    expect(routeNameOf('/cms/channel/')).toBeUndefined();
    expect(routeNameOf('/cms/info/3')).toBe('cmsInfo');
    expect(routeNameOf('/cms/page/1')).toBe('cmsPage');
    expect(routeNameOf('/cms/search')).toBe('cmsSearch');
    expect(routeNameOf('/user/cms/content')).toBe('userCmsContent');
    expect(routeNameOf('/user/cms/collect')).toBe('userCmsCollect');
    expect(routeNameOf('/user/cms/comment')).toBe('userCmsComment');
    expect(routeNameOf('/user/cms/order')).toBe('userCmsOrder');
    expect(routeNameOf('/user/account/overview')).toBe('userAccountOverview');
    expect(routeNameOf('/user/account/balance.csv')).toBe('userAccountBalanceCsv');
    expect(routeNameOf('/user/iframe/x')).toBeUndefined();
  });
  it('gives the order detail the cms layout (SPEC §2) and the list the member centre', () => {
    expect(routeOf('/user/order/detail/3')?.layout).toBe('cms');
    expect(routeOf('/user/order/hotel')?.layout).toBe('user');
    expect(routeOf('/user/order/hotel.csv')?.layout).toBeNull();
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

/** The file under src/pages of each route (a family's page is its `[id]` file). */
const PAGE_FILES: Record<keyof typeof ROUTES, string> = {
  home: 'index.astro',
  userLogin: 'user/login.astro',
  user: 'user/index.astro',
  hotelList: 'hotel/list.astro',
  hotelDetail: 'hotel/detail/[id].astro',
  carList: 'car/list.astro',
  carDetail: 'car/detail/[id].astro',
  hotelBooking: 'hotel/booking.astro',
  userOrderHotel: 'user/order/hotel.astro',
  userOrderDetail: 'user/order/detail/[id].astro',
  userOrderCsv: 'user/order/hotel.csv.ts',
  userOrderXlsx: 'user/order/hotel.xlsx.ts',
  userAccountOverview: 'user/account/overview.astro',
  userAccountProfile: 'user/account/profile.astro',
  userAccountChangePassword: 'user/account/changePassword.astro',
  userAccountIntegral: 'user/account/[log].astro',
  userAccountBalance: 'user/account/[log].astro',
  userAccountIntegralCsv: 'user/account/integral.csv.ts',
  userAccountBalanceCsv: 'user/account/balance.csv.ts',
  cmsIndex: 'cms/index.astro',
  cmsChannel: 'cms/channel/[value]/[...type].astro',
  cmsInfo: 'cms/info/[id].astro',
  cmsPage: 'cms/page/[id].astro',
  cmsSearch: 'cms/search.astro',
  userCmsEdit: 'user/cms/editContent/[...id].astro',
  userCmsEditNew: 'user/cms/editContent/[...id].astro',
  userCmsPreview: 'user/cms/preview.astro',
  userCmsContent: 'user/cms/content.astro',
  userCmsCollect: 'user/cms/collect.astro',
  userCmsComment: 'user/cms/comment.astro',
  userCmsOrder: 'user/cms/order.astro',
  userManageSubAccount: 'user/manage/subAccount.astro',
  userManageSubAccountAdd: 'user/manage/subAccount/add.astro',
  userManageSubAccountEdit: 'user/manage/subAccount/edit/[id].astro',
};

const LAYOUT_FILES: Record<LayoutName, string> = {
  cms: 'Cms',
  common: 'Common',
  user: 'User',
  none: 'None',
};

describe('member pages by rule', () => {
  it('names the granting menu entry on every member-centre row but /user itself', () => {
    for (const [key, route] of Object.entries(ROUTES) as [string, RouteDef][]) {
      const member = route.path.startsWith('/user/') && route.path !== '/user/login';
      expect(route.menu === undefined, key).toBe(!member);
      if (route.menu) expect(route.menu, key).toMatch(/^\/user\/[a-z]+\/[A-Za-z]+$/);
    }
    expect(routeOf('/user')?.menu).toBeUndefined();
  });
  it('grants a download, the order detail and the article editor by their list page', () => {
    expect(routeOf('/user/order/hotel.xlsx')?.menu).toBe('/user/order/hotel');
    expect(routeOf('/user/order/detail/9')?.menu).toBe('/user/order/hotel');
    expect(routeOf('/user/account/integral.csv')?.menu).toBe('/user/account/integral');
    expect(routeOf('/user/cms/editContent/4')?.menu).toBe('/user/cms/content');
    expect(routeOf('/user/cms/editContent')?.menu).toBe('/user/cms/content');
    expect(routeOf('/user/cms/preview')?.menu).toBe('/user/cms/content');
    expect(routeOf('/user/manage/subAccount/edit/4')?.menu).toBe('/user/manage/subAccount');
    expect(routeOf('/user/manage/subAccount/add')?.menu).toBe('/user/manage/subAccount');
  });
});

describe('the route table and the pages', () => {
  it.each(Object.entries(ROUTES))('%s renders with the layout its row names', (key, route) => {
    const source = readFileSync(`src/pages/${PAGE_FILES[key as keyof typeof ROUTES]}`, 'utf8');
    const layouts = [...source.matchAll(/from '~\/layouts\/(\w+)\.astro'/g)].map((match) => match[1]);
    if (route.layout === null) expect(layouts).toEqual([]);
    else expect(layouts).toContain(LAYOUT_FILES[route.layout]);
  });
});

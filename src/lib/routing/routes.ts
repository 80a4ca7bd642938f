/**
 * The site's route table (SPEC §2) for the routes built so far: name, layout and guard.
 * Later features add their rows here. The middleware reads it (the login guard, the route name the API client
 * and the page's `route-name` meta use), so the guard lives in one place; `routes.test.ts` checks that each row's
 * page renders with the row's layout.
 */
export type LayoutName = 'cms' | 'common' | 'user' | 'none';

export interface RouteDef {
  name: string;
  /** Exact path, or a prefix ending in '/' for a family of child pages. */
  path: string;
  /** The page's layout; null for a download (a file, no page). */
  layout: LayoutName | null;
  requiresLogin: boolean;
  /** A prefix route's pages: at most this many segments below it (default 1). */
  segments?: number;
  /**
   * A guest's 200 answer may be kept by shared caches (CDNs) for a short time (design content §9.5): `public` two
   * minutes, `availability` (pages that show what is left to book) thirty seconds.
   */
  cache?: 'public' | 'availability';
  /**
   * A member-centre page: the menu entry (its path, `/user/…`) that grants it. A member whose menus lack the entry
   * gets the 403 panel, or a 403 text for a download (docs/design/subaccounts.md §8.2).
   */
  menu?: string;
  /**
   * A member-centre page of a module the API may not have (orders, articles, the team): a read-only API path of
   * that module. When the member's menus lack the page's entry and this path answers HTTP 404 (a BuildAdmin
   * backend without the module), the site does not offer the page at all: "not offered", not "no access".
   */
  module?: string;
}

const ORDERS_MENU = '/user/order/hotel';
const MY_ARTICLES_MENU = '/user/cms/content';
const TEAM_MENU = '/user/manage/subAccount';

/** The module API each module's member pages probe (see `RouteDef.module`). */
const ORDERS_API = 'order/list';
const MY_ARTICLES_API = 'cms/content';
const TEAM_API = 'subAccount/index';

/** A member-centre page of layout `user` that its own menu entry grants. */
function memberPage<Name extends string>(name: Name, path: string, module?: string) {
  return { name, path, layout: 'user', requiresLogin: true, menu: path, ...(module ? { module } : {}) } as const;
}

/** The account pages (SPEC §2), each its own menu entry's, and the two logs' CSV downloads. */
function accountRoutes() {
  const log = <Name extends string>(name: Name, menu: string) =>
    ({ name, path: `${menu}.csv`, layout: null, requiresLogin: true, menu }) as const;
  return {
    userAccountOverview: memberPage('userAccountOverview', '/user/account/overview'),
    userAccountProfile: memberPage('userAccountProfile', '/user/account/profile'),
    userAccountChangePassword: memberPage('userAccountChangePassword', '/user/account/changePassword'),
    userAccountIntegral: memberPage('userAccountIntegral', '/user/account/integral'),
    userAccountBalance: memberPage('userAccountBalance', '/user/account/balance'),
    userAccountIntegralCsv: log('userAccountIntegralCsv', '/user/account/integral'),
    userAccountBalanceCsv: log('userAccountBalanceCsv', '/user/account/balance'),
  };
}

export const ROUTES = {
  home: { name: '/', path: '/', layout: 'common', requiresLogin: false, cache: 'public' },
  userLogin: { name: 'userLogin', path: '/user/login', layout: 'none', requiresLogin: false },
  user: { name: 'user', path: '/user', layout: 'user', requiresLogin: true },
  hotelList: { name: 'hotelList', path: '/hotel/list', layout: 'cms', requiresLogin: false, cache: 'availability' },
  hotelDetail: {
    name: 'hotelDetail',
    path: '/hotel/detail/',
    layout: 'cms',
    requiresLogin: false,
    cache: 'availability',
  },
  carList: { name: 'carList', path: '/car/list', layout: 'cms', requiresLogin: false, cache: 'public' },
  carDetail: { name: 'carDetail', path: '/car/detail/', layout: 'cms', requiresLogin: false, cache: 'availability' },
  hotelBooking: { name: 'hotelBooking', path: '/hotel/booking', layout: 'cms', requiresLogin: true },
  userOrderHotel: memberPage('userOrderHotel', ORDERS_MENU, ORDERS_API),
  // SPEC §2: the one member page in the cms layout.
  userOrderDetail: {
    name: 'userOrderDetail',
    path: '/user/order/detail/',
    layout: 'cms',
    requiresLogin: true,
    menu: ORDERS_MENU,
    module: ORDERS_API,
  },
  userOrderCsv: {
    name: 'userOrderCsv',
    path: '/user/order/hotel.csv',
    layout: null,
    requiresLogin: true,
    menu: ORDERS_MENU,
    module: ORDERS_API,
  },
  userOrderXlsx: {
    name: 'userOrderXlsx',
    path: '/user/order/hotel.xlsx',
    layout: null,
    requiresLogin: true,
    menu: ORDERS_MENU,
    module: ORDERS_API,
  },
  ...accountRoutes(),
  cmsIndex: { name: 'cmsIndex', path: '/cms', layout: 'cms', requiresLogin: false, cache: 'public' },
  // `/cms/channel/{value}` and `/cms/channel/{value}/{type}`.
  cmsChannel: {
    name: 'cmsChannel',
    path: '/cms/channel/',
    layout: 'cms',
    requiresLogin: false,
    segments: 2,
    cache: 'public',
  },
  cmsInfo: { name: 'cmsInfo', path: '/cms/info/', layout: 'cms', requiresLogin: false, cache: 'public' },
  cmsPage: { name: 'cmsPage', path: '/cms/page/', layout: 'cms', requiresLogin: false, cache: 'public' },
  cmsSearch: { name: 'cmsSearch', path: '/cms/search', layout: 'cms', requiresLogin: false },
  // The member's article editor: `/user/cms/editContent/{id}`, and the bare path (a new article).
  userCmsEdit: {
    name: 'userCmsEdit',
    path: '/user/cms/editContent/',
    layout: 'user',
    requiresLogin: true,
    segments: 1,
    menu: MY_ARTICLES_MENU,
    module: MY_ARTICLES_API,
  },
  userCmsEditNew: {
    name: 'userCmsEdit',
    path: '/user/cms/editContent',
    layout: 'user',
    requiresLogin: true,
    menu: MY_ARTICLES_MENU,
    module: MY_ARTICLES_API,
  },
  // POST only: the article as its public page would show it (design content §9.1).
  userCmsPreview: {
    name: 'userCmsPreview',
    path: '/user/cms/preview',
    layout: 'cms',
    requiresLogin: true,
    menu: MY_ARTICLES_MENU,
    module: MY_ARTICLES_API,
  },
  userCmsContent: memberPage('userCmsContent', MY_ARTICLES_MENU, MY_ARTICLES_API),
  userCmsCollect: memberPage('userCmsCollect', '/user/cms/collect', MY_ARTICLES_API),
  userCmsComment: memberPage('userCmsComment', '/user/cms/comment', MY_ARTICLES_API),
  userCmsOrder: memberPage('userCmsOrder', '/user/cms/order', MY_ARTICLES_API),
  // A main account's team (design subaccounts §8.1): the list, the add form and `/edit/{id}`.
  userManageSubAccount: memberPage('userManageSubAccount', TEAM_MENU, TEAM_API),
  userManageSubAccountAdd: {
    name: 'userManageSubAccountAdd',
    path: `${TEAM_MENU}/add`,
    layout: 'user',
    requiresLogin: true,
    menu: TEAM_MENU,
    module: TEAM_API,
  },
  userManageSubAccountEdit: {
    name: 'userManageSubAccountEdit',
    path: `${TEAM_MENU}/edit/`,
    layout: 'user',
    requiresLogin: true,
    menu: TEAM_MENU,
    module: TEAM_API,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * Paths that need a logged-in member (SPEC §6): a route of the table says so itself (hotel booking, the order
 * pages); any other path of the /user area but its login page needs login too (its pages have no rows yet).
 */
export function requiresLogin(pathname: string): boolean {
  const path = normalisePath(pathname);
  const route = routeOf(path);
  if (route) return route.requiresLogin;
  return path === '/user' || path.startsWith('/user/');
}

/** Lower-level form of a path: no trailing slash (except root), no duplicate slashes. */
export function normalisePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  if (collapsed.length > 1 && collapsed.endsWith('/')) return collapsed.slice(0, -1);
  return collapsed || '/';
}

/** The route of a path in the table, if it has one. */
export function routeOf(pathname: string): RouteDef | undefined {
  const path = normalisePath(pathname);
  for (const route of Object.values(ROUTES) as RouteDef[]) {
    if (route.path === path) return route;
    // A family of pages: '/hotel/detail/' names '/hotel/detail/7' (one segment below it, or up to `segments`),
    // not itself.
    if (route.path.length > 1 && route.path.endsWith('/') && path.startsWith(route.path)) {
      const below = path.slice(route.path.length).split('/');
      if (below.length <= (route.segments ?? 1) && below.every((segment) => segment !== '')) return route;
    }
  }
  return undefined;
}

/** The route name of a path, used for titles and for the 303/409 "already on target" rule. */
export function routeNameOf(pathname: string): string | undefined {
  return routeOf(pathname)?.name;
}

/**
 * A post-login or post-action destination taken from user input (`?to=`): only same-site absolute paths are
 * allowed, so the parameter cannot send a person to another site.
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    const target = url.pathname + url.search + url.hash;
    // Dot segments can turn '/.//evil.example' into '//evil.example': check what the browser would follow.
    if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
    return target;
  } catch {
    return fallback;
  }
}

/** The login page that brings the person back to `to` (a path with its query) afterwards; `/user` needs no return. */
export function loginUrlFor(to: string): string {
  return to === '/user' || to === '/user/login' ? '/user/login' : `/user/login?to=${encodeURIComponent(to)}`;
}

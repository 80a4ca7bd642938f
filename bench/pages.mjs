// The pages the page bench (bench/run.mjs) measures and their budgets: JS a fresh browser downloads (gzip), the
// guest and member pages that ship no script of ours, the member pages and the pages with islands woken as a person
// would wake them.

// JS budgets (gzip, what a fresh browser downloads): pages without interaction ship none of ours; the login page
// and every member page carry React islands on react-bootstrap (the React runtime is one shared, long-cached chunk).
export const PAGES = [
  { path: '/', budget: { jsGzip: 0, reqPerSec: 650 } },
  { path: '/user/login', budget: { jsGzip: 90 * 1024 } },
  // The car list renders at least as fast as a news channel (docs/design/cars.md §12).
  { path: '/cms/channel/travel', budget: { jsGzip: 0 } },
  { path: '/car/list', budget: { jsGzip: 0, reqPerSecOf: '/cms/channel/travel' } },
];
// Guest news pages ship no script of ours either (docs/design/content.md §9.4).
export const NO_SCRIPT_PAGES = [
  '/does-not-exist',
  '/cms',
  '/cms/channel/travel',
  '/cms/info/1',
  '/cms/page/1',
  '/cms/search?q=hotel',
  '/car/list',
  '/car/list?city=shanghai',
  '/car/detail/1',
];
export const MEMBER_JS_BUDGET = 100 * 1024;
// Member pages with a budget of their own, below the member pages' one (issue 22: the profile page ships its form
// and picture field at load, the bind dialogs once they scroll into view, the upload code with the first choice).
export const MEMBER_PAGE_BUDGETS = { '/user/account/profile': 90 * 1024 };
// Pages that ship no script of ours to a member either (docs/design/cars.md §12).
export const MEMBER_NO_SCRIPT_PAGES = ['/car/list', '/car/detail/1'];

/** A day `n` days from today (UTC), as the booking page's query carries it. */
function inDays(n) {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** The booking form (an island over the plain form; room type 1 of the seed, a stay a month ahead). */
export const BOOKING_PAGE = `/hotel/booking?room_type_id=1&checkin=${inDays(30)}&checkout=${inDays(32)}&rooms=1&adults=2`;

export const MEMBER_PAGES = [
  '/user/account/overview',
  '/user/account/profile',
  '/user/account/changePassword',
  '/user/account/balance',
  '/user/account/integral',
  // The team pages (the demo member is a main account): the list and the add form with its permission picker.
  '/user/manage/subAccount',
  '/user/manage/subAccount/add',
  BOOKING_PAGE,
];

/**
 * The pages whose SSR cost (req/s and the server's CPU time per request) the page bench reports (bench/ssr.mjs), asked
 * for as a browser asks: the home page, also without `Accept-Encoding` (`plain`: its compression must cost at most
 * 1.3× the plain figure), the news and the cars, and the two that call the API most, the hotel detail for a guest and
 * the booking page for the demo member.
 */
export const SSR_PAGES = [
  { label: '/ (guest)', path: '/' },
  { label: '/ (guest, plain)', path: '/', plain: true },
  { label: '/cms (guest)', path: '/cms' },
  { label: '/car/list (guest)', path: '/car/list' },
  { label: '/hotel/detail/1 (guest)', path: '/hotel/detail/1' },
  { label: '/hotel/booking (member)', path: BOOKING_PAGE, member: true },
];

/**
 * Hotel pages (a guest) and their JS budgets, gzip (docs/design/hotels.md §10.4), each measured after what wakes its
 * islands: the home page's search box used, the list idle, the detail page's calendar scrolled into view.
 */
export const HOTEL_PAGES = [
  {
    path: '/',
    label: '/ after using the search',
    budget: 95 * 1024,
    interact: async (page) => {
      await page.focus('[data-testid=home-search-children]');
      await page.focus('[data-testid=home-search-checkin]');
    },
  },
  { path: `/hotel/list?city=shanghai&checkin=${inDays(30)}&checkout=${inDays(32)}`, budget: 90 * 1024 },
  {
    path: `/hotel/detail/1?checkin=${inDays(30)}&checkout=${inDays(32)}`,
    budget: 90 * 1024,
    interact: (page) => page.locator('#calendar').scrollIntoViewIfNeeded(),
  },
];

/** Member pages with islands that wake when seen, measured after scrolling to them (content §9.4). */
export const MEMBER_ISLAND_PAGES = [
  {
    path: '/cms/info/1',
    label: '/cms/info/1 (member)',
    budget: 95 * 1024,
    interact: (page) => page.locator('#comments').scrollIntoViewIfNeeded(),
  },
];

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'demo123456', nickname: '演示会员' };

export const TEXT = {
  'zh-cn': {
    siteName: '礼宾酒店',
    home: '首页',
    nav: ['首页', '酒店'],
    login: '登录',
    loginTitle: '登录',
    memberCenter: '会员中心',
    notFound: '页面未找到',
    logout: '退出登录',
    menu: ['账户概览', '个人资料', '修改密码', '积分记录', '余额记录'],
    headline: '我的账户',
    orderHeadline: '我的订单',
    orderMenu: ['酒店订单'],
    contentHeadline: '我的内容',
    teamHeadline: '团队管理',
    contentMenu: ['我的文章', '我的收藏', '我的评论', '已购内容'],
    wrongPassword: '账户或密码不正确。',
    htmlLang: 'zh-CN',
  },
  en: {
    siteName: 'Concierge Hotels',
    home: 'Home',
    nav: ['Home', 'Hotels'],
    login: 'Log in',
    loginTitle: 'Log in',
    memberCenter: 'Member centre',
    notFound: 'Page Not Found',
    logout: 'Log out',
    menu: ['Account overview', 'Profile', 'Change password', 'Points log', 'Balance log'],
    headline: 'My account',
    orderHeadline: 'My orders',
    orderMenu: ['Hotel orders'],
    contentHeadline: 'My content',
    teamHeadline: 'My team',
    contentMenu: ['My articles', 'Favourites', 'My comments', 'Purchased content'],
    wrongPassword: 'The account or password is incorrect.',
    htmlLang: 'en',
  },
} as const;

export type TestLang = keyof typeof TEXT;
export const LANGS: TestLang[] = ['zh-cn', 'en'];

/** Sets the language cookie as the language switch would. */
export async function useLang(page: Page, lang: TestLang): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, domain: '127.0.0.1', path: '/' }]);
}

/** Logs in and waits until the member centre has opened, so the next navigation cannot race the login post. */
export async function login(page: Page, username = DEMO.username, password = DEMO.password): Promise<void> {
  await page.goto('/user/login');
  await submitLogin(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

/** Fills and submits the login form of the current page. */
export async function submitLogin(page: Page, username = DEMO.username, password = DEMO.password): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * No serious or critical accessibility violations, in the light and in the dark colour mode: the page follows the
 * system's scheme unless the person chose one, so emulating `prefers-color-scheme` switches it (motion reduced, so
 * axe reads the colours after, not during, a transition). Every rule runs in the page's own scheme; in the other,
 * only colour contrast, the one rule a colour mode changes. The page is left in the scheme it was in.
 *
 * axe is injected once and run in the page itself, asking for violations only (the page's own frames; an embedded
 * third-party page is not ours to audit). `@axe-core/playwright` cost 3–5 s a page on a busy 2-core machine, as it
 * opens a blank page for every analysis; this takes well under one.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const [own, other] = dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  await page.evaluate(AXE_SOURCE);
  const found: string[] = [];
  for (const colorScheme of [own, other]) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const runOnly =
      colorScheme === own
        ? { type: 'tag', values: ['wcag2a', 'wcag2aa'] }
        : { type: 'rule', values: ['color-contrast'] };
    const violations = await page.evaluate(
      (only) =>
        (
          window as unknown as {
            axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
          }
        ).axe
          .run(document, { runOnly: only, resultTypes: ['violations'], iframes: false })
          .then((results) => results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes }))),
      runOnly,
    );
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      found.push(`${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: own, reducedMotion: null });
  expect(found).toEqual([]);
}

/**
 * Waits until every island on the page has hydrated (Astro drops `ssr` from an island once it has). Checks that run
 * as a person leaves a field need it: a field left before hydration is checked on submit, by the server.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Waits until the island of a component (its file name, e.g. `HotelResults`) has hydrated. */
export async function islandAwake(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`).first()).not.toHaveAttribute('ssr');
}

/** A day `n` days from now, `YYYY-MM-DD` (hotel searches: far enough ahead that free-cancellation deadlines are open). */
export function inDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every script the page asks for from now on (guest content and car pages ask for none). */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

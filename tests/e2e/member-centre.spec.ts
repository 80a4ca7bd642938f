import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LANGS, login, TEXT, useLang } from './fixtures';
import { sessionOf } from './support/session';

const PAGES = {
  'zh-cn': {
    overview: '账户概览',
    profile: '个人资料',
    changePassword: '修改密码',
    balance: '余额记录',
    integral: '积分记录',
    greeting: /^演示会员，(夜深了|上午好|早上好|中午好|下午好|晚上好)/,
    balanceValue: '¥11,234.50',
    // The seeded memos are event codes, shown in the page language (newest first); 张伟's booking of the demo team
    // names its booking and who paid.
    balanceMemos: [
      '会员活动奖励',
      '租车消费',
      /^预订酒店 HB\d{14}\s*经办人：张伟$/,
      '在线充值',
      '在线充值',
      '订单取消退款',
      '预订酒店',
      '在线充值',
    ],
    integralMemos: ['预订奖励积分', '预订奖励积分', '评论奖励积分', '取消订单扣回积分', '预订奖励积分', '注册奖励积分'],
  },
  en: {
    overview: 'Account overview',
    profile: 'Profile',
    changePassword: 'Change password',
    balance: 'Balance log',
    integral: 'Points log',
    greeting: /^演示会员, (it is late|good morning|good afternoon|good evening)/,
    balanceValue: '¥11,234.50',
    balanceMemos: [
      'Member offer reward',
      'Car rental',
      /^Hotel booking HB\d{14}\s*By 张伟$/,
      'Top-up',
      'Top-up',
      'Refund for a cancelled booking',
      'Hotel booking',
      'Top-up',
    ],
    integralMemos: [
      'Points for a booking',
      'Points for a booking',
      'Points for a review',
      'Points taken back for a cancelled booking',
      'Points for a booking',
      'Points for signing up',
    ],
  },
} as const;

test.describe('member centre', () => {
  for (const lang of LANGS) {
    const text = PAGES[lang];
    test(`the overview greets the demo member with the account facts (${lang}) @phone`, async ({ page }) => {
      await useLang(page, lang);
      await login(page);
      await expect(page).toHaveURL(/\/user\/account\/overview$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.overview);
      await expect(page.getByTestId('greeting')).toHaveText(text.greeting);
      await expect(page.getByTestId('overview-balance')).toHaveText(text.balanceValue);
      // Contact details masked, not "filled in".
      await expect(page.getByTestId('overview-mobile')).toHaveText('138****8000');
      await expect(page.getByTestId('overview-email')).toHaveText('d***o@example.com');
      await expect(page.getByTestId('overview-score')).toHaveText('800');
      await expectAccessible(page);
    });

    // One test per page, so each page's accessibility scan has the whole test time to itself.
    for (const [path, heading] of [
      ['/user/account/profile', text.profile],
      ['/user/account/changePassword', text.changePassword],
      ['/user/account/balance', text.balance],
      ['/user/account/integral', text.integral],
    ] as const) {
      test(`${path} renders for the demo member (${lang}) @phone`, async ({ page }) => {
        await useLang(page, lang);
        await login(page);
        // The login post must land before the next navigation, or the two race (ERR_ABORTED, or no cookie yet).
        await expect(page).toHaveURL(/\/user\/account\/overview$/);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectAccessible(page);
        if (path === '/user/account/balance') {
          // Eight seeded balance changes, newest first, on one page.
          await expect(page.getByTestId('log-table').locator('tbody tr')).toHaveCount(8);
          await expect(page.getByTestId('log-current')).toHaveText(text.balanceValue);
          await expect(page.getByTestId('log-table').locator('td.log-memo')).toHaveText(text.balanceMemos);
        }
        if (path === '/user/account/integral') {
          await expect(page.getByTestId('log-table').locator('td.log-memo')).toHaveText(text.integralMemos);
        }
      });
    }
  }
});

test.describe('member centre panel', () => {
  test('the overview chart and its table show the 7 days of figures the API returns', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await login(page);
    await expect(page).toHaveURL(/\/user\/account\/overview$/);

    // The figures, straight from the API with the member's token.
    const token = (await sessionOf(page))?.token;
    const answer = await page.request.get('/api/account/overview', { headers: { 'ba-user-token': token ?? '' } });
    const { code, data } = (await answer.json()) as {
      code: number;
      data: { days: string[]; score: number[]; money: string[] };
    };
    expect(code).toBe(1);
    expect(data.days).toHaveLength(7);
    // The demo history has changes within the week, so a chart of zeros would not pass.
    expect(data.score.some((n) => n !== 0)).toBe(true);
    expect(data.money.some((m) => Number(m) !== 0)).toBe(true);

    // The table beside the chart (for screen readers) lists exactly those figures.
    const number = new Intl.NumberFormat('zh-CN');
    const money = new Intl.NumberFormat('zh-CN', {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
    });
    await page.locator('summary', { hasText: '最近 7 天的积分与余额变化' }).click();
    const table = page.getByTestId('growth-table');
    await expect(table.locator('thead th')).toHaveText(['日期', '积分变化', '余额变化']);
    await expect(table.locator('tbody td')).toHaveText(
      data.days.flatMap((day, i) => [
        day,
        number.format(data.score[i] ?? Number.NaN),
        money.format(Number(data.money[i])),
      ]),
    );

    // The chart, drawn on the server: both series in its legend, the days on its axis, each day's two figures in
    // its tooltip, a guide line under the pointer, and no chart script.
    const chart = page.getByRole('img', { name: '最近 7 天的积分与余额变化' });
    await expect(chart).toBeVisible();
    await expect(page.locator('.chart-legend .chart-key')).toHaveText(['积分变化', '余额变化']);
    await expect(chart.locator('.chart-axis-days text')).toHaveText(data.days.map((day) => day.slice(5)));
    const days = chart.getByTestId('growth-day');
    await expect(days.locator('title')).toHaveText(
      data.days.map(
        (day, i) =>
          `${day}\n积分变化: ${number.format(data.score[i] ?? Number.NaN)}\n余额变化: ${number.format(Number(data.money[i]))}`,
      ),
      { useInnerText: false },
    );
    const guide = days.nth(3).locator('.chart-day-guide');
    // A vertical line has an empty box, so its CSS visibility is what tells.
    await expect(guide).toHaveCSS('visibility', 'hidden');
    // At the band's edge: its dots sit on its centre line, wherever the figures put them.
    await days
      .nth(3)
      .locator('.chart-day-band')
      .hover({ position: { x: 2, y: 20 } });
    await expect(guide).toHaveCSS('visibility', 'visible');
    expect(scripts.filter((url) => /GrowthChart|chart/i.test(url))).toEqual([]);
  });

  /**
   * Shrink, close, open, expand; the choice holds across pages. With JavaScript the island acts at once and writes
   * the cookie itself (no form post); without it every button posts to /user/panel and the page comes back.
   */
  async function panelFlow(page: Page, javaScript: boolean) {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/user/panel') posts.push(request.url());
    });
    const panelCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'ba-member-panel')?.value;
    await login(page);
    const aside = page.locator('.member-aside');
    const labelWidth = async () =>
      (await page.getByTestId('member-menu').locator('.menu-label').first().boundingBox())?.width ?? 0;
    expect(await labelWidth()).toBeGreaterThan(20);
    // With JavaScript, a click waits for the panel's islands to hydrate (a click before would post the form).
    const click = async (action: string) => {
      if (javaScript) await expect(page.locator('astro-island[ssr]:has(.member-aside, [data-panel])')).toHaveCount(0);
      await page.locator(`[data-panel=${action}]`).click();
    };
    await click('shrink');
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    await expect(aside).toHaveClass(/panel-shrunk/);
    await expect.poll(panelCookie).toBe('o1s1');
    // Icons only: the titles stay for screen readers but take no room.
    expect(await labelWidth()).toBeLessThanOrEqual(1);
    await page.goto('/user/account/balance');
    await expect(aside).toHaveClass(/panel-shrunk/);
    await click('close');
    await expect(page.getByTestId('member-menu')).toHaveCount(0);
    await expect.poll(panelCookie).toBe('o0s1');
    await page.goto('/user/account/integral');
    await expect(page.getByTestId('member-menu')).toHaveCount(0);
    await click('open');
    await expect(page.getByTestId('member-menu')).toBeVisible();
    await click('expand');
    await expect(aside).not.toHaveClass(/panel-shrunk/);
    await expect.poll(panelCookie).toBe('o1s0');
    expect(await labelWidth()).toBeGreaterThan(20);
    expect(posts).toHaveLength(javaScript ? 0 : 4);
  }

  test('the side panel shrinks, closes and reopens at once, and stays so across pages', async ({ page }) => {
    await panelFlow(page, true);
  });

  test('the side panel works the same without JavaScript, through form posts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await panelFlow(await context.newPage(), false);
    await context.close();
  });

  test('on a phone the member menu folds away and is closed after a navigation @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await login(page);
    const toggle = page.locator('.member-aside details');
    await toggle.locator('summary').click();
    await toggle.getByRole('link', { name: TEXT['zh-cn'].menu[4] }).click();
    await expect(page).toHaveURL(/\/user\/account\/balance$/);
    await expect(page.locator('.member-aside details')).not.toHaveAttribute('open', '');
  });

  test('the balance log pages with real links and exports CSV', async ({ page }) => {
    await login(page);
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    await page.goto('/user/account/balance?limit=10');
    await expect(page.locator('nav[aria-label="分页"]')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('log-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^balance-\d{8}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.startsWith('\uFEFF变更时间,说明,变更,变更后余额\r\n')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(9);
    // Memos in the page language, not their event codes.
    expect(text).toContain(',在线充值,');
    // Who paid from the balance when it was not the member: 张伟 of its team.
    expect(text).toContain('经办人：张伟');
    expect(text).not.toContain('event:');
  });

  test('a page past the last one says so and links to the last page', async ({ page }) => {
    await login(page);
    await page.goto('/user/account/balance?page=99');
    await expect(page.getByTestId('log-empty')).toHaveCount(0);
    const note = page.getByTestId('log-out-of-range');
    await expect(note).toContainText('第 99 页超出范围，共 1 页');
    await note.getByRole('link').click();
    await expect(page.getByTestId('log-table').locator('tbody tr')).toHaveCount(8);
  });

  test('on a phone each change is a block that fits, its amounts on one line @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await login(page);
    await page.goto('/user/account/balance');
    const table = page.getByTestId('log-table');
    const fits = await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0));
    expect(fits).toBe(true);
    for (const cell of await table.locator('td.log-amount').all()) {
      const lines = await cell.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect(lines).toBeLessThanOrEqual(1);
    }
  });
});

import { expect, type Page, test } from '@playwright/test';
import { LANGS, login, useLang } from './fixtures';

/** The header's height and whether every control of its bar sits on the brand's row. */
async function headerRow(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header-bar') as HTMLElement;
    const brand = (bar.querySelector('.site-brand') as HTMLElement).getBoundingClientRect();
    const controls = [...bar.querySelectorAll<HTMLElement>('.nav-toggle, .site-tools > *, .site-nav')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.getBoundingClientRect());
    const middle = (r: DOMRect) => r.top + r.height / 2;
    return {
      height: (document.querySelector('.site-header') as HTMLElement).offsetHeight,
      offRow: controls.filter((r) => Math.abs(middle(r) - middle(brand)) > 4).length,
      overflow: bar.scrollWidth > bar.clientWidth,
    };
  });
}

const WIDTHS = [360, 390, 900, 1280];

test.describe('header', () => {
  for (const lang of LANGS) {
    for (const who of ['guest', 'member'] as const) {
      test(`one row at every width (${lang}, ${who})`, async ({ page }) => {
        await useLang(page, lang);
        if (who === 'member') await login(page);
        await page.goto('/');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const row = await headerRow(page);
          expect(row, `${width} px`).toEqual({ height: row.height, offRow: 0, overflow: false });
          expect(row.height, `${width} px`).toBeLessThanOrEqual(62);
        }
      });
    }
  }

  test('the member menu is a dropdown with padded items and a divider, closed by Escape without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const member = await browser.newContext();
    const setup = await member.newPage();
    await login(setup);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await member.storageState(),
    });
    await member.close();
    const page = await context.newPage();
    await page.goto(baseURL ?? '/');
    const toggle = page.locator('.member-menu .menu-toggle');
    const panel = page.locator('.member-menu .menu-panel');
    await toggle.click();
    await expect(panel).toBeVisible();
    const item = panel.locator('.dropdown-item').first();
    const padding = await item.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
    expect(padding).toBeGreaterThanOrEqual(12);
    const divider = await panel
      .locator('.dropdown-divider')
      .evaluate((el) => ({ height: el.getBoundingClientRect().height, margin: getComputedStyle(el).marginTop }));
    expect(divider.height).toBeGreaterThanOrEqual(1);
    expect(Number.parseFloat(divider.margin)).toBeGreaterThan(0);
    // Under its button, inside the window.
    const [t, p] = [await toggle.boundingBox(), await panel.boundingBox()];
    expect(p && t && p.y >= t.y + t.height && p.x + p.width <= 1280).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await context.close();
  });
});

test.describe('touch targets @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('breadcrumbs, the edit-profile link and the menu button are at least 44 px', async ({ page }) => {
    await login(page);
    await page.goto('/user/account/overview');
    const targets = [
      ...(await page.locator('.breadcrumb-item > a').all()),
      page.getByTestId('edit-profile'),
      page.locator('.nav-toggle summary'),
    ];
    for (const target of targets) {
      // A tap 21 px left, right, above or below the centre still reaches it (its box, or a larger hit area).
      const reached = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        return [
          [x - 21, y],
          [x + 21, y],
          [x, y - 21],
          [x, y + 21],
        ].every(([px = 0, py = 0]) => element.contains(document.elementFromPoint(px, py)));
      });
      expect(reached, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(true);
    }
  });
});

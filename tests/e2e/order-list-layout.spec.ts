/**
 * The hotel orders table fits (issue 22): at 1280 px, in both languages, a real table whose action buttons keep their
 * text on one line inside their box and inside the table's region, the pay-by time on two lines at most, and no
 * sideways scroll of the region or the page — for the main account with its team's column and for a sub-account
 * that waits for the main account to pay. At 390 px each order is a stacked block whose cells show their labels,
 * with nothing wider than the screen. The member lists on ListTable (orders, team, own articles) stack where they
 * would not fit, so none scrolls sideways from tablet to desktop widths. Read only: the shared demo site.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LANGS, login, useLang } from './fixtures';

/** What does not fit in the orders table at the current width, as readable lines (none when all fits). */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const table = document.querySelector<HTMLElement>('[data-testid="orders-table"]');
    const region = table?.closest<HTMLElement>('[role="region"]');
    if (!table || !region) return ['no orders table'];
    const screen = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screen) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${screen}`);
    }
    if (region.scrollWidth > region.clientWidth) {
      found.push(`the table scrolls sideways: ${region.scrollWidth} > ${region.clientWidth}`);
    }
    const edge = region.getBoundingClientRect().right + 0.5;
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    };
    for (const button of table.querySelectorAll<HTMLElement>('.btn')) {
      const name = button.textContent?.trim() ?? '';
      if (button.scrollWidth > button.clientWidth) {
        found.push(`"${name}" is clipped: ${button.scrollWidth} > ${button.clientWidth}`);
      }
      if (lines(button) > 1) found.push(`"${name}" wraps over ${lines(button)} lines`);
      if (button.getBoundingClientRect().right > edge) found.push(`"${name}" sticks out of the table`);
    }
    for (const deadline of table.querySelectorAll<HTMLElement>('[data-testid="order-pay-before"]')) {
      if (lines(deadline) > 2) found.push(`"${deadline.textContent?.trim()}" takes ${lines(deadline)} lines`);
    }
    return found;
  });
}

for (const lang of LANGS) {
  test(`the orders table fits the member centre at 1280 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLang(page, lang);
    // The main account: its team's column, Pay, Cancel and the pay-by time on its unpaid bookings.
    await login(page);
    await page.goto('/user/order/hotel');
    const table = page.getByTestId('orders-table');
    await expect(table.locator('thead')).toHaveCSS('display', 'table-header-group');
    await expect(table.getByTestId('order-booked-by').first()).toBeVisible();
    await expect(table.getByTestId('order-pay').first()).toBeVisible();
    await expect(table.getByTestId('order-cancel').first()).toBeVisible();
    expect(await misfits(page)).toEqual([]);
    await expect(table.getByTestId('order-pay-before').first()).toBeVisible();
    await expectAccessible(page);
    // A sub-account without the pay button: "Waiting for payment by …" beside its details link.
    await page.context().clearCookies();
    await useLang(page, lang);
    await login(page, 'demo_lina');
    await page.goto('/user/order/hotel');
    await expect(table.getByTestId('order-pay-waiting').first()).toBeVisible();
    expect(await misfits(page)).toEqual([]);
  });

  test(`on a phone each order is a block with its labels (${lang}) @phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLang(page, lang);
    await login(page);
    await page.goto('/user/order/hotel');
    const table = page.getByTestId('orders-table');
    await expect(table.getByTestId('order-row').first()).toBeVisible();
    const layout = await table.evaluate((el) => {
      const headers = [...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const rows = [...el.querySelectorAll<HTMLElement>('tbody tr')];
      return {
        headerHeight: el.querySelector('thead')?.getBoundingClientRect().height ?? 0,
        rowDisplays: [...new Set(rows.map((row) => getComputedStyle(row).display))],
        // Each labelled cell shows its column's name before its value.
        labels: rows.flatMap((row) =>
          [...row.querySelectorAll<HTMLElement>('td[data-label]')].map((td) => ({
            label: td.dataset.label ?? '',
            shown: getComputedStyle(td, '::before').content,
          })),
        ),
        headers,
      };
    });
    expect(layout.headerHeight).toBeLessThanOrEqual(1);
    expect(layout.rowDisplays).toEqual(['block']);
    expect(layout.labels.length).toBeGreaterThan(0);
    for (const { label, shown } of layout.labels) {
      expect(layout.headers).toContain(label);
      expect(shown).toBe(JSON.stringify(label));
    }
    // Every action is on the screen, big enough to tap.
    for (const action of await table.locator('.btn').all()) {
      const box = await action.boundingBox();
      const fits = box !== null && box.x >= 0 && box.x + box.width <= 390 && box.height >= 44;
      expect(fits, `${await action.textContent()} at ${JSON.stringify(box)}`).toBe(true);
    }
    expect(await misfits(page)).toEqual([]);
    await expectAccessible(page);
  });
}

for (const lang of LANGS) {
  test(`member lists do not scroll sideways from 768 to 1280 px (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    await login(page);
    for (const path of ['/user/order/hotel', '/user/manage/subAccount', '/user/cms/content']) {
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        // The table's scrolling box (ListTable).
        const region = page.locator('.table-responsive');
        await expect(region.locator('table')).toBeVisible();
        const over = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(over, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
}

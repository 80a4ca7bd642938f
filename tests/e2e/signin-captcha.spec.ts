/**
 * Login with the site's click captcha switched on (config `user_login_captcha` = '1' on a private instance):
 * submitting opens the popup, the solved captcha travels as captchaId/captchaInfo; without JavaScript a note says
 * the captcha needs it; Escape closes the popup and gives focus back.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, LANGS, useLang } from './fixtures';
import { nextCaptcha, solveCaptcha } from './support/captcha';
import { setConfig } from './support/db';
import { type Instance, startInstance } from './support/instance';
import { MEMBER_AREA, SIGNIN_TEXT } from './support/text';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let site: Instance;
test.beforeAll(async () => {
  site = await startInstance();
  await setConfig(site.db(), 'user_login_captcha', '1');
});
test.afterAll(async () => {
  await site?.stop();
});

for (const lang of LANGS) {
  const text = SIGNIN_TEXT[lang];

  test(`login asks for the click captcha first (${lang})`, async ({ page }) => {
    await useLang(page, lang);
    const checkIn = page.waitForRequest((r) => r.url().endsWith('/user/login') && r.method() === 'POST');
    await page.goto(`${site.baseURL}/user/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginHeading);
    await page.getByTestId('login-username').fill(DEMO.username);
    await page.getByTestId('login-password').fill(DEMO.password);

    // Escape closes the popup and returns focus to the submit button.
    let loaded = nextCaptcha(page);
    await page.getByTestId('login-submit').click();
    await loaded;
    await expect(page.getByTestId('captcha-dialog')).toBeVisible();
    await expectAccessible(page);
    // A click leaves a numbered marker centred on it; clicking the marker takes the click back.
    const image = page.getByTestId('captcha-image');
    await image.click({ position: { x: 50, y: 40 } });
    const marker = page.locator('.ba-captcha__marker');
    await expect(marker).toHaveText('1');
    const [box, markerBox] = [await image.boundingBox(), await marker.boundingBox()];
    expect(Math.abs((markerBox?.x ?? 0) + (markerBox?.width ?? 0) / 2 - ((box?.x ?? 0) + 50))).toBeLessThan(3);
    expect(Math.abs((markerBox?.y ?? 0) + (markerBox?.height ?? 0) / 2 - ((box?.y ?? 0) + 40))).toBeLessThan(3);
    await marker.click();
    await expect(marker).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('captcha-dialog')).toHaveCount(0);
    await expect(page.getByTestId('login-submit')).toBeFocused();

    loaded = nextCaptcha(page);
    await page.getByTestId('login-submit').click();
    const id = await loaded;
    await solveCaptcha(page, site, id);
    await expect(page.getByTestId('captcha-status')).toHaveText(text.success);
    const posted =
      (await checkIn).postDataJSON?.() ?? Object.fromEntries(new URLSearchParams((await checkIn).postData() ?? ''));
    expect(posted.captchaId).toBe(id);
    expect(posted.captchaInfo).toMatch(/^\d+,\d+-\d+,\d+;\d+;\d+$/);
    await expect(page).toHaveURL(MEMBER_AREA);
    await expect(page.locator('.member-nickname')).toHaveText(DEMO.nickname);
  });
}

test('without JavaScript a note says the login captcha needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/user/login`);
  await expect(page.getByTestId('captcha-needs-js')).toContainText(SIGNIN_TEXT['zh-cn'].captchaNeedsJs);
  // Posting anyway is refused by the API with a translated message, never an error page.
  await page.getByTestId('login-username').fill(DEMO.username);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await context.close();
});

/**
 * An account whose login throttle is full (someone else guessed its password 100 times this hour): the owner's
 * right password is answered with the captcha request, the form asks for the click captcha on the next try, and
 * with it solved the owner gets in. The site's own captcha switch is off.
 */
import { expect, test } from '@playwright/test';
import { DEMO, useLang } from './fixtures';
import { nextCaptcha, solveCaptcha } from './support/captcha';
import { fillLoginThrottle, memberByName } from './support/db';
import { privateInstance } from './support/instance';
import { MEMBER_AREA } from './support/text';

const site = privateInstance();

test('a throttled account: the owner gets in with the right password and the click captcha', async ({ page }) => {
  await useLang(page, 'en');
  await fillLoginThrottle(site.db(), (await memberByName(site.db(), DEMO.username)).id);
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(DEMO.username);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByText('Solve the click captcha to log in.').first()).toBeVisible();
  await expect(page.getByTestId('login-username')).toHaveValue(DEMO.username);

  await page.getByTestId('login-password').fill(DEMO.password);
  const loaded = nextCaptcha(page);
  await page.getByTestId('login-submit').click();
  const id = await loaded;
  await solveCaptcha(page, site, id);
  await expect(page).toHaveURL(MEMBER_AREA);
  await expect(page.locator('.member-nickname')).toHaveText(DEMO.nickname);
});

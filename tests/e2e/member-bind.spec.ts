/**
 * Changing the bound e-mail address on the profile page: verify the current address (password + code), then bind
 * the new one (code sent to it). Codes are read from a real SMTP server; the captcha is solved by clicking.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { nextCaptcha, solveCaptcha } from './support/captcha';
import { memberByName } from './support/db';
import { codeOf, mailSiteForTheseTests } from './support/smtp';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const mail = mailSiteForTheseTests();

async function codeVia(page: Page, dialog: Locator, to: string): Promise<string> {
  const before = mail.smtp.mails.length;
  const loaded = nextCaptcha(page);
  await dialog.locator('[data-send-code]').click();
  await solveCaptcha(page, mail.site, await loaded);
  await expect(dialog.locator('[data-send-code]')).toBeDisabled();
  return codeOf(await mail.smtp.waitFor(to, before));
}

test('a member changes the bound e-mail behind two codes (zh-cn)', async ({ page }) => {
  await page.goto(`${mail.site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('demo123456');
  await page.getByTestId('login-submit').click();
  await page.goto(`${mail.site.baseURL}/user/account/profile`);
  await expect(page.getByTestId('bound-email')).toHaveText('demo@example.com');

  // The bind buttons' island wakes once it scrolls into view; before, its buttons are shown disabled but Tab still
  // reaches them (from Save, the form's last control), which brings them into view.
  await page.getByTestId('profile-save').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('bind-email')).toBeFocused();
  await expect(page.getByTestId('bind-email')).toBeEnabled();
  await page.getByTestId('bind-email').click();
  const verify = page.locator('#verify-email');
  await expect(verify).toBeVisible();
  await verify.getByLabel('账户密码验证').fill('demo123456');
  const first = await codeVia(page, verify, 'demo@example.com');
  await verify.getByLabel('验证码').fill('WRONG');
  await verify.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('.ba-notify[role=alert]').first()).toBeVisible();
  await verify.getByLabel('验证码').fill(first);
  await verify.getByRole('button', { name: '下一步' }).click();

  const bind = page.locator('#bind-email');
  await expect(bind).toBeVisible();
  // Verified by code: no password asked again.
  await expect(bind.locator('[data-password-row]')).toBeHidden();
  await bind.getByLabel('新邮箱').fill('not-an-email');
  await bind.locator('[data-send-code]').click();
  await expect(bind.locator('[data-value-error]')).not.toBeEmpty();
  await bind.getByLabel('新邮箱').fill('traveller@example.com');
  const second = await codeVia(page, bind, 'traveller@example.com');
  await bind.getByLabel('验证码').fill(second);
  await bind.getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('bound-email')).toHaveText('traveller@example.com');
  expect((await memberByName(mail.site.db(), 'demo')).email).toBe('traveller@example.com');
});

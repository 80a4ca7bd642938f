/**
 * Register with an e-mail code (read from a real SMTP server), the click captcha solved by clicking (a wrong click
 * first, then the right one), log out, retrieve the password by e-mail code and log in with the new one.
 * Runs on a private instance (own DATA_DIR and SMTP_URL) so mail and data stay out of the shared server.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LANGS, useLang } from './fixtures';
import { missCaptcha, nextCaptcha, solveCaptcha } from './support/captcha';
import { sessionOf as storedUser } from './support/session';
import { codeOf, mailSiteForTheseTests } from './support/smtp';
import { MEMBER_AREA, SIGNIN_TEXT } from './support/text';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const mail = mailSiteForTheseTests();

/** Clicks Send, solves the popup (optionally after a miss) and returns the code mailed to `email`. */
async function mailedCode(page: Page, lang: keyof typeof SIGNIN_TEXT, testid: string, email: string, miss: boolean) {
  const text = SIGNIN_TEXT[lang];
  const before = mail.smtp.mails.length;
  const loaded = nextCaptcha(page);
  await page.getByTestId(`${testid}-send`).click();
  let id = await loaded;
  const dialog = page.getByTestId('captcha-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toBeVisible();
  await expect(dialog).toContainText(text.pleaseClick);
  if (miss) {
    const reloaded = nextCaptcha(page);
    await missCaptcha(page, mail.site, id);
    await expect(page.getByTestId('captcha-status')).toHaveText(text.wrong);
    id = await reloaded;
    await expect(page.getByTestId('captcha-status')).toHaveText('');
  }
  await solveCaptcha(page, mail.site, id);
  await expect(page.getByTestId('captcha-status')).toHaveText(text.success);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: text.mailSent })).toBeVisible();
  await expect(page.getByTestId(`${testid}-send`)).toHaveText(text.seconds);
  await expect(page.getByTestId(`${testid}-send`)).toBeDisabled();
  return codeOf(await mail.smtp.waitFor(email, before));
}

for (const lang of LANGS) {
  const text = SIGNIN_TEXT[lang];
  const username = `guest_${lang === 'en' ? 'en' : 'zh'}${Date.now() % 100000}`;
  const email = `${username}@example.test`;

  test(`register with an e-mail code after a click captcha, log out, retrieve the password, log in (${lang})`, async ({
    page,
  }) => {
    await useLang(page, lang);
    await page.goto(`${mail.site.baseURL}/user/login`);
    await page.getByTestId('register-link').click();
    await expect(page).toHaveURL(/\/user\/login\?type=register$/);
    await expect(page).toHaveTitle(text.registerTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.registerHeading);
    await expect(page.getByLabel(text.viaEmail)).toBeChecked();
    await expectAccessible(page);

    // The address is checked before any captcha.
    await page.getByTestId('register-send').click();
    await expect(page.getByTestId('captcha-dialog')).toHaveCount(0);
    await expect(page.locator('#field-email-error')).toHaveText(text.needEmail);

    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('first-pass1');
    await page.getByTestId('register-email').fill(email);
    const code = await mailedCode(page, lang, 'register', email, lang === 'zh-cn');
    await page.getByTestId('register-captcha').fill(code);
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(MEMBER_AREA);
    await expect(page.locator('.member-nickname')).toHaveText(username);
    const member = await storedUser(page);
    expect(member?.token).toMatch(/^[\w-]{40,}$/);

    // Log out: the token stops working.
    await page.locator('.member-menu .menu-toggle').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/user\/login(\?to=.*)?$/);
    const res = await page.request.get(`${mail.site.baseURL}/api/index/index?requiredLogin=1`, {
      headers: { 'ba-user-token': member?.token ?? '', server: 'true' },
    });
    expect((await res.json()).code).toBe(303);

    // Retrieve the password by e-mail code.
    await page.goto(`${mail.site.baseURL}/user/login`);
    await page.getByTestId('forgot-password').click();
    await expect(page).toHaveURL(/\/user\/login\?type=retrieve$/);
    await expect(page).toHaveTitle(text.retrieveTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.retrieveHeading);
    await page.getByLabel(text.viaEmail).check();
    await page.getByTestId('retrieve-account').fill(email);
    const resetCode = await mailedCode(page, lang, 'retrieve', email, false);
    await page.getByTestId('retrieve-captcha').fill(resetCode);
    await page.getByTestId('retrieve-password').fill('second-pass2');
    await page.getByTestId('retrieve-submit').click();
    await expect(page).toHaveURL(/\/user\/login\?changed=1$/);
    await expect(page.getByRole('status').filter({ hasText: text.changed })).toBeVisible();

    // The old password is refused; the new one logs in.
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('first-pass1');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/user\/login/);
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('second-pass2');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(MEMBER_AREA);
    await expect(page.locator('.member-nickname')).toHaveText(username);
  });
}

/**
 * A sub-account created with an e-mail address verified by a code (issue 10; design subaccounts §8.4), in both
 * languages: the address is checked before any captcha, the click captcha is solved, the code is read from a real SMTP
 * server, a wrong code stands beside its field with the choice kept, the right one creates the sub-account, which
 * then logs in with that address. Without JavaScript the e-mail and mobile choices are disabled and say why. A private
 * instance with its own mail server.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, islandAwake, LANGS, type TestLang, useLang } from './fixtures';
import { nextCaptcha, solveCaptcha } from './support/captcha';
import { codeOf, mailSiteForTheseTests } from './support/smtp';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const mail = mailSiteForTheseTests();
const PASSWORD = 'Contact-pass-2026';

const TEXT = {
  'zh-cn': { nickname: '孙悦', needEmail: '请输入邮箱', wrongCode: '验证码' },
  en: { nickname: 'Yue-Sun', needEmail: 'Enter your e-mail address', wrongCode: 'code' },
} as const;

async function loginAt(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${mail.site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

async function mailedCode(page: Page, email: string): Promise<string> {
  const before = mail.smtp.mails.length;
  const loaded = nextCaptcha(page);
  await page.getByTestId('subaccount-send').click();
  const id = await loaded;
  await expect(page.getByTestId('captcha-dialog')).toBeVisible();
  await solveCaptcha(page, mail.site, id);
  await expect(page.getByTestId('captcha-dialog')).toHaveCount(0);
  return codeOf(await mail.smtp.waitFor(email, before));
}

for (const lang of LANGS) {
  const tag = lang === 'en' ? 'en' : 'zh';
  test(`a sub-account with an e-mail verified by a code, which it then logs in with (${lang})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the desktop covers the form');
    const text = TEXT[lang as TestLang];
    const username = `mail_${tag}`;
    const email = `${username}@example.test`;
    await useLang(page, lang);
    await loginAt(page, 'demo', 'demo123456');
    await page.goto(`${mail.site.baseURL}/user/manage/subAccount/add`);
    await islandAwake(page, 'SubAccountContact');
    await page.getByTestId('subaccount-username').fill(username);
    await page.getByTestId('subaccount-nickname').fill(text.nickname);
    await page.getByTestId('subaccount-password').fill(PASSWORD);
    await page.getByTestId('subaccount-confirm-password').fill(PASSWORD);
    await page.getByTestId('subaccount-contact-email').check();
    await expectAccessible(page);

    // The address is checked before any captcha.
    await page.getByTestId('subaccount-send').click();
    await expect(page.getByTestId('captcha-dialog')).toHaveCount(0);
    await expect(page.locator('#field-email-error')).toHaveText(text.needEmail);
    await page.getByTestId('subaccount-email').fill(email);
    const code = await mailedCode(page, email);

    // A wrong code: beside its field, the choice and the address kept, nothing created.
    await page.getByTestId('subaccount-captcha').fill(code === '0000' ? '1111' : '0000');
    await page.getByTestId('subaccount-password').fill(PASSWORD);
    await page.getByTestId('subaccount-confirm-password').fill(PASSWORD);
    await page.getByTestId('subaccount-save').click();
    await expect(page.getByTestId('subaccount-captcha-error')).toContainText(text.wrongCode);
    await expect(page.getByTestId('subaccount-contact-email')).toBeChecked();
    await expect(page.getByTestId('subaccount-email')).toHaveValue(email);

    // The right code creates it; it logs in with its address.
    await page.getByTestId('subaccount-captcha').fill(code);
    await page.getByTestId('subaccount-password').fill(PASSWORD);
    await page.getByTestId('subaccount-confirm-password').fill(PASSWORD);
    await page.getByTestId('subaccount-save').click();
    await expect(page).toHaveURL(/\/user\/manage\/subAccount$/);
    await expect(page.getByTestId('team-row').filter({ hasText: username })).toContainText(email);
    const sub = await page.context().browser()?.newContext();
    if (!sub) throw new Error('no browser');
    const subPage = await sub.newPage();
    await loginAt(subPage, email, PASSWORD);
    await expect(subPage).toHaveURL(/\/user/);
    await sub.close();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the e-mail and mobile choices are disabled and say why; none posts', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop covers the form');
    await useLang(page, 'en');
    await loginAt(page, 'demo', 'demo123456');
    await page.goto(`${mail.site.baseURL}/user/manage/subAccount/add`);
    await expect(page.getByTestId('subaccount-contact-none')).toBeChecked();
    await expect(page.getByTestId('subaccount-contact-email')).toBeDisabled();
    await expect(page.getByTestId('subaccount-contact-needs-js')).toBeVisible();
  });
});

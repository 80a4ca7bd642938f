/**
 * The login page's three tabs on the shared server (login captcha off, e-mail and mobile offered): plain-link tab
 * switch, translated titles and headings, the channel radios, browser messages equal to the server's, and the
 * notes shown without JavaScript.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, islandsHydrated, LANGS, useLang } from './fixtures';
import { SIGNIN_TEXT } from './support/text';

for (const lang of LANGS) {
  const text = SIGNIN_TEXT[lang];

  test(`tabs are links; register and retrieve offer e-mail and mobile (${lang}) @phone`, async ({ page }) => {
    await useLang(page, lang);
    await page.goto('/user/login?to=%2Fuser%2Faccount%2Fprofile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginHeading);
    await expect(page.getByTestId('forgot-password')).toHaveText(text.forgot);
    await expect(page.getByTestId('register-link')).toHaveText(text.registerLink);
    // The `to` target is kept across tabs.
    await expect(page.getByTestId('register-link')).toHaveAttribute(
      'href',
      '/user/login?type=register&to=%2Fuser%2Faccount%2Fprofile',
    );

    await page.getByTestId('tab-register').click();
    await expect(page).toHaveTitle(text.registerTitle);
    await expect(page.getByTestId('tab-register')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel(text.viaEmail)).toBeChecked();
    await expect(page.getByTestId('register-email')).toBeVisible();
    await expect(page.getByTestId('register-mobile')).toBeHidden();
    // Switching the channel is the island's work: before hydration the click would be a plain radio change.
    await islandsHydrated(page);
    await page.getByLabel(text.viaMobile).check();
    await expect(page.getByTestId('register-mobile')).toBeVisible();
    await expect(page.getByTestId('register-email')).toBeHidden();
    await expect(page.getByTestId('register-send')).toHaveText(text.send);
    await expect(page.getByTestId('register-send')).toBeEnabled();
    await expectAccessible(page);

    await page.getByTestId('back-to-login').click();
    await page.getByTestId('forgot-password').click();
    await expect(page).toHaveTitle(text.retrieveTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.retrieveHeading);
    await expect(page.getByLabel(text.viaEmail)).toBeChecked();
    await expectAccessible(page);
  });
}

/** The visible inputs whose placeholder is wider than the room for text inside them, e.g. `username: … 383 > 254`. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('input[placeholder]:visible').evaluateAll((inputs) =>
    inputs.flatMap((input) => {
      const field = input as HTMLInputElement;
      const box = getComputedStyle(field);
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return ['no canvas'];
      canvas.font = getComputedStyle(field, '::placeholder').font || box.font;
      const room = field.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
      const needed = canvas.measureText(field.placeholder).width;
      return needed > room ? [`${field.name}: "${field.placeholder}" ${Math.ceil(needed)} > ${Math.floor(room)}`] : [];
    }),
  );
}

for (const lang of LANGS) {
  test(`every placeholder fits its field at 390 and 360 px, light and dark (${lang}) @phone`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone layout: the test sets the phone widths itself');
    await useLang(page, lang);
    for (const theme of ['light', 'dark']) {
      await page.context().addCookies([{ name: 'ba-theme', value: theme, domain: '127.0.0.1', path: '/' }]);
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        for (const tab of ['', '?type=register', '?type=retrieve']) {
          await page.goto(`/user/login${tab}`);
          const where = `${theme}, ${width} px, ${tab || 'login'}`;
          expect(await cutPlaceholders(page), where).toEqual([]);
          if (tab !== '?type=register') continue;
          // The mobile channel's fields show once chosen.
          await islandsHydrated(page);
          await page.getByLabel(SIGNIN_TEXT[lang].viaMobile).check();
          await expect(page.getByTestId('register-mobile')).toBeVisible();
          expect(await cutPlaceholders(page), `${where}, by mobile`).toEqual([]);
        }
      }
    }
  });
}

test('register validates as the person leaves a field, with the server messages', async ({ page, browser }) => {
  await page.goto('/user/login?type=register');
  await islandsHydrated(page);
  await page.getByTestId('register-username').fill('1bad');
  await page.getByTestId('register-password').focus();
  await expect(page.getByTestId('register-username-error')).toHaveText(SIGNIN_TEXT['zh-cn'].badAccount);

  // The same message from the server when JavaScript is off; the code step explains it needs JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/user/login?type=register');
  await expect(plain.getByTestId('code-needs-js')).toContainText(SIGNIN_TEXT['zh-cn'].codeNeedsJs);
  await expect(plain.getByTestId('register-send')).toBeDisabled();
  await plain.getByTestId('register-username').fill('1bad');
  await plain.getByTestId('register-submit').click();
  await expect(plain.getByTestId('register-username-error')).toHaveText(SIGNIN_TEXT['zh-cn'].badAccount);
  await expect(plain.getByTestId('register-username')).toHaveValue('1bad');
  await context.close();
});

test('a wrong code is refused with a translated message and the form keeps its values', async ({ page }) => {
  await useLang(page, 'en');
  await page.goto('/user/login?type=retrieve');
  await page.getByTestId('retrieve-account').fill('nobody@example.test');
  await page.getByTestId('retrieve-captcha').fill('ZZZZ');
  await page.getByTestId('retrieve-password').fill('another-pass1');
  await page.getByTestId('retrieve-submit').click();
  await expect(page).toHaveURL(/type=retrieve/);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByTestId('retrieve-account')).toHaveValue('nobody@example.test');
});

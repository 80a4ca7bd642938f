/** Signing in to the operator console as a person does, in a language, on an instance's origin. */
import type { Page } from '@playwright/test';
import type { TestLang } from '../fixtures';

/** The demo operators' password (src/demo/operators). */
export const OPERATOR_PASSWORD = 'admin123456';

export async function consoleSignIn(
  page: Page,
  baseURL: string,
  lang: TestLang,
  username: string,
  password = OPERATOR_PASSWORD,
): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  await page.goto(`${baseURL}/admin/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}

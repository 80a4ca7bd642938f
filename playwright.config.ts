import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';
import { E2E_SERVER_ENV } from './tests/e2e/support/serverEnv';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath: string | undefined = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  // The demo data the private instances copy instead of seeding each (tests/e2e/support/template.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI a stray test.only fails the run, and a failed test gets one retry: if it then passes, npm test lists it
  // as flaky (scripts/test-summary.mjs), neither passed nor failed.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  use: {
    baseURL,
    // The site's default language is zh-cn; a browser asking for Chinese sees it, as most visitors will.
    locale: 'zh-CN',
    // Recording a trace costs about a quarter of a test's time, so CI records one only when it retries a failed test
    // (kept whether the retry passes or fails); without CI (no retries) every test records and keeps it on failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], locale: 'zh-CN', viewport: { width: 1280, height: 800 } } },
    // The phone runs the tests tagged @phone, in the site's default language: a flow's English twin runs on the
    // desktop, and page-width.spec.ts fits every guest and member page to a phone's width in both languages.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], locale: 'zh-CN', viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      grepInvert: /\(en\)/,
    },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/serve-test.mjs`,
    url: `${baseURL}/api/index/index`,
    env: { ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath: string | undefined = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
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
    trace: 'retain-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], locale: 'zh-CN', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], locale: 'zh-CN', viewport: { width: 390, height: 844 } },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/serve-test.mjs`,
    url: `${baseURL}/api/index/index`,
    // scrypt at N = 2^14 instead of the production 2^17 (as the API suites): a login costs ~0.9 s of CPU at 2^17 on
    // a 2-core machine, and the flows log in dozens of times; password.test.ts checks the default.
    env: { PORT: String(port), HOST: '127.0.0.1', PASSWORD_SCRYPT_LOG_N: '14' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

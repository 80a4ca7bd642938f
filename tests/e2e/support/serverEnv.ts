/**
 * Settings every e2e site server starts with: the shared one (playwright.config.ts) and the private instances
 * (support/instance.ts).
 *
 * scrypt at N = 2^14 instead of the production 2^17, as in the API suites: a login costs ~0.9 s of CPU at 2^17 on a
 * 2-core machine and the flows log in dozens of times; password.test.ts checks the production default.
 */
export const E2E_SERVER_ENV: Readonly<Record<string, string>> = { PASSWORD_SCRYPT_LOG_N: '14' };

/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // API suites create their own databases; keep files isolated but allow parallel files.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { getViteConfig } from 'astro/config';

/**
 * Three projects (README "Tests"): `unit` — pure modules beside their code and the scripts' own tests, in Node;
 * `dom` — islands (`*.test.tsx`) and the browser modules whose test opens with `// @vitest-environment happy-dom`,
 * in happy-dom; `api` — the built-in API suites. `npm run test:unit` runs unit + dom, `npm run test:api` the API.
 */
const DOM_MARK = /^\s*\/\/\s*@vitest-environment\s+happy-dom\b/;
const domTests = globSync('src/**/*.test.ts')
  .filter((file) => DOM_MARK.test(readFileSync(file, 'utf8')))
  .map((file) => file.split('\\').join('/'))
  .sort();

export default getViteConfig({
  test: {
    // API suites create their own databases; keep files isolated but allow parallel files.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: domTests,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', ...domTests],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
        },
      },
    ],
  },
});

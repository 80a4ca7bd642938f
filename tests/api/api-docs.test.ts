/**
 * docs/api.md documents every call of the built-in API and the admin API: a route without its `### \`METHOD /api/…\``
 * (or `/admin/…`) heading fails, and so does a documented call that no route answers any more.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '~/server/handleAdmin';
import { routes } from '~/server/routes';

const HEADING = /^### `(GET|POST|PUT|DELETE) \/(api|admin)\/([^`\s?]+)`/gm;

/** Paths are matched as the router matches them: without regard to case. */
const key = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

const documented = new Set(
  [...readFileSync('docs/api.md', 'utf8').matchAll(HEADING)].map((m) => key(m[1] ?? '', `${m[2]}/${m[3]}`)),
);
const calls = (prefix: string, table: object) =>
  Object.entries(table).flatMap(([path, methods]) =>
    Object.keys(methods as object).map((method) => key(method, `${prefix}/${path}`)),
  );
const served = new Set([...calls('api', routes), ...calls('admin', adminRoutes)]);

describe('docs/api.md', () => {
  it('documents every route of src/server/routes.ts and src/server/handleAdmin.ts', () => {
    expect([...served].filter((call) => !documented.has(call))).toEqual([]);
  });
  it('documents no call that is gone', () => {
    expect([...documented].filter((call) => !served.has(call))).toEqual([]);
  });
  it('reads the headings it checks', () => {
    expect(documented.size).toBeGreaterThan(40);
  });
});

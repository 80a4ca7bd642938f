/**
 * docs/api.md documents every call of the built-in API: a route without its `### \`METHOD /api/…\`` heading fails,
 * and so does a documented call that no route answers any more.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '~/server/routes';

const HEADING = /^### `(GET|POST|PUT|DELETE) \/api\/([^`\s?]+)`/gm;

/** Paths are matched as the router matches them: without regard to case. */
const key = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

const documented = new Set(
  [...readFileSync('docs/api.md', 'utf8').matchAll(HEADING)].map((m) => key(m[1] ?? '', m[2] ?? '')),
);
const served = new Set(
  Object.entries(routes).flatMap(([path, methods]) => Object.keys(methods).map((method) => key(method, path))),
);

describe('docs/api.md', () => {
  it('documents every route of src/server/routes.ts', () => {
    expect([...served].filter((call) => !documented.has(call))).toEqual([]);
  });
  it('documents no call that is gone', () => {
    expect([...documented].filter((call) => !served.has(call))).toEqual([]);
  });
  it('reads the headings it checks', () => {
    expect(documented.size).toBeGreaterThan(40);
  });
});

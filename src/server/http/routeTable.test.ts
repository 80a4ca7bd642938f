/**
 * The route table is checked against the contract (src/contract/calls.ts) when the project compiles (`npm run
 * check`): the `@ts-expect-error` lines below stop compiling if a wrong answer, an unknown route or a missing
 * method ever passes. At run time: every route the table holds answers with a handler.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '~/server/routes';
import { ok } from './envelope';
import type { ModuleRoutes, Reply } from './router';

const wrongAnswer: ModuleRoutes = {
  // @ts-expect-error hotel/city answers cities, not a sentence
  'hotel/city': { GET: async () => ok('Shanghai') },
};
const unknownRoute: ModuleRoutes = {
  // @ts-expect-error the contract has no hotel/reviews call
  'hotel/reviews': { GET: async () => ok(null) },
};
const missingMethod: ModuleRoutes = {
  // @ts-expect-error cms/comment answers GET (own comments) and POST (a new comment)
  'cms/comment': { GET: async () => ok({ list: [], total: 0 }) },
};
async function logoutAnswer(): Reply<'user/logout'> {
  // @ts-expect-error user/logout answers null
  return ok({ token: '' });
}

// Read, so the checks above count as used: they do their work when the file compiles.
void [wrongAnswer, unknownRoute, missingMethod, logoutAnswer];

describe('the route table', () => {
  it('holds a handler for each method of each route', () => {
    const entries = Object.entries(routes);
    expect(entries.length).toBeGreaterThan(50);
    for (const [key, methods] of entries) {
      expect(key).toBe(key.toLowerCase());
      const handlers = Object.values(methods);
      expect(handlers.length).toBeGreaterThan(0);
      for (const handler of handlers) expect(typeof handler).toBe('function');
    }
  });
});

/**
 * Answers that are the same for every guest (the site bootstrap `index/index`, the login page's `user/checkIn`),
 * kept in this process's memory for a few seconds, parsed, per API, language, host and scheme.
 *
 * The HTTP cache in `httpCache.server.ts` already spares the API, but every hit still pays a whole fetch (request,
 * headers, body stream, JSON parse). Under guest traffic these two calls were most of a page's cost, and against a
 * BuildAdmin backend every call also counts against its per-IP throttle. Only successful answers are kept; callers
 * waiting on a shared call that failed make their own call, so each request still sees its own error and notice.
 * A kept answer is frozen: a page that tried to change it would throw instead of changing it for everyone.
 */
import { LRUCache } from 'lru-cache';
import { type ApiEnvelope, CODE_SUCCESS } from '~/lib/api/types';

/** How long a guest answer is reused. The built-in API lets shared caches keep them for 10 s (`max-age=10`). */
export const GUEST_ANSWER_TTL_MS = 5_000;

type Answer = ApiEnvelope<unknown>;

// The wall clock (rather than `performance.now()`), which tests can move.
const answers = new LRUCache<string, Promise<Answer>>({
  max: 256,
  ttl: GUEST_ANSWER_TTL_MS,
  perf: { now: () => Date.now() },
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The guest answer stored under `key`, or `load()`'s answer, stored when it is a success. */
export async function sharedGuestAnswer<T>(key: string, load: () => Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>> {
  const pending = answers.get(key) as Promise<ApiEnvelope<T>> | undefined;
  if (pending) {
    const shared = await pending.catch(() => undefined);
    if (shared?.code === CODE_SUCCESS) return shared;
    return load();
  }
  const mine = load().then(
    (answer) => {
      if (answer.code === CODE_SUCCESS) deepFreeze(answer);
      else if (answers.get(key) === mine) answers.delete(key);
      return answer;
    },
    (error: unknown) => {
      if (answers.get(key) === mine) answers.delete(key);
      throw error;
    },
  );
  answers.set(key, mine);
  return mine;
}

/** Forgets every kept answer (tests; a future admin change hook). */
export function clearGuestAnswers(): void {
  answers.clear();
}

/** Verification codes under parallel guesses: at most five tries, single use, case-insensitive, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeKey, consumeCode, issueCode, MAX_CODE_ATTEMPTS } from '~/server/codes/codes';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

const now = () => Math.floor(Date.now() / 1000);
const EVENT = 'user_register';

describe.each(ENGINES)('verification code tries in parallel (%s)', (engine) => {
  let t: TestDatabase;
  let seq = 0;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  /** A fresh target with a known code. */
  const fresh = async () => {
    const target = `race${++seq}-${engine}@example.com`;
    const code = await issueCode(t.db, target, EVENT, now() - 120);
    if (!code) throw new Error('not issued');
    return { target, code };
  };
  /** One guess in its own transaction, as the endpoints run it. */
  const guess = (target: string, answer: string) =>
    t.db.transaction().execute((trx) => consumeCode(trx, target, EVENT, answer, now()));
  const attempts = async (target: string) =>
    (
      await t.db
        .selectFrom('verification_code')
        .select('attempts')
        .where('key', '=', codeKey(target, EVENT))
        .executeTakeFirst()
    )?.attempts;

  it('counts every one of parallel wrong guesses', async () => {
    const { target, code } = await fresh();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    const results = await Promise.all(Array.from({ length: MAX_CODE_ATTEMPTS - 2 }, () => guess(target, wrong)));
    expect(results.every((r) => r === false)).toBe(true);
    expect(Number(await attempts(target))).toBe(MAX_CODE_ATTEMPTS - 2);
    expect(await guess(target, code.toLowerCase())).toBe(true);
    expect(await attempts(target)).toBeUndefined();
  });

  it('a burst of wrong guesses voids the code: the right one afterwards fails', async () => {
    const { target, code } = await fresh();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    const results = await Promise.all(Array.from({ length: 30 }, () => guess(target, wrong)));
    expect(results.filter(Boolean)).toHaveLength(0);
    expect(await attempts(target)).toBeUndefined();
    expect(await guess(target, code)).toBe(false);
  });

  it('the right code among many parallel guesses wins at most once, within the five tries', async () => {
    const { target, code } = await fresh();
    // 29 wrong guesses go first; the right one, last, comes after the code has used its five tries.
    const answers = [...Array.from({ length: 29 }, (_, i) => `W${String(i).padStart(3, '0')}`), code];
    const results = await Promise.all(answers.map((answer) => guess(target, answer)));
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(results.at(-1)).toBe(false);
  });

  it('of parallel right answers exactly one wins', async () => {
    const { target, code } = await fresh();
    const results = await Promise.all([code, code.toLowerCase(), ` ${code} `].map((answer) => guess(target, answer)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await guess(target, code)).toBe(false);
  });
});

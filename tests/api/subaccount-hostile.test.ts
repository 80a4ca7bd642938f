/**
 * Junk for every parameter of every `subAccount/*` call (docs/design/subaccounts.md §11): generated and hand-picked
 * values, as JSON, form fields and query keys. The answer is always the envelope (code 0, or 1 for a value that
 * happens to be valid), never a 500, and never touches another main account's team.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, createSubAccount, loginAs } from './subaccount-support';

privateDataDir('subaccount-hostile');

const JUNK: unknown[] = [
  '*',
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e9',
  '99999999999999999999',
  "1' or '1'='1",
  '%',
  '_',
  '\u0000\u0007',
  'a'.repeat(5000),
  [],
  [[1]],
  { a: 1 },
  null,
  true,
  -3,
  2 ** 53,
  Array.from({ length: 10_000 }, (_, i) => i + 1),
];
const junkArb = fc.oneof(fc.constantFrom(...JUNK), fc.jsonValue(), fc.string(), fc.integer());

const CALLS = [
  {
    path: 'add',
    method: 'POST',
    fields: ['username', 'nickname', 'password', 'contact_type', 'email', 'mobile', 'captcha', 'status', 'rules'],
  },
  { path: 'edit', method: 'POST', fields: ['id', 'nickname', 'status', 'rules'] },
  { path: 'password', method: 'POST', fields: ['id', 'password', 'confirmPassword'] },
  { path: 'del', method: 'POST', fields: ['ids'] },
  { path: 'edit', method: 'GET', fields: ['id'] },
  {
    path: 'index',
    method: 'GET',
    fields: ['quickSearch', 'order', 'page', 'limit', 'select', 'initValue', 'search[0][field]', 'search[0][val]'],
  },
  { path: 'rules', method: 'GET', fields: ['x'] },
] as const;

describe.each(ENGINES)('hostile input to the sub-account calls (%s)', (engine) => {
  let t: TestDatabase;
  let token: string;
  let otherSub: number;
  let snapshot: () => Promise<unknown>;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    await createMember(t.db, 'host_a');
    const other = await createMember(t.db, 'host_b');
    otherSub = await createSubAccount(t.db, other, 'host_b_sub', [1, 3]);
    token = (await loginAs(t.db, 'host_a', '10.70.0.1')).token;
    snapshot = () =>
      t.db
        .selectFrom('user')
        .select(['id', 'username', 'nickname', 'status', 'password', 'delete_time', 'parent_id'])
        .where('id', '=', otherSub)
        .executeTakeFirst();
  });
  afterAll(async () => t.cleanup());

  const send = (path: string, method: string, params: Record<string, unknown>) => {
    if (method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      );
      return call(t.db, `/api/subAccount/${path}?${query}`, { token, lang: 'en' });
    }
    return call(t.db, `/api/subAccount/${path}`, { body: params, token, lang: 'en' });
  };

  it.each(CALLS)('$method $path answers junk with the envelope, never a 500', async ({ path, method, fields }) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields), junkArb, { maxKeys: fields.length }),
        async (params) => {
          await t.db.deleteFrom('rate_limit').execute();
          const res = await send(path, method, params);
          expect(res.status).toBe(200);
          expect([0, 1]).toContain(res.body.code);
          expect(JSON.stringify(res.body)).not.toContain('host_b_sub');
        },
      ),
      { numRuns: 40 },
    );
    for (const field of fields) {
      for (const value of JUNK) {
        const res = await send(path, method, { [field]: value, ...(field === 'id' ? {} : { id: otherSub }) });
        expect(res.status, `${field}=${String(value).slice(0, 20)}`).toBe(200);
        expect([0, 1]).toContain(res.body.code);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('mass-assignment keys never reach a row', async () => {
    const res = await call<{ id: number }>(t.db, '/api/subAccount/add', {
      body: {
        username: 'host_mass',
        nickname: 'N',
        password: 'Team-pass-1',
        parent_id: otherSub,
        group_id: 99,
        money: 100_000,
        score: 7,
        delete_time: 1,
        id: 1,
      },
      token,
      lang: 'en',
    });
    expect(res.body.code).toBe(1);
    const row = await t.db.selectFrom('user').selectAll().where('username', '=', 'host_mass').executeTakeFirstOrThrow();
    const main = await t.db.selectFrom('user').selectAll().where('username', '=', 'host_a').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: main.id, group_id: main.group_id, money: 0, score: 0, delete_time: null });
    expect(row.id).not.toBe(1);
  });
});

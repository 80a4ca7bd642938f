/**
 * The first operator on both engines, on a database without the demo: the setup link (one hour, single use, none
 * once an operator exists, one operator even when two links are used at once) and `npm run operator` (add,
 * password, list), every write in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFirstOperator,
  issueSetupLink,
  SETUP_LINK_SECONDS,
  setupTokenUsable,
} from '~/server/admin/firstOperator';
import { verifyPassword } from '~/server/auth/password';
import { runOperatorCommand } from '~/server/cli/operatorCommand';
import { createDatabase, type Database } from '~/server/database';
import { translators } from '~/server/i18n';
import { createEmptyDatabase, ENGINES } from './helpers';

const NOW = Math.floor(Date.now() / 1000);
const actor = { adminId: 0, username: 'setup link', ip: '10.1.1.1', userAgent: 'test', url: '/admin/setup' };
const tokenOf = (link: string | undefined) => new URL(link ?? '', 'http://x').searchParams.get('token') ?? '';

describe.each(ENGINES)('first operator (%s)', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const empty = await createEmptyDatabase(engine);
    drop = empty.drop;
    db = await createDatabase({ ...empty.options, demo: undefined });
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('asks the roles that move money for a second factor, the demo aside', async () => {
    const groups = await db.selectFrom('admin_group').select(['id', 'require_2fa']).orderBy('id').execute();
    expect(groups.filter((group) => group.require_2fa === 1).map((group) => group.id)).toEqual([1, 5]);
  });

  it('makes one operator from two links used at the same moment, then no link at all', async () => {
    const links = [await issueSetupLink(db, NOW), await issueSetupLink(db, NOW)];
    expect(links[0]).toMatch(/^\/admin\/setup\?token=[\w-]{43}$/);
    const [a, b] = links.map(tokenOf) as [string, string];
    expect(await setupTokenUsable(db, a, NOW)).toBe(true);
    expect(await setupTokenUsable(db, a, NOW + SETUP_LINK_SECONDS)).toBe(false);
    expect(
      await createFirstOperator(db, { username: 'x', nickname: 'x', password: 'abc123' }, 'nope', actor, NOW),
    ).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
    const results = await Promise.all([
      createFirstOperator(db, { username: 'owner', nickname: 'Owner', password: 'first-pass1' }, a, actor, NOW),
      createFirstOperator(db, { username: 'rival', nickname: 'Rival', password: 'first-pass2' }, b, actor, NOW),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const operators = await db.selectFrom('admin').select(['username']).execute();
    expect(operators).toHaveLength(1);
    const groups = await db.selectFrom('admin_group_access').select('group_id').execute();
    expect(groups).toEqual([{ group_id: 1 }]);
    expect(await setupTokenUsable(db, a, NOW)).toBe(false);
    expect(await setupTokenUsable(db, b, NOW)).toBe(false);
    expect(await issueSetupLink(db, NOW)).toBeUndefined();
    const entry = await db
      .selectFrom('admin_log')
      .selectAll()
      .where('title', '=', 'Add operator')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ admin_id: 0, username: 'setup link', ip: '10.1.1.1' });
    expect(entry.after).not.toContain('first-pass');
  });

  it('adds operators from the command line with a password asked for, and never an argument', async () => {
    const out: string[] = [];
    const answers = ['desk-pass1', 'desk-pass1'];
    const io = {
      out: (line: string) => out.push(line),
      readPassword: async () => answers.shift() ?? '',
      tv: translators('en').tv,
      now: NOW,
    };
    expect(await runOperatorCommand(db, ['add', 'desk', '--group', 'front-desk', '--nickname', 'Desk'], io)).toBe(0);
    expect(out.at(-1)).toContain('"desk"');
    const desk = await db.selectFrom('admin').selectAll().where('username', '=', 'desk').executeTakeFirstOrThrow();
    expect(await verifyPassword('desk-pass1', desk.password)).toBe(true);
    expect(await runOperatorCommand(db, ['add', 'DESK'], { ...io, readPassword: async () => 'x12345' })).toBe(1);
    expect(out.at(-1)).toContain('exists already');
    expect(await runOperatorCommand(db, ['add', 'bad name!'], io)).toBe(1);
    expect(await runOperatorCommand(db, ['add', 'someone', '--group', 'janitor'], io)).toBe(2);
    const mismatch = ['one-pass1', 'two-pass2'];
    expect(
      await runOperatorCommand(db, ['add', 'someone'], { ...io, readPassword: async () => mismatch.shift() ?? '' }),
    ).toBe(1);
    expect(
      await db.selectFrom('admin').select('id').where('username', '=', 'someone').executeTakeFirst(),
    ).toBeUndefined();

    const renew = ['new-pass22', 'new-pass22'];
    expect(
      await runOperatorCommand(db, ['password', 'desk'], { ...io, readPassword: async () => renew.shift() ?? '' }),
    ).toBe(0);
    const changed = await db
      .selectFrom('admin')
      .select('password')
      .where('username', '=', 'desk')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('new-pass22', changed.password)).toBe(true);

    out.length = 0;
    expect(await runOperatorCommand(db, ['list'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/(owner|rival)\tenabled\tsuper-admin[\s\S]*desk\tenabled\tfront-desk/);
    expect(await runOperatorCommand(db, [], io)).toBe(2);

    const entries = await db.selectFrom('admin_log').selectAll().where('username', '=', 'command line').execute();
    expect(entries.map((row) => row.title)).toEqual(['Add operator', 'Reset password']);
    const written = entries.map((row) => `${row.data}${row.before}${row.after}`).join('');
    expect(written).toContain('"password":"***"');
    expect(written).not.toMatch(/desk-pass1|new-pass22/);
  });
});

/**
 * The operators' tables on both engines (migration 0026, docs/design/operators.md §2): the built-in groups in both
 * languages, operator names unique ignoring case, a group's members and hotels going with it, and an audit log the
 * database keeps unedited.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '~/server/auth/password';
import type { Database } from '~/server/database';
import { engineOf } from '~/server/db';
import { migrationProvider } from '~/server/migrations';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

const NOW = 1_800_000_000;

describe.each(ENGINES)('operator tables (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let password: string;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    password = await hashPassword('not-a-known-password-1');
  });
  afterAll(() => test.cleanup());

  const addOperator = (username: string) =>
    db
      .insertInto('admin')
      .values({ username, password, create_time: NOW, update_time: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('holds the five built-in groups, named in both languages, each but the super admin with the audit log and its part of the orders desk', async () => {
    const groups = await db
      .selectFrom('admin_group')
      .leftJoin('translation', (join) =>
        join
          .on('translation.scope', '=', 'admin_group')
          .on('translation.field', '=', 'name')
          .on('translation.lang', '=', 'en')
          .onRef('translation.ref', '=', sql`cast(admin_group.id as varchar(50))`),
      )
      .select(['admin_group.id', 'admin_group.name', 'translation.value as en', 'rules', 'require_2fa', 'status'])
      .orderBy('admin_group.id')
      .execute();
    const ids = async (names: string[]) => {
      const rows = await db.selectFrom('admin_rule').select(['id', 'name']).where('name', 'in', names).execute();
      expect(rows).toHaveLength(names.length);
      return names.map((name) => rows.find((row) => row.name === name)?.id).join(',');
    };
    const auditLog = await ids(['auth', 'auth/adminLog', 'auth/adminLog/index']);
    const desk = (actions: string[]) =>
      ids([
        'dashboard',
        'dashboard/index',
        'hotel',
        'hotel/order',
        ...actions.map((action) => `hotel/order/${action}`),
      ]);
    const frontDesk = await desk(['index', 'edit', 'confirm', 'checkIn', 'noShow', 'complete', 'cancel']);
    const revenue = await desk(['index', 'edit', 'export']);
    const finance = await desk(['index', 'edit', 'refund', 'settle', 'invoice', 'export']);
    const membersRead = await ids(['user', 'user/user', 'user/user/index']);
    const memberReset = await ids(['user/user/resetPassword']);
    const ratesRead = await ids(['hotel/rate', 'hotel/rate/hotels', 'hotel/rate/index']);
    const rates = await ids([
      'hotel/rate',
      'hotel/rate/hotels',
      'hotel/rate/index',
      'hotel/rate/preview',
      'hotel/rate/save',
      'hotel/plan/index',
      'hotel/plan/edit',
      'hotel/rate/export',
      'hotel/rate/import',
      'hotel/hotel',
      'hotel/hotel/index',
      'hotel/hotel/options',
      'hotel/hotel/add',
      'hotel/hotel/edit',
      'hotel/roomtype/index',
      'hotel/roomtype/add',
      'hotel/roomtype/edit',
      'hotel/city/index',
      'hotel/city/add',
      'hotel/city/edit',
    ]);
    const membersMoney = await ids([
      'user',
      'user/user',
      'user/user/index',
      'user/moneyLog',
      'user/moneyLog/index',
      'user/moneyLog/add',
      'user/scoreLog',
      'user/scoreLog/index',
      'user/scoreLog/add',
    ]);
    expect(
      groups.map(({ id, name, en, rules, require_2fa, status }) => [id, name, en, rules, require_2fa, status]),
    ).toEqual([
      // The demo's super admin signs in without a second factor (src/demo/operators); the migration asks for it.
      [1, '超级管理员', 'Super admin', '*', 0, '1'],
      [2, '前台', 'Front desk', `${auditLog},${frontDesk},${membersRead},${memberReset},${ratesRead}`, 0, '1'],
      [3, '收益经理', 'Revenue manager', `${auditLog},${revenue},${rates}`, 0, '1'],
      [4, '内容编辑', 'Content editor', auditLog, 0, '1'],
      [5, '财务', 'Finance', `${auditLog},${finance},${membersMoney}`, 1, '1'],
    ]);
  });

  it('refuses a second operator whose name differs only in case', async () => {
    await addOperator('FrontDesk2');
    await expect(addOperator('frontdesk2')).rejects.toThrow();
  });

  it('removes an operator’s group memberships with the operator, and a group’s hotels with the group', async () => {
    const { id } = await addOperator('night-desk');
    await db.insertInto('admin_group_access').values({ uid: id, group_id: 2 }).execute();
    const group = await db
      .insertInto('admin_group')
      .values({ name: '上海前台', create_time: NOW, update_time: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(group.id).toBeGreaterThan(5);
    await db.insertInto('admin_group_hotel').values({ group_id: group.id, hotel_id: 1 }).execute();
    await db.deleteFrom('admin').where('id', '=', id).execute();
    await db.deleteFrom('admin_group').where('id', '=', group.id).execute();
    expect(await db.selectFrom('admin_group_access').selectAll().where('uid', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('admin_group_hotel').selectAll().where('group_id', '=', group.id).execute()).toEqual([]);
  });

  it('keeps the audit log as written: an entry can be added, never changed or removed', async () => {
    const entry = await db
      .insertInto('admin_log')
      .values({
        admin_id: 1,
        username: 'admin',
        url: '/admin/hotel.Order/confirm',
        title: 'Confirm',
        target: 'hotel_order:1',
        before: '{"status":"paid"}',
        after: '{"status":"confirmed"}',
        ip: '127.0.0.1',
        create_time: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable('admin_log').set({ title: 'Nothing happened' }).where('id', '=', entry.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('admin_log').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    if (engineOf(db) === 'postgres') {
      await expect(sql`truncate table admin_log`.execute(db)).rejects.toThrow(/append-only/);
    }
    const kept = await db.selectFrom('admin_log').select(['title', 'after']).where('id', '=', entry.id).execute();
    expect(kept).toEqual([{ title: 'Confirm', after: '{"status":"confirmed"}' }]);
  });

  it('migration 0026 takes its tables and the groups’ names away, and brings them back', async () => {
    const own = await setupDatabase(engine);
    try {
      const migrator = new Migrator({ db: own.db, provider: migrationProvider(engineOf(own.db)) });
      expect((await migrator.migrateTo('0025_hotel_search_bounds')).error).toBeUndefined();
      await expect(own.db.selectFrom('admin_log').select('id').execute()).rejects.toThrow();
      const names = await own.db.selectFrom('translation').select('ref').where('scope', '=', 'admin_group').execute();
      expect(names).toEqual([]);
      expect((await migrator.migrateTo('0026_operators')).error).toBeUndefined();
      const groups = await own.db.selectFrom('admin_group').select('id').orderBy('id').execute();
      expect(groups.map((group) => group.id)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await own.cleanup();
    }
  });
});

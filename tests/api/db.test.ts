/** Database lifecycle: migrations and seeding are idempotent and safe when started concurrently. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATORS, DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import { READERS } from '~/demo/content/articles';
import { DEMO_TEAM } from '~/demo/members/team';
import { verifyPassword } from '~/server/auth/password';
import { closeDb, createDatabase, type Database, getDb } from '~/server/database';
import { type DatabaseOptions, engineOf, openDatabase, optionsFromEnv, SQLITE_FILE_NAME } from '~/server/db';
import { writeSearchRow } from '~/server/db/fulltext';
import { migrateDatabase, migrationProvider } from '~/server/migrations';
import { FACILITY_CODES } from '~/server/modules/hotel/facilities';
import { DEFAULT_RULES, HOTEL_NAV_RULE, insertRules } from '~/server/setup/rules';
import { DEFAULT_SETTINGS } from '~/server/setup/settings';
import { createEmptyDatabase, ENGINES, setupDatabase, userRow } from './helpers';

/** The operators' rules so far: the audit log's menu, page and call (0027); the dashboard's menu and call, the orders
 * desk's menu and 11 calls (0028); the members' menu, its three pages and six calls (0029); the operators', roles'
 * and permissions' pages and their 10 calls (0030); a member's password-reset code (0032); the rates' menu and its
 * four calls (0034); the rate plans' and rate sheets' four calls (0036); the hotels' menu and its ten calls
 * (0037). */
const OPERATOR_RULES = 3 + 2 + 13 + 10 + 13 + 1 + 5 + 4 + 11;
/** The built-in operator groups (migration 0026): super admin, front desk, revenue manager, content editor, finance. */
const OPERATOR_GROUPS = 5;

/** A database migrated to the latest schema and nothing else: no defaults, no demo. */
async function migratedOnly(options: DatabaseOptions): Promise<Database> {
  const db = await openDatabase(options);
  await migrateDatabase(db, engineOf(db));
  return db;
}

async function counts(db: Database) {
  const count = async (
    table: 'user' | 'user_rule' | 'user_group' | 'config' | 'translation' | 'admin' | 'admin_group',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    user: await count('user'),
    user_rule: await count('user_rule'),
    user_group: await count('user_group'),
    config: await count('config'),
    translation: await count('translation'),
    admin: await count('admin'),
    admin_group: await count('admin_group'),
  };
}

describe.each(ENGINES)('database lifecycle (%s)', (engine) => {
  it('knows the engine of a transaction as of its database (row locks depend on it)', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await createDatabase({ ...options, demo: {} });
    try {
      expect(engineOf(db)).toBe(engine);
      await db.transaction().execute(async (trx) => {
        expect(engineOf(trx as typeof db)).toBe(engine);
      });
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it('migrates and seeds once, even when opened concurrently', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const opened: Database[] = [];
    try {
      // Several independent connections race on an empty database (like processes starting together). In one
      // process better-sqlite3 would block the thread while waiting for a lock, so waits are async retries here.
      const racing = { ...options, busyTimeoutMs: 0, demo: {} };
      opened.push(...(await Promise.all([1, 2, 3, 4].map(() => createDatabase(racing)))));
      opened.push(await createDatabase({ ...options, demo: {} }));
      const [first] = opened as [Database];
      expect(await counts(first)).toEqual({
        // the demo member, its team and the news site's four readers
        user: 1 + DEMO_TEAM.length + Object.keys(READERS).length,
        user_rule: DEFAULT_RULES.length,
        user_group: 1,
        // DEFAULT_SETTINGS plus user_login_captcha from the demo (members/membership.ts)
        config: 24,
        // the rules' English titles, one setting's, the built-in operator groups' names and operator rules' titles
        translation: DEFAULT_RULES.length + 1 + OPERATOR_GROUPS + OPERATOR_RULES,
        // the demo's operators
        admin: DEMO_OPERATORS.length,
        admin_group: OPERATOR_GROUPS,
      });
      const demo = await first
        .selectFrom('user')
        .selectAll()
        .where('username', '=', DEMO_USERNAME)
        .executeTakeFirstOrThrow();
      expect(demo.password).toMatch(/^scrypt\$/);
      expect(await verifyPassword(DEMO_PASSWORD, demo.password)).toBe(true);
      expect(typeof demo.money).toBe('number');
      expect(typeof demo.join_time).toBe('number');

      // Identity sequences continue after the seeded ids.
      const now = Math.floor(Date.now() / 1000);
      const inserted = await first
        .insertInto('user_rule')
        .values({
          pid: 0,
          type: 'route',
          title: 't',
          name: 'n',
          path: 'p',
          icon: '',
          menu_type: 'tab',
          url: '',
          component: '',
          no_login_valid: 1,
          extend: 'none',
          remark: '',
          weigh: 0,
          status: '1',
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBe(Math.max(...DEFAULT_RULES.map((rule) => rule.id)) + 1);
    } finally {
      await Promise.all(opened.map((db) => db.destroy()));
      await drop();
    }
  });

  it('sets up a database without the demo: rules, settings and facilities, and no member', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const opened: Database[] = [];
    try {
      const racing = { ...options, busyTimeoutMs: 0 };
      opened.push(...(await Promise.all([1, 2, 3].map(() => createDatabase(racing)))));
      const [first] = opened as [Database];
      expect(await counts(first)).toEqual({
        user: 0,
        user_rule: DEFAULT_RULES.length,
        user_group: 1,
        config: Object.keys(DEFAULT_SETTINGS).length,
        translation: DEFAULT_RULES.length + 1 + OPERATOR_GROUPS + OPERATOR_RULES,
        // The built-in operator groups, and no operator: nobody holds a known password.
        admin: 0,
        admin_group: OPERATOR_GROUPS,
      });
      const facilities = await first.selectFrom('facility').select('code').orderBy('id').execute();
      expect(facilities.map((row) => row.code)).toEqual([...FACILITY_CODES]);
      for (const table of ['hotel', 'car', 'cms_article', 'hotel_order'] as const) {
        const row = await first
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(0);
      }
      // The login captcha is the contract's default (asked) without the demo's setting.
      const captcha = await first
        .selectFrom('config')
        .select('value')
        .where('name', '=', 'user_login_captcha')
        .execute();
      expect(captcha).toEqual([]);
      // The demo comes later on the same database only when asked (DEMO=on), and keeps the defaults as they were.
      opened.push(await createDatabase({ ...options, demo: {} }));
      expect((await counts(first)).user_rule).toBe(DEFAULT_RULES.length);
      expect((await counts(first)).user).toBeGreaterThan(0);
    } finally {
      await Promise.all(opened.map((db) => db.destroy()));
      await drop();
    }
  });

  it('enforces unique usernames and non-empty e-mails/mobiles', async () => {
    // A freshly seeded database: a copy of the run's template.
    const { db, cleanup } = await setupDatabase(engine);
    try {
      await db
        .insertInto('user')
        .values(userRow({ username: 'a1' }))
        .execute();
      await db
        .insertInto('user')
        .values(userRow({ username: 'a2' }))
        .execute();
      await expect(
        db
          .insertInto('user')
          .values(userRow({ username: 'a1' }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('user')
          .values(userRow({ username: 'a3', email: 'demo@example.com', mobile: '' }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('user')
          .values(userRow({ username: 'a4', email: '', mobile: '13800138000' }))
          .execute(),
      ).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });

  it('migration 0006 turns the demo member’s seeded log texts into event codes, and back', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      expect((await migrator.migrateTo('0005_token_family')).error).toBeUndefined();
      const ids = await db
        .insertInto('user')
        .values([userRow({ username: DEMO_USERNAME }), userRow({ username: 'alice' })])
        .returning('id')
        .execute();
      const [demoId, aliceId] = ids.map((row) => row.id) as [number, number];
      const entry = (user_id: number, memo: string) => ({ user_id, before: 0, after: 1, memo, create_time: 1 });
      await db
        .insertInto('user_money_log')
        .values([
          { ...entry(demoId, '在线充值'), money: 1 },
          { ...entry(demoId, '手工调整'), money: 1 },
          { ...entry(aliceId, '在线充值'), money: 1 },
        ])
        .execute();
      await db
        .insertInto('user_score_log')
        .values([
          { ...entry(demoId, '取消订单扣回积分'), score: 1 },
          { ...entry(aliceId, '评论奖励积分'), score: 1 },
        ])
        .execute();
      const memos = async () => ({
        money: (await db.selectFrom('user_money_log').select(['user_id', 'memo']).orderBy('id').execute()).map(
          (row) => [row.user_id, row.memo],
        ),
        score: (await db.selectFrom('user_score_log').select(['user_id', 'memo']).orderBy('id').execute()).map(
          (row) => [row.user_id, row.memo],
        ),
      });
      const before = await memos();
      await migrateDatabase(db, engineOf(db));
      expect(await memos()).toEqual({
        money: [
          [demoId, 'event:top_up'],
          [demoId, '手工调整'],
          [aliceId, '在线充值'],
        ],
        score: [
          [demoId, 'event:booking_points_reversed'],
          [aliceId, '评论奖励积分'],
        ],
      });
      // Down to 0005 (later migrations, such as the hotel catalogue, go down first and come back up cleanly).
      expect((await migrator.migrateTo('0005_token_family')).error).toBeUndefined();
      expect(await memos()).toEqual(before);
      await migrateDatabase(db, engineOf(db));
      expect(await db.selectFrom('hotel_night').select('hotel_id').limit(1).execute()).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it('migration 0008 adds the sealed successor of a rotated refresh token, and takes it away', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      const row = { type: 'user-refresh' as const, user_id: 1, create_time: 1, expire_time: 2, family: 'f' };
      await db
        .insertInto('token')
        .values({ ...row, token: 'a', rotated_time: 1, successor: 'sealed' })
        .execute();
      expect((await migrator.migrateTo('0006_log_event_memos')).error).toBeUndefined();
      expect(await db.selectFrom('token').select('token').execute()).toEqual([{ token: 'a' }]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('token').select(['token', 'successor']).execute()).toEqual([
        { token: 'a', successor: null },
      ]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe.each(ENGINES)('migration 0009 (%s)', (engine) => {
  it('adds the booking rule to a database seeded before it, with its English title, and takes it away', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      expect((await migrator.migrateTo('0008_token_successor')).error).toBeUndefined();
      const now = 1;
      await db
        .insertInto('user_rule')
        .values({
          pid: 0,
          type: 'menu_dir',
          title: '我的账户',
          name: 'account',
          path: 'account',
          icon: '',
          menu_type: 'tab',
          url: '',
          component: '',
          no_login_valid: 0,
          extend: 'none',
          remark: '',
          weigh: 0,
          status: '1',
          create_time: now,
          update_time: now,
        })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rule = await db
        .selectFrom('user_rule')
        .selectAll()
        .where('name', '=', 'order/hotel')
        .executeTakeFirstOrThrow();
      expect(rule).toMatchObject({ title: '酒店订单', status: '1' });
      const english = await db
        .selectFrom('translation')
        .select('value')
        .where('scope', '=', 'user_rule')
        .where('ref', '=', String(rule.id))
        .executeTakeFirstOrThrow();
      expect(english.value).toBe('Hotel orders');
      // 0011 made it the menu entry of /user/order/hotel under "My orders"; down restores the route rule.
      const group = await db.selectFrom('user_rule').selectAll().where('name', '=', 'order').executeTakeFirstOrThrow();
      expect(group).toMatchObject({ id: 13, type: 'menu_dir', title: '我的订单', pid: 0 });
      expect(rule).toMatchObject({ type: 'menu', path: 'order/hotel', pid: group.id, extend: 'none' });
      expect((await migrator.migrateTo('0010_hotel_nav')).error).toBeUndefined();
      expect(
        await db.selectFrom('user_rule').select(['pid', 'type', 'path', 'extend']).where('id', '=', rule.id).execute(),
      ).toEqual([{ pid: 0, type: 'route', path: '', extend: 'add_rules_only' }]);
      expect(await db.selectFrom('user_rule').select('id').where('name', '=', 'order').execute()).toEqual([]);
      expect((await migrator.migrateTo('0008_token_successor')).error).toBeUndefined();
      expect(await db.selectFrom('user_rule').select('name').execute()).toEqual([{ name: 'account' }]);
      expect(await db.selectFrom('translation').select('ref').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe.each(ENGINES)('migration 0012 (%s)', (engine) => {
  it('makes the room_night key cover the columns search reads on PostgreSQL, and takes it back', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    const keyColumns = async () => {
      if (engine !== 'postgres') {
        const { rows } = await sql<{ name: string }>`select name from pragma_index_info(
          (select name from pragma_index_list('room_night') where origin = 'pk'))`.execute(db);
        return rows.map((row) => row.name).join(',');
      }
      const { rows } = await sql<{ def: string }>`select pg_get_indexdef(indexrelid) as def from pg_index
        where indrelid = 'room_night'::regclass and indisprimary`.execute(db);
      return rows[0]?.def.replace(/^.*USING btree /, '') ?? '';
    };
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await keyColumns()).toBe(
        engine === 'postgres' ? '(room_type_id, night) INCLUDE (price, available, closed)' : 'room_type_id,night',
      );
      expect((await migrator.migrateTo('0011_order_rules')).error).toBeUndefined();
      expect(await keyColumns()).toBe(engine === 'postgres' ? '(room_type_id, night)' : 'room_type_id,night');
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

const CMS_TABLES = [
  'cms_channel',
  'cms_channel_i18n',
  'cms_article',
  'cms_article_i18n',
  'cms_tag',
  'cms_article_tag',
  'cms_page',
  'cms_page_i18n',
  'cms_comment',
  'cms_favourite',
  'cms_purchase',
  'cms_search',
] as const;

describe.each(ENGINES)('migration 0013 (%s)', (engine) => {
  it('creates the content tables and the search index, and drops them again', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    const present = async () => {
      const found: string[] = [];
      for (const table of CMS_TABLES) {
        try {
          await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
          found.push(table);
        } catch {
          // absent
        }
      }
      return found;
    };
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await present()).toEqual([...CMS_TABLES]);
      const now = 1;
      const channel = await db
        .insertInto('cms_channel')
        .values({ pid: null, name: 'travel', create_time: now, update_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(
        db
          .insertInto('cms_channel')
          .values({ pid: null, name: 'travel', create_time: now, update_time: now })
          .execute(),
      ).rejects.toThrow();
      const article = await db
        .insertInto('cms_article')
        .values({
          channel_id: channel.id,
          top_channel_id: channel.id,
          user_id: null,
          publish_time: null,
          submit_time: null,
          create_time: now,
          update_time: now,
        })
        .returning(['id', 'status', 'price_money', 'is_featured'])
        .executeTakeFirstOrThrow();
      expect(article).toMatchObject({ status: 'draft', price_money: 0, is_featured: '0' });
      await db
        .insertInto('cms_article_i18n')
        .values({ article_id: article.id, lang: 'zh-cn', title: '标题' })
        .execute();
      await writeSearchRow(db, engine, article.id, '标题');
      const user = await db
        .insertInto('user')
        .values(userRow({ username: 'buyer' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const purchase = {
        user_id: user.id,
        article_id: article.id,
        pay: 'balance' as const,
        amount: 300,
        create_time: now,
      };
      await db.insertInto('cms_purchase').values(purchase).execute();
      await expect(db.insertInto('cms_purchase').values(purchase).execute()).rejects.toThrow();
      await expect(
        db
          .insertInto('cms_article')
          .values({
            channel_id: channel.id,
            top_channel_id: channel.id,
            user_id: null,
            price_money: -1,
            publish_time: null,
            submit_time: null,
            create_time: now,
            update_time: now,
          })
          .execute(),
      ).rejects.toThrow();

      expect((await migrator.migrateTo('0012_room_night_cover')).error).toBeUndefined();
      expect(await present()).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await present()).toEqual([...CMS_TABLES]);
      expect(await db.selectFrom('cms_article').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe.each(ENGINES)('case-insensitive names (%s)', (engine) => {
  it('refuses user names and e-mails that differ only in case; unbound e-mails stay free', async () => {
    // A freshly seeded database: a copy of the run's template.
    const { db, cleanup } = await setupDatabase(engine);
    try {
      await db
        .insertInto('user')
        .values(userRow({ username: 'Alice', email: 'alice@example.com' }))
        .execute();
      for (const row of [
        userRow({ username: 'ALICE' }),
        userRow({ username: 'alice' }),
        userRow({ username: 'bob', email: 'Alice@Example.com' }),
      ]) {
        await expect(db.insertInto('user').values(row).execute(), row.username).rejects.toThrow();
      }
      await db
        .insertInto('user')
        .values([userRow({ username: 'carol', email: '' }), userRow({ username: 'dave', email: '' })])
        .execute();
    } finally {
      await cleanup();
    }
  });

  it('migration 0010 adds the hotels entry of the head navigation to a database seeded before it, once', async () => {
    // A freshly seeded database: a copy of the run's template.
    const { db, cleanup } = await setupDatabase(engine);
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      const nav = () =>
        db
          .selectFrom('user_rule')
          .leftJoin('translation', (join) =>
            join
              .on('translation.scope', '=', 'user_rule')
              .on('translation.field', '=', 'title')
              .on('translation.lang', '=', 'en')
              .onRef('translation.ref', '=', sql<string>`cast(${sql.ref('user_rule.id')} as varchar(20))`),
          )
          .select([
            'user_rule.id',
            'user_rule.title',
            'user_rule.type',
            'user_rule.no_login_valid',
            'translation.value',
          ])
          .where('user_rule.name', '=', 'hotel/list')
          .execute();
      // A fresh database has it from the seed.
      expect(await nav()).toEqual([{ id: 7, title: '酒店', type: 'nav', no_login_valid: 1, value: 'Hotels' }]);
      // Down takes it away (as from a database seeded before the hotel pages); up brings it back with id 7.
      expect((await migrator.migrateTo('0008_token_successor')).error).toBeUndefined();
      expect(await nav()).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await nav()).toEqual([{ id: 7, title: '酒店', type: 'nav', no_login_valid: 1, value: 'Hotels' }]);
      // Id 7 taken by a rule of the site's own: the entry gets the next id; running again adds nothing.
      expect((await migrator.migrateTo('0008_token_successor')).error).toBeUndefined();
      await insertRules(db, [{ ...HOTEL_NAV_RULE, name: 'own/rule', path: 'own/rule', en: 'Own' }], 1);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const [added] = await nav();
      expect(added?.id).toBeGreaterThan(7);
      expect(added?.value).toBe('Hotels');
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await nav()).toHaveLength(1);
    } finally {
      await cleanup();
    }
  });

  it('migration 0004 stops on existing clashes and names them, then runs once they are resolved', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      expect((await migrator.migrateTo('0003_account')).error).toBeUndefined();
      await db
        .insertInto('user')
        .values([
          userRow({ username: 'Bob', email: 'x@example.com' }),
          userRow({ username: 'bob', email: 'X@example.com' }),
          userRow({ username: 'eve', email: '' }),
          userRow({ username: 'zed', email: '' }),
        ])
        .execute();
      const failed = await migrator.migrateToLatest();
      expect(String(failed.error)).toMatch(/username "bob" \(ids \d+,\d+\).*email "x@example.com"/);
      await db.deleteFrom('user').where('username', '=', 'bob').execute();
      await migrateDatabase(db, engineOf(db));
      await expect(
        db
          .insertInto('user')
          .values(userRow({ username: 'BOB' }))
          .execute(),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe('getDb', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads DATA_DIR / DATABASE_URL from the environment', () => {
    expect(optionsFromEnv({ DATABASE_URL: 'postgres://x@h/db' })).toEqual({ url: 'postgres://x@h/db' });
    expect(optionsFromEnv({})).toEqual({ file: join(process.cwd(), 'data', SQLITE_FILE_NAME) });
    expect(optionsFromEnv({ DATA_DIR: join(tmpdir(), 'somewhere') })).toEqual({
      file: join(tmpdir(), 'somewhere', SQLITE_FILE_NAME),
    });
    // The demo only with DEMO=on, with the generators' targets (0 unless SEED_* say otherwise).
    expect(optionsFromEnv({ DEMO: 'on', SEED_ARTICLES: '7' })).toMatchObject({
      demo: { hotels: 0, articles: 7, cars: 0 },
    });
    expect(optionsFromEnv({ DEMO: 'off', SEED_ARTICLES: '7' }).demo).toBeUndefined();
  });

  it('creates the data directory and shares one instance between concurrent first callers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'concierge-getdb-'));
    dirs.push(dir);
    const dataDir = join(dir, 'nested', 'data');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DEMO', 'on');
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    expect(await getDb()).toBe(a);
    expect(existsSync(join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    expect((await counts(a)).user).toBe(1 + DEMO_TEAM.length + Object.keys(READERS).length);
  });
});

describe.each(ENGINES)('migration 0016 (%s)', (engine) => {
  it('adds the member content API rules to a database seeded earlier, once, and takes them away', async () => {
    // A freshly seeded database: a copy of the run's template.
    const { db, cleanup } = await setupDatabase(engine);
    const rules = () =>
      db
        .selectFrom('user_rule')
        .select(['id', 'name', 'type', 'path', 'extend', 'title'])
        .where('name', 'like', 'cms/%')
        .where('type', '=', 'route')
        .orderBy('id')
        .execute();
    const english = async (id: number) =>
      (
        await db
          .selectFrom('translation')
          .select('value')
          .where('scope', '=', 'user_rule')
          .where('ref', '=', String(id))
          .execute()
      ).map((row) => row.value);
    const expected = [
      { id: 19, name: 'cms/content', title: '我的文章' },
      { id: 20, name: 'cms/collect', title: '我的收藏' },
      { id: 21, name: 'cms/comment', title: '我的评论' },
      { id: 22, name: 'cms/order', title: '已购内容' },
    ].map((rule) => ({ ...rule, type: 'route', path: '', extend: 'add_rules_only' }));
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      // A fresh seed has them as menu entries (0019); below 0019 they are the API rules 0016 wrote.
      expect((await migrator.migrateTo('0016_cms_member_rules')).error).toBeUndefined();
      expect(await rules()).toEqual(expected);
      expect((await migrator.migrateTo('0014_cms_cover_sources')).error).toBeUndefined();
      expect(await rules()).toEqual([]);
      expect(await english(19)).toEqual([]);
      expect((await migrator.migrateTo('0016_cms_member_rules')).error).toBeUndefined();
      expect(await rules()).toEqual(expected);
      expect(await english(22)).toEqual(['Purchased content']);
      // Up again over rows that are there adds nothing (found by name).
      await migrationProvider(engineOf(db))
        .getMigrations()
        .then((all) => all['0016_cms_member_rules']?.up(db as never));
      expect(await rules()).toEqual(expected);
      expect(await english(19)).toEqual(['My articles']);
      // The next generated id comes after them.
      const now = Math.floor(Date.now() / 1000);
      const next = await db
        .insertInto('user_rule')
        .values({
          pid: 0,
          type: 'route',
          title: 't',
          name: 'later',
          path: '',
          icon: '',
          menu_type: 'tab',
          url: '',
          component: '',
          no_login_valid: 0,
          extend: 'none',
          remark: '',
          weigh: 0,
          status: '1',
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(22);
    } finally {
      await cleanup();
    }
  });
});

describe.each(ENGINES)('migration 0019 (%s)', (engine) => {
  it('turns the member content API rules into the "My content" menu, once, and back', async () => {
    // A freshly seeded database: a copy of the run's template.
    const { db, cleanup } = await setupDatabase(engine);
    const entries = () =>
      db
        .selectFrom('user_rule')
        .select(['id', 'pid', 'name', 'type', 'path', 'icon', 'component', 'extend'])
        .where('name', 'like', 'cms/%')
        .where('name', '!=', 'cms/index')
        .orderBy('id')
        .execute();
    const group = () =>
      db
        .selectFrom('user_rule')
        .select(['id', 'pid', 'type', 'title', 'path', 'icon'])
        .where('name', '=', 'cms')
        .execute();
    const english = async (id: number) =>
      (
        await db
          .selectFrom('translation')
          .select('value')
          .where('scope', '=', 'user_rule')
          .where('ref', '=', String(id))
          .execute()
      ).map((row) => row.value);
    const menus = [
      [19, 'cms/content', 'fa fa-file-text-o', 'content'],
      [20, 'cms/collect', 'fa fa-heart-o', 'collect'],
      [21, 'cms/comment', 'fa fa-comment-o', 'comment'],
      [22, 'cms/order', 'fa fa-shopping-cart', 'order'],
    ] as const;
    const asMenus = (groupId: number) =>
      menus.map(([id, name, icon, page]) => ({
        id,
        pid: groupId,
        name,
        type: 'menu',
        path: name,
        icon,
        component: `/src/views/frontend/user/cms/${page}.vue`,
        extend: 'none',
      }));
    const asRoutes = menus.map(([id, name]) => ({
      id,
      pid: 0,
      name,
      type: 'route',
      path: '',
      icon: '',
      component: '',
      extend: 'add_rules_only',
    }));
    const groupRow = { id: 18, pid: 0, type: 'menu_dir', title: '我的内容', path: 'cms', icon: 'fa fa-newspaper-o' };
    try {
      // A fresh seed writes the group and its entries directly, with their English titles.
      expect(await group()).toEqual([groupRow]);
      expect(await entries()).toEqual(asMenus(18));
      expect(await english(18)).toEqual(['My content']);
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      // Down: the API rules as 0016 left them, no group.
      expect((await migrator.migrateTo('0016_cms_member_rules')).error).toBeUndefined();
      expect(await group()).toEqual([]);
      expect(await english(18)).toEqual([]);
      expect(await entries()).toEqual(asRoutes);
      // Up on a database seeded earlier: the same rows as a fresh seed, ids kept.
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await group()).toEqual([groupRow]);
      expect(await english(18)).toEqual(['My content']);
      expect(await entries()).toEqual(asMenus(18));
      // Up again changes nothing (found by name).
      const up = async () => (await migrationProvider(engineOf(db)).getMigrations())['0019_cms_menu']?.up(db as never);
      await up();
      expect(await group()).toEqual([groupRow]);
      expect(await english(18)).toEqual(['My content']);
      expect(await entries()).toEqual(asMenus(18));
      // Id 18 taken by something else: the group gets the next id, the entries still go under it.
      expect((await migrator.migrateTo('0016_cms_member_rules')).error).toBeUndefined();
      const now = Math.floor(Date.now() / 1000);
      await db
        .insertInto('user_rule')
        .values({
          id: 18,
          pid: 0,
          type: 'route',
          title: 't',
          name: 'other',
          path: '',
          icon: '',
          menu_type: 'tab',
          url: '',
          component: '',
          no_login_valid: 0,
          extend: 'none',
          remark: '',
          weigh: 0,
          status: '1',
          create_time: now,
          update_time: now,
        })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const [moved] = await group();
      expect(moved?.id).toBeGreaterThan(22);
      expect(await entries()).toEqual(asMenus(moved?.id ?? 0));
    } finally {
      await cleanup();
    }
  });

  it('leaves a database without rules to the seed', async () => {
    const { options, drop } = await createEmptyDatabase(engine);
    const db = await migratedOnly(options);
    try {
      expect(await db.selectFrom('user_rule').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe.each(ENGINES)('migration 0020 (%s)', (engine) => {
  it('adds the sub-account columns, table and rules to a database seeded earlier, fills who booked, and takes them away', async () => {
    // A freshly seeded database: a copy of the run's template.
    const { db, cleanup } = await setupDatabase(engine);
    const rules = () =>
      db
        .selectFrom('user_rule')
        .select(['id', 'pid', 'name', 'type', 'extend'])
        .where('name', 'like', 'manage/%')
        .orderBy('id')
        .execute();
    const buttons = [
      { id: 32, pid: 31, name: 'manage/subAccount/add', type: 'button', extend: 'none' },
      { id: 33, pid: 31, name: 'manage/subAccount/edit', type: 'button', extend: 'none' },
      { id: 34, pid: 31, name: 'manage/subAccount/del', type: 'button', extend: 'none' },
    ];
    const expected = [
      { id: 31, pid: 0, name: 'manage/subAccount', type: 'route', extend: 'add_rules_only' },
      ...buttons,
    ];
    // 0022 turns the API rule into the "My team" group's entry, as a fresh seed writes it.
    const asMenu = [{ id: 31, pid: 30, name: 'manage/subAccount', type: 'menu', extend: 'none' }, ...buttons];
    try {
      expect(await rules()).toEqual(asMenu);
      const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
      expect((await migrator.migrateTo('0019_cms_menu')).error).toBeUndefined();
      expect(await rules()).toEqual([]);
      await expect(sql`select parent_id from ${sql.table('user')}`.execute(db)).rejects.toThrow();
      await expect(sql`select booked_by from ${sql.table('hotel_order')}`.execute(db)).rejects.toThrow();
      expect((await migrator.migrateTo('0021_cars')).error).toBeUndefined();
      expect(await rules()).toEqual(expected);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await rules()).toEqual(asMenu);
      // Twice is once; down gives the API rule back and takes the group away.
      expect((await migrator.migrateTo('0021_cars')).error).toBeUndefined();
      expect(await rules()).toEqual(expected);
      expect(await db.selectFrom('user_rule').select('id').where('name', '=', 'manage').execute()).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const group = await db
        .selectFrom('user_rule')
        .select(['id', 'pid', 'type', 'title', 'path', 'icon'])
        .where('name', '=', 'manage')
        .execute();
      expect(group).toEqual([
        { id: 30, pid: 0, type: 'menu_dir', title: '团队管理', path: 'manage', icon: 'fa fa-users' },
      ]);
      const english = await db
        .selectFrom('translation')
        .select('value')
        .where('scope', '=', 'user_rule')
        .where('ref', 'in', ['30', '31', '34'])
        .orderBy('ref')
        .execute();
      expect(english.map((row) => row.value)).toEqual(['My team', 'Sub-accounts', 'Delete']);
      // Existing orders were booked by their owner, under the owner's nickname.
      const orders = await db
        .selectFrom('hotel_order')
        .innerJoin('user', 'user.id', 'hotel_order.user_id')
        .select(['hotel_order.user_id', 'booked_by', 'booked_by_nickname', 'user.nickname'])
        .execute();
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders) {
        expect(order.booked_by).toBe(order.user_id);
        expect(order.booked_by_nickname).toBe(order.nickname);
      }
      const demo = await db
        .selectFrom('user')
        .selectAll()
        .where('username', '=', DEMO_USERNAME)
        .executeTakeFirstOrThrow();
      expect(demo).toMatchObject({ parent_id: null, delete_time: null });
      // One order per form submission and booker: the same key of two bookers is two orders.
      const order = await db
        .selectFrom('hotel_order')
        .selectAll()
        .where('user_id', '=', demo.id)
        .executeTakeFirstOrThrow();
      const { id: _id, ...copy } = order;
      const again = (booking: string, bookedBy: number) =>
        db
          .insertInto('hotel_order')
          .values({ ...copy, booking_id: booking, request_id: 'req-0020', booked_by: bookedBy })
          .execute();
      await again('HB00000000000001', demo.id);
      await again('HB00000000000002', demo.id + 1000);
      await expect(again('HB00000000000003', demo.id)).rejects.toThrow();
      await db.deleteFrom('hotel_order').where('request_id', '=', 'req-0020').execute();
      // The next generated rule id comes after the explicit ones.
      const next = await db
        .insertInto('user_rule')
        .values({
          ...(await db.selectFrom('user_rule').selectAll().where('id', '=', 34).executeTakeFirstOrThrow()),
          id: undefined,
          name: 'other/rule',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(34);
      await db.deleteFrom('user_rule').where('id', '=', next.id).execute();
      expect((await migrator.migrateTo('0019_cms_menu')).error).toBeUndefined();
      expect(await rules()).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await cleanup();
    }
  });
});

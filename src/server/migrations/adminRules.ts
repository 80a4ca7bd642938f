/**
 * Adding operators' rules (`admin_rule`: menus and the buttons that are their calls) with the calls they guard, and
 * granting them to built-in groups (migration 0026's ids). Each migration passes its rules as its version wrote
 * them (frozen there): a parent by name, titles in both languages. A rule already present (by name) is kept as it
 * is; a group's `*` is left alone. Down removes the rules, their titles and their ids from the groups.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export interface AdminRuleSeed {
  /** The parent's name; '' for a root. */
  parent: string;
  type: 'menu_dir' | 'menu' | 'button';
  name: string;
  title: string;
  en: string;
  path?: string;
  icon?: string;
  /** BuildAdmin's admin panel's view of a menu (`/src/views/backend/...`). */
  component?: string;
  weigh?: number;
}

async function ruleId(db: Db, name: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('admin_rule')}
    where ${sql.ref('name')} = ${name}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

async function insertRule(db: Db, rule: AdminRuleSeed, now: number): Promise<number> {
  const pid = rule.parent ? ((await ruleId(db, rule.parent)) ?? 0) : 0;
  const menuType = rule.type === 'menu' ? 'tab' : '';
  await sql`insert into ${sql.table('admin_rule')} (pid, type, title, name, path, icon, menu_type, url, component,
    keepalive, extend, remark, weigh, status, create_time, update_time) values (${pid}, ${rule.type}, ${rule.title},
    ${rule.name}, ${rule.path ?? ''}, ${rule.icon ?? ''}, ${menuType}, '', ${rule.component ?? ''}, 0, 'none', '',
    ${rule.weigh ?? 0}, '1', ${now}, ${now})`.execute(db);
  const id = (await ruleId(db, rule.name)) ?? 0;
  await sql`insert into ${sql.table('translation')} (scope, ref, field, lang, value)
    values ('admin_rule', ${String(id)}, 'title', 'en', ${rule.en})`.execute(db);
  return id;
}

async function grant(db: Db, groupId: number, ids: number[]): Promise<void> {
  const { rows } = await sql<{ rules: string }>`select ${sql.ref('rules')} from ${sql.table('admin_group')}
    where ${sql.ref('id')} = ${groupId}`.execute(db);
  const current = rows[0]?.rules;
  if (current === undefined || current.trim() === '*') return;
  const next = [...new Set([...current.split(',').filter(Boolean), ...ids.map(String)])].join(',');
  await sql`update ${sql.table('admin_group')} set ${sql.ref('rules')} = ${next}
    where ${sql.ref('id')} = ${groupId}`.execute(db);
}

async function revoke(db: Db, ids: number[]): Promise<void> {
  const { rows } = await sql<{ id: number; rules: string }>`select ${sql.ref('id')}, ${sql.ref('rules')}
    from ${sql.table('admin_group')}`.execute(db);
  const gone = new Set(ids.map(String));
  for (const row of rows) {
    if (row.rules.trim() === '*') continue;
    const next = row.rules
      .split(',')
      .filter((id) => id && !gone.has(id))
      .join(',');
    await sql`update ${sql.table('admin_group')} set ${sql.ref('rules')} = ${next}
      where ${sql.ref('id')} = ${row.id}`.execute(db);
  }
}

/** `grants`: built-in group id → the names of the rules it gets. */
export function adminRulesMigration(
  rules: readonly AdminRuleSeed[],
  grants: Readonly<Record<number, readonly string[]>>,
): Migration {
  return {
    async up(db: Db) {
      const now = Math.floor(Date.now() / 1000);
      const ids = new Map<string, number>();
      for (const rule of rules) ids.set(rule.name, (await ruleId(db, rule.name)) ?? (await insertRule(db, rule, now)));
      for (const [group, names] of Object.entries(grants)) {
        await grant(
          db,
          Number(group),
          names.map((name) => ids.get(name) ?? 0).filter((id) => id > 0),
        );
      }
    },
    async down(db: Db) {
      const ids: number[] = [];
      for (const rule of rules) {
        const id = await ruleId(db, rule.name);
        if (id !== undefined) ids.push(id);
      }
      await revoke(db, ids);
      for (const id of ids) {
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = 'admin_rule'
          and ${sql.ref('ref')} = ${String(id)}`.execute(db);
        await sql`delete from ${sql.table('admin_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
      }
    },
  };
}

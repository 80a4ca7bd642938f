/** Menu and permission rules (`user_rule`) as the trees of /api/index/index (contract §2). */
import type { Kysely } from 'kysely';
import type { RuleNode, RuleType } from '~/lib/api/types';
import type { Lang } from '~/lib/i18n/locale';
import { grantedRuleIds } from '~/server/auth/group-rules';
import type { DB, UserRow, UserRuleRow } from '~/server/db/schema';
import { translationsOf } from './translations';

const GUEST_TYPES = ['route', 'nav', 'button'];

type Node = RuleNode & { children?: Node[] };

/** The fields every node carries; guests also get remark, weigh, status and the times. */
function toNode(row: UserRuleRow, title: string, guest: boolean): Node {
  const node: Node = {
    id: row.id,
    pid: row.pid,
    type: row.type as RuleType,
    title,
    name: row.name,
    path: row.path,
    icon: row.icon,
    menu_type: row.menu_type,
    url: row.url,
    component: row.component,
    no_login_valid: row.no_login_valid,
    extend: row.extend,
  };
  if (guest) {
    node.remark = row.remark;
    node.weigh = row.weigh;
    node.status = row.status;
    node.create_time = row.create_time;
    node.update_time = row.update_time;
  }
  return node;
}

/** Rows (already ordered) → tree; nodes whose parent is absent become roots. `children` only when non-empty. */
export function assembleTree<T extends { id: number; pid: number; children?: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.pid !== node.id ? byId.get(node.pid) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.children ??= [];
    parent.children.push(node);
  }
  return roots;
}

async function titled(db: Kysely<DB>, rows: UserRuleRow[], lang: Lang, guest: boolean): Promise<Node[]> {
  const titles = await translationsOf(db, 'user_rule', 'title', lang);
  return rows.map((row) => toNode(row, titles.get(String(row.id)) ?? row.title, guest));
}

/** Rows (already ordered) as a member's tree, titled in `lang`. */
export async function ruleTree(db: Kysely<DB>, rows: UserRuleRow[], lang: Lang): Promise<RuleNode[]> {
  return assembleTree(await titled(db, rows, lang, false));
}

/** Guests: enabled rules valid without login, of types route/nav/button; every root has `children`. */
export async function guestRules(db: Kysely<DB>, lang: Lang): Promise<RuleNode[]> {
  const rows = await db
    .selectFrom('user_rule')
    .selectAll()
    .where('status', '=', '1')
    .where('no_login_valid', '=', 1)
    .where('type', 'in', GUEST_TYPES)
    .orderBy('weigh', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const roots = assembleTree(await titled(db, rows, lang, true));
  return roots.map((root) => ({ ...root, children: root.children ?? [] }));
}

/** Logged in: permitted enabled rules as a tree; top-level menu_dir → menus, other types except menu → rules. */
export async function memberRules(
  db: Kysely<DB>,
  user: UserRow,
  lang: Lang,
): Promise<{ rules: RuleNode[]; menus: RuleNode[] }> {
  const granted = await grantedRuleIds(db, user);
  if (granted !== '*' && granted.length === 0) return { rules: [], menus: [] };
  let query = db.selectFrom('user_rule').selectAll().where('status', '=', '1');
  if (granted !== '*') query = query.where('id', 'in', granted);
  const rows = await query.orderBy('weigh', 'desc').orderBy('id', 'asc').execute();
  const roots = await ruleTree(db, rows, lang);
  return {
    menus: roots.filter((node) => node.type === 'menu_dir'),
    rules: roots.filter((node) => node.type !== 'menu_dir' && node.type !== 'menu'),
  };
}

/**
 * The operator's menu tree (BuildAdmin's `Auth::getMenus`): their enabled rules, buttons included, heaviest first,
 * titled in the request's language, `keepalive` replaced by the rule's name when on.
 */
import type { Kysely } from 'kysely';
import type { AdminMenuNode } from '~/contract/admin';
import type { Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db/schema';
import { assembleTree } from '~/server/site/rules';
import { translationsOf } from '~/server/site/translations';
import type { OperatorAccess } from './access';

export async function operatorMenus(
  db: Kysely<DB>,
  access: Pick<OperatorAccess, 'ruleIds'>,
  lang: Lang,
): Promise<AdminMenuNode[]> {
  const { ruleIds } = access;
  if (ruleIds !== '*' && ruleIds.length === 0) return [];
  let query = db.selectFrom('admin_rule').selectAll().where('status', '=', '1');
  if (ruleIds !== '*') query = query.where('id', 'in', ruleIds);
  const [rows, titles] = await Promise.all([
    query.orderBy('weigh', 'desc').orderBy('id', 'asc').execute(),
    translationsOf(db, 'admin_rule', 'title', lang),
  ]);
  const nodes: AdminMenuNode[] = rows.map((row) => ({
    id: row.id,
    pid: row.pid,
    type: row.type,
    title: titles.get(String(row.id)) ?? row.title,
    name: row.name,
    path: row.path,
    icon: row.icon,
    menu_type: row.menu_type,
    url: row.url,
    component: row.component,
    keepalive: row.keepalive ? row.name : 0,
    extend: row.extend,
  }));
  return assembleTree(nodes);
}

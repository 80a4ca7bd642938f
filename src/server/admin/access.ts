/**
 * What an operator may do, read from their enabled groups: the rules (BuildAdmin's `Auth::check`), the hotels
 * (`admin_group_hotel`), and whether a group asks for a second factor. Read on every admin call (three indexed
 * queries).
 */
import type { Kysely } from 'kysely';
import { grantOf, type OperatorGrant, parseRuleIds } from '~/lib/operators/rules';
import { type HotelScope, hotelScope } from '~/lib/operators/scope';
import type { DB } from '~/server/db/schema';

export interface OperatorAccess {
  grant: OperatorGrant;
  /** The rules the groups name: every one, or these ids (the menu tree is read from them). */
  ruleIds: '*' | number[];
  scope: HotelScope;
  /** One of the groups is the super admin's (`*`): BuildAdmin's `isSuperAdmin`. */
  isSuper: boolean;
  requireTwoFactor: boolean;
  groupIds: number[];
}

/** The enabled groups of an operator. */
function enabledGroups(db: Kysely<DB>, adminId: number) {
  return db
    .selectFrom('admin_group_access')
    .innerJoin('admin_group', 'admin_group.id', 'admin_group_access.group_id')
    .select(['admin_group.id', 'admin_group.rules', 'admin_group.require_2fa'])
    .where('admin_group_access.uid', '=', adminId)
    .where('admin_group.status', '=', '1')
    .execute();
}

/** The enabled rules' names by id (only those the groups name). */
async function ruleNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('admin_rule')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .where('status', '=', '1')
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The hotels each group is limited to (no row: every hotel). */
async function groupHotels(db: Kysely<DB>, groupIds: number[]): Promise<number[][]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('admin_group_hotel')
    .select(['group_id', 'hotel_id'])
    .where('group_id', 'in', groupIds)
    .execute();
  return groupIds.map((id) => rows.filter((row) => row.group_id === id).map((row) => row.hotel_id));
}

export async function operatorAccess(db: Kysely<DB>, adminId: number): Promise<OperatorAccess> {
  const groups = await enabledGroups(db, adminId);
  const groupRules = groups.map((group) => parseRuleIds(group.rules));
  const ids = [...new Set(groupRules.flatMap((rules) => (rules === '*' ? [] : rules)))];
  const groupIds = groups.map((group) => group.id);
  const [names, hotels] = await Promise.all([ruleNames(db, ids), groupHotels(db, groupIds)]);
  return {
    grant: grantOf(groupRules, names),
    ruleIds: groupRules.includes('*') ? '*' : [...names.keys()],
    scope: hotelScope(hotels),
    isSuper: groupRules.includes('*'),
    requireTwoFactor: groups.some((group) => group.require_2fa === 1),
    groupIds,
  };
}

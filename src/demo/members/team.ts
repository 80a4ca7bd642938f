/**
 * The demo team (docs/design/subaccounts.md §10): the demo member is the main account of three sub-accounts, each
 * showing one side of the feature — a travel booker who pays and exports, a colleague who books but leaves paying
 * to the main account, and a former colleague who is disabled and cannot log in. Their rule sets are stored through
 * the same normalisation as `subAccount/add`. Runs inside the seed transaction after the demo member and before the
 * demo orders, some of which they booked (`orders/orders.ts`).
 */
import type { Transaction } from 'kysely';
import { newUserRow } from '~/server/auth/user-row';
import type { DB, UserRow } from '~/server/db/schema';
import { grantable, ruleFacts, writeRules } from '~/server/modules/subaccount';

const HOUR = 3_600;
const DAY = 86_400;

export interface DemoTeamMember {
  username: string;
  nickname: string;
  status: 'enable' | 'disable';
  /** The rules the main account picked, by name (the seeded rules'); stored normalised. */
  rules: readonly string[];
  /** When the main account created it, days before the seed. */
  createdAgo: number;
  /** Its last login, hours before the seed; absent: never. */
  lastLoginAgo?: number;
}

export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    username: 'demo_zhangwei',
    nickname: '张伟',
    status: 'enable',
    rules: [
      'account',
      'account/overview',
      'account/profile',
      'account/changePassword',
      'order',
      'order/hotel',
      'order/hotel/pay',
      'order/hotel/cancel',
      'order/hotel/export',
    ],
    createdAgo: 60,
    lastLoginAgo: 1,
  },
  {
    username: 'demo_lina',
    nickname: '李娜',
    status: 'enable',
    rules: ['account', 'account/profile', 'account/changePassword', 'order', 'order/hotel'],
    createdAgo: 45,
    lastLoginAgo: 5,
  },
  {
    username: 'demo_wangfang',
    nickname: '王芳',
    status: 'disable',
    rules: ['account', 'account/overview', 'cms', 'cms/content', 'cms/collect'],
    createdAgo: 90,
    // Before she left (disabled a week ago), after booking her stay of three weeks ago.
    lastLoginAgo: 8 * 24,
  },
];

/** The ids of the rules named `names` among `rules`; a name the seed does not have is a mistake in this file. */
export function ruleIdsByName(rules: readonly { id: number; name: string }[], names: readonly string[]): number[] {
  return names.map((name) => {
    const rule = rules.find((row) => row.name === name);
    if (!rule) throw new Error(`demo team: no seeded rule named ${name}`);
    return rule.id;
  });
}

/**
 * Inserts the demo team of `main` with the demo member's password (the README gives them the same one), each with
 * its own hash of it (`passwordHashes`, in the order of DEMO_TEAM), and their normalised rule sets. Returns the team
 * by user name, for the demo orders.
 */
export async function seedDemoTeam(
  trx: Transaction<DB>,
  main: UserRow,
  passwordHashes: readonly string[],
  now: number,
): Promise<Map<string, Pick<UserRow, 'id' | 'username' | 'nickname'>>> {
  // The rules are seeded already: their ids by name, as the table has them.
  const [rules, offer] = await Promise.all([ruleFacts(trx), grantable(trx, main)]);
  const team = new Map<string, Pick<UserRow, 'id' | 'username' | 'nickname'>>();
  for (const [index, member] of DEMO_TEAM.entries()) {
    const created = now - member.createdAgo * DAY;
    const lastLogin = member.lastLoginAgo === undefined ? null : now - member.lastLoginAgo * HOUR;
    const password = passwordHashes[index];
    if (!password) throw new Error(`demo team: no password hash for ${member.username}`);
    const row = await trx
      .insertInto('user')
      .values(
        newUserRow(
          {
            username: member.username,
            nickname: member.nickname,
            password,
            group_id: main.group_id,
            parent_id: main.id,
            status: member.status,
            last_login_time: lastLogin,
            // A documentation address (RFC 5737), as the API's examples use.
            last_login_ip: lastLogin === null ? '' : `203.0.113.${index + 7}`,
            update_time: member.status === 'disable' ? now - 7 * DAY : created,
          },
          created,
        ),
      )
      .returning(['id', 'username', 'nickname'])
      .executeTakeFirstOrThrow();
    await writeRules(trx, row.id, offer.normalize(ruleIdsByName(rules, member.rules)));
    team.set(member.username, row);
  }
  return team;
}

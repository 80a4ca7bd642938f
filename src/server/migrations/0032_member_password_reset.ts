/**
 * A member's password-reset code sent by an operator (issue 24, docs/design/operators.md §6): the button
 * `user/user/resetPassword` under the members' list, for the front desk (guests who cannot sign in ask there) and,
 * as every rule, the super admin.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: 'user/user',
    type: 'button',
    name: 'user/user/resetPassword',
    title: '发送重置密码验证码',
    en: 'Send a password reset code',
  },
];

export function memberPasswordResetMigration(): Migration {
  return adminRulesMigration(RULES, { 2: ['user/user/resetPassword'] });
}

/**
 * Members and their money at the console (issue 24, docs/design/operators.md §6): BuildAdmin's "会员管理 / Members"
 * menu with the members' list (`user/user`) and the balance and points logs with their additions
 * (`user/moneyLog`, `user/scoreLog`). The front desk reads the members; finance also adjusts balances and points;
 * editing a member (disabling one) is left to a super admin.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: '',
    type: 'menu_dir',
    name: 'user',
    title: '会员管理',
    en: 'Members',
    path: 'user',
    icon: 'fa fa-user',
    weigh: 95,
  },
  {
    parent: 'user',
    type: 'menu',
    name: 'user/user',
    title: '会员',
    en: 'Members',
    path: 'user/user',
    icon: 'fa fa-user',
    component: '/src/views/backend/user/user/index.vue',
    weigh: 30,
  },
  { parent: 'user/user', type: 'button', name: 'user/user/index', title: '查看', en: 'View' },
  { parent: 'user/user', type: 'button', name: 'user/user/edit', title: '编辑', en: 'Edit' },
  {
    parent: 'user',
    type: 'menu',
    name: 'user/moneyLog',
    title: '余额记录',
    en: 'Balance log',
    path: 'user/moneyLog',
    icon: 'fa fa-money',
    component: '/src/views/backend/user/moneyLog/index.vue',
    weigh: 20,
  },
  { parent: 'user/moneyLog', type: 'button', name: 'user/moneyLog/index', title: '查看', en: 'View' },
  { parent: 'user/moneyLog', type: 'button', name: 'user/moneyLog/add', title: '调整余额', en: 'Adjust balance' },
  {
    parent: 'user',
    type: 'menu',
    name: 'user/scoreLog',
    title: '积分记录',
    en: 'Points log',
    path: 'user/scoreLog',
    icon: 'fa fa-star',
    component: '/src/views/backend/user/scoreLog/index.vue',
    weigh: 10,
  },
  { parent: 'user/scoreLog', type: 'button', name: 'user/scoreLog/index', title: '查看', en: 'View' },
  { parent: 'user/scoreLog', type: 'button', name: 'user/scoreLog/add', title: '调整积分', en: 'Adjust points' },
];

const READ = ['user', 'user/user', 'user/user/index'];
const MONEY = [
  ...READ,
  'user/moneyLog',
  'user/moneyLog/index',
  'user/moneyLog/add',
  'user/scoreLog',
  'user/scoreLog/index',
  'user/scoreLog/add',
];

export function membersMoneyMigration(): Migration {
  return adminRulesMigration(RULES, { 2: READ, 5: MONEY });
}

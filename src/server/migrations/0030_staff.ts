/**
 * Staff and roles at the console (issue 24, docs/design/operators.md §12 slice 6): BuildAdmin's operators
 * (`auth/admin`), roles (`auth/group`, with ours `auth/group/hotels`: the hotels a role may be limited to) and the
 * rules tree (`auth/rule`, read only: the rules are the site's calls), under "权限管理 / Staff and roles". No built-in
 * role but the super admin's gets them: managing staff is a super admin's work until one hands it on.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: 'auth',
    type: 'menu',
    name: 'auth/admin',
    title: '操作员',
    en: 'Operators',
    path: 'auth/admin',
    icon: 'fa fa-user',
    component: '/src/views/backend/auth/admin/index.vue',
    weigh: 40,
  },
  { parent: 'auth/admin', type: 'button', name: 'auth/admin/index', title: '查看', en: 'View' },
  { parent: 'auth/admin', type: 'button', name: 'auth/admin/add', title: '添加', en: 'Add' },
  { parent: 'auth/admin', type: 'button', name: 'auth/admin/edit', title: '编辑', en: 'Edit' },
  { parent: 'auth/admin', type: 'button', name: 'auth/admin/del', title: '删除', en: 'Remove' },
  {
    parent: 'auth',
    type: 'menu',
    name: 'auth/group',
    title: '角色',
    en: 'Roles',
    path: 'auth/group',
    icon: 'fa fa-group',
    component: '/src/views/backend/auth/group/index.vue',
    weigh: 30,
  },
  { parent: 'auth/group', type: 'button', name: 'auth/group/index', title: '查看', en: 'View' },
  { parent: 'auth/group', type: 'button', name: 'auth/group/add', title: '添加', en: 'Add' },
  { parent: 'auth/group', type: 'button', name: 'auth/group/edit', title: '编辑', en: 'Edit' },
  { parent: 'auth/group', type: 'button', name: 'auth/group/del', title: '删除', en: 'Remove' },
  { parent: 'auth/group', type: 'button', name: 'auth/group/hotels', title: '选择酒店', en: 'Choose hotels' },
  {
    parent: 'auth',
    type: 'menu',
    name: 'auth/rule',
    title: '权限',
    en: 'Permissions',
    path: 'auth/rule',
    icon: 'fa fa-th-list',
    component: '/src/views/backend/auth/rule/index.vue',
    weigh: 20,
  },
  { parent: 'auth/rule', type: 'button', name: 'auth/rule/index', title: '查看', en: 'View' },
];

export function staffMigration(): Migration {
  return adminRulesMigration(RULES, {});
}

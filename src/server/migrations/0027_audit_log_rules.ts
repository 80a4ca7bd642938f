/**
 * The console's first menu (issue 24): "权限管理 / Staff and roles" with the audit log (`auth/adminLog`, BuildAdmin's
 * menu and view) and its one call, `auth/adminlog/index`, granted to every built-in group: each operator reads their
 * own entries there, a super admin everyone's (as BuildAdmin does).
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: '',
    type: 'menu_dir',
    name: 'auth',
    title: '权限管理',
    en: 'Staff and roles',
    path: 'auth',
    icon: 'fa fa-group',
    weigh: 90,
  },
  {
    parent: 'auth',
    type: 'menu',
    name: 'auth/adminLog',
    title: '操作日志',
    en: 'Audit log',
    path: 'auth/adminLog',
    icon: 'el-icon-List',
    component: '/src/views/backend/auth/adminLog/index.vue',
    weigh: 10,
  },
  { parent: 'auth/adminLog', type: 'button', name: 'auth/adminLog/index', title: '查看', en: 'View' },
];

const EVERY_ROLE = ['auth', 'auth/adminLog', 'auth/adminLog/index'];

export function auditLogRulesMigration(): Migration {
  return adminRulesMigration(RULES, { 2: EVERY_ROLE, 3: EVERY_ROLE, 4: EVERY_ROLE, 5: EVERY_ROLE });
}

/**
 * The rules of `hotel.Plan` and of the rate sheets (issue 25, docs/design/catalogue.md §0, §4 and §7): reading a
 * hotel's rate plans and changing one, exporting a hotel's nights as a sheet and importing one, as buttons of "Rates
 * and rooms". The revenue manager holds them all; the super admin holds every rule.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  { parent: 'hotel/rate', type: 'button', name: 'hotel/plan/index', title: '查看价格计划', en: 'View rate plans' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/plan/edit', title: '修改价格计划', en: 'Change a rate plan' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/rate/export', title: '导出房价表', en: 'Export a rate sheet' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/rate/import', title: '导入房价表', en: 'Import a rate sheet' },
];

export function rateRulesMigration(): Migration {
  return adminRulesMigration(RULES, {
    3: ['hotel/plan/index', 'hotel/plan/edit', 'hotel/rate/export', 'hotel/rate/import'],
  });
}

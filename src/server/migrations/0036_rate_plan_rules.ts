/**
 * The rules of `hotel.Plan` (issue 25, docs/design/catalogue.md §0 and §7): reading a hotel's rate plans and changing
 * one, as buttons of "Rates and rooms". The revenue manager holds both; the super admin holds every rule.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  { parent: 'hotel/rate', type: 'button', name: 'hotel/plan/index', title: '查看价格计划', en: 'View rate plans' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/plan/edit', title: '修改价格计划', en: 'Change a rate plan' },
];

export function ratePlanRulesMigration(): Migration {
  return adminRulesMigration(RULES, { 3: ['hotel/plan/index', 'hotel/plan/edit'] });
}

/**
 * The rules of `hotel.Rate` (issue 25, docs/design/catalogue.md §4 and §7): the menu "Rates and rooms" under Hotels
 * with its calls — choose a hotel, view the grid, preview a bulk edit, save it. The revenue manager holds them all; the front desk
 * reads the grid (guests ask what is left). The super admin holds every rule.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: 'hotel',
    type: 'menu',
    name: 'hotel/rate',
    title: '房价与房量',
    en: 'Rates and rooms',
    path: 'hotel/rate',
    icon: 'fa fa-calendar',
    weigh: 90,
  },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/rate/hotels', title: '选择酒店', en: 'Choose a hotel' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/rate/index', title: '查看', en: 'View' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/rate/preview', title: '预览修改', en: 'Preview a change' },
  { parent: 'hotel/rate', type: 'button', name: 'hotel/rate/save', title: '保存修改', en: 'Save a change' },
];

export function hotelRatesMigration(): Migration {
  return adminRulesMigration(RULES, {
    2: ['hotel/rate', 'hotel/rate/hotels', 'hotel/rate/index'],
    3: ['hotel/rate', 'hotel/rate/hotels', 'hotel/rate/index', 'hotel/rate/preview', 'hotel/rate/save'],
  });
}

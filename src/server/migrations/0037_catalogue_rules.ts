/**
 * The rules of `hotel.Hotel`, `hotel.RoomType` and `hotel.City` (issue 25, docs/design/catalogue.md §3 and §7): the
 * menu "Hotels" under Hotels with its calls — list, the forms' choices, add, edit — and the room types' and cities'
 * list, add and edit. The
 * revenue manager holds them all (adding a hotel also needs a role of every hotel); the super admin holds every rule.
 */
import type { Migration } from 'kysely/migration';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: 'hotel',
    type: 'menu',
    name: 'hotel/hotel',
    title: '酒店资料',
    en: 'Hotels',
    path: 'hotel/hotel',
    icon: 'fa fa-building',
    weigh: 95,
  },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/hotel/index', title: '查看', en: 'View' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/hotel/options', title: '表单选项', en: 'Form choices' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/hotel/add', title: '添加酒店', en: 'Add a hotel' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/hotel/edit', title: '编辑酒店', en: 'Edit a hotel' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/roomtype/index', title: '查看房型', en: 'View room types' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/roomtype/add', title: '添加房型', en: 'Add a room type' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/roomtype/edit', title: '编辑房型', en: 'Edit a room type' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/city/index', title: '查看城市', en: 'View cities' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/city/add', title: '添加城市', en: 'Add a city' },
  { parent: 'hotel/hotel', type: 'button', name: 'hotel/city/edit', title: '编辑城市', en: 'Edit a city' },
];

export function catalogueRulesMigration(): Migration {
  return adminRulesMigration(RULES, { 3: RULES.map((rule) => rule.name) });
}

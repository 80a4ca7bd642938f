/**
 * The head navigation's "酒店 / Hotels" entry (a `nav` rule, shown to guests) for databases seeded before the hotel
 * pages existed. A fresh database gets it from the seed (`HOTEL_NAV_RULE`, id 7); this adds the same rule by name
 * where it is missing, with id 7 when that id is free, and its English title (`navRule.ts`).
 *
 * Numbered 0010 after a gap: 0009 is the orders schema of the booking work, which lands separately; names only
 * need to sort.
 */
import type { Migration } from 'kysely/migration';
import { navRuleMigration } from './navRule';

export function hotelNavMigration(): Migration {
  // The rule as the seed of this version writes it (frozen here: a migration never changes with the seed).
  return navRuleMigration(
    {
      pid: 0,
      type: 'nav',
      title: '酒店',
      name: 'hotel/list',
      path: 'hotel/list',
      icon: 'fa fa-building',
      menu_type: 'tab',
      url: '',
      component: '',
      no_login_valid: 1,
      extend: 'none',
      remark: '',
      weigh: 300,
      status: '1',
    },
    7,
    'Hotels',
  );
}

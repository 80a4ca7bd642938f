/**
 * The head navigation's "资讯 / News" entry (`cms/index`, path `cms`: the news index) for databases seeded before the
 * news pages existed; a fresh database gets it from the seed (`CMS_NAV_RULE`, id 8). As 0010 does for hotels.
 */
import type { Migration } from 'kysely/migration';
import { navRuleMigration } from './navRule';

export function cmsNavMigration(): Migration {
  // The rule as the seed of this version writes it (frozen here: a migration never changes with the seed).
  return navRuleMigration(
    {
      pid: 0,
      type: 'nav',
      title: '资讯',
      name: 'cms/index',
      path: 'cms',
      icon: 'fa fa-newspaper-o',
      menu_type: 'tab',
      url: '',
      component: '',
      no_login_valid: 1,
      extend: 'none',
      remark: '',
      weigh: 200,
      status: '1',
    },
    8,
    'News',
  );
}

/**
 * The member menu's "我的内容 / My content" group (a `menu_dir` named `cms`, id 18 when free) with the entries of the
 * member content pages (`/user/cms/content`, `collect`, `comment`, `order`), for databases seeded before those pages
 * existed. There the rules `cms/content`, `cms/collect`, `cms/comment` and `cms/order` (0016) are API rules; this
 * turns them into the group's entries (menuGroup.ts), as 0011 did for the orders. (Named after 0018: the migrator
 * refuses a migration named before one a database has already run.)
 */
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { menuGroupMigration } from './menuGroup';

export function cmsMenuMigration(engine: Engine): Migration {
  return menuGroupMigration(engine, {
    group: { id: 18, name: 'cms', title: '我的内容', en: 'My content', icon: 'fa fa-newspaper-o' },
    component: '/src/views/frontend/user/cms/',
    entries: [
      { name: 'cms/content', icon: 'fa fa-file-text-o' },
      { name: 'cms/collect', icon: 'fa fa-heart-o' },
      { name: 'cms/comment', icon: 'fa fa-comment-o' },
      { name: 'cms/order', icon: 'fa fa-shopping-cart' },
    ],
  });
}

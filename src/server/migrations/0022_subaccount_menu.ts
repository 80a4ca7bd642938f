/**
 * The member menu's "团队管理 / My team" group (a `menu_dir` named `manage`, id 30 when free) with the entry of the
 * team page `/user/manage/subAccount` (docs/design/subaccounts.md §2.4), for databases seeded before the page
 * existed: there `manage/subAccount` (0020) is an API rule; this makes it the group's entry, keeping its id and its
 * buttons (menuGroup.ts).
 */
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { menuGroupMigration } from './menuGroup';

export function subAccountMenuMigration(engine: Engine): Migration {
  return menuGroupMigration(engine, {
    group: { id: 30, name: 'manage', title: '团队管理', en: 'My team', icon: 'fa fa-users' },
    component: '/src/views/frontend/user/manage/',
    entries: [{ name: 'manage/subAccount', icon: 'fa fa-user-plus' }],
  });
}

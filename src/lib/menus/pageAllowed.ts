import type { Menu } from './types';

/**
 * Whether a member may open the member-centre page that menu entry `menuPath` grants (docs/design/subaccounts.md
 * §8.2): the entry is among the member's menus, at any depth. The menus come from `index/index`, already cut to the
 * member's rules, so a page whose entry is missing is one the member's group (or a sub-account's set) lacks.
 */
export function pageAllowed(menus: readonly Menu[], menuPath: string): boolean {
  return menus.some(
    (menu) =>
      (menu.meta.type === 'menu' && menu.meta.menu_type !== 'link' && menu.path === menuPath) ||
      pageAllowed(menu.children, menuPath),
  );
}

/** What clicking a menu entry does (contract §7.4 `onClickMenu`, SPEC §2). */
import { isFrameable, isValidLink } from './links';
import type { Menu } from './types';

export const UNRECOGNIZED_MENU_KEY = 'Navigation failed, the menu type is unrecognized!';

export type MenuAction =
  | { kind: 'navigate'; href: string }
  | { kind: 'open'; href: string }
  /** `key` is in the `utils` namespace. */
  | { kind: 'error'; key: typeof UNRECOGNIZED_MENU_KEY };

export function menuAction(menu: Pick<Menu, 'path' | 'meta'>): MenuAction {
  switch (menu.meta.menu_type) {
    case 'tab':
      return { kind: 'navigate', href: menu.path };
    case 'iframe':
      return isFrameable(menu.path)
        ? { kind: 'navigate', href: menu.path }
        : { kind: 'error', key: UNRECOGNIZED_MENU_KEY };
    case 'link':
      // A rule's URL never becomes a javascript: or data: link.
      return isValidLink(menu.path) ? { kind: 'open', href: menu.path } : { kind: 'error', key: UNRECOGNIZED_MENU_KEY };
    default:
      return { kind: 'error', key: UNRECOGNIZED_MENU_KEY };
  }
}

/** The first member page to open from `/user` (Nuxt `getFirstRoute`): first non-directory entry, depth first. */
export function firstMenuPath(menus: readonly Menu[]): string | undefined {
  for (const menu of menus) {
    if (menu.meta.type !== 'menu_dir' && menu.meta.menu_type !== 'link') return menu.path;
    const inner = firstMenuPath(menu.children);
    if (inner) return inner;
  }
  return undefined;
}

/** The iframe entry of a menu tree that shows `url` (contract §7.4), searched depth first. */
export function findIframeEntry(menus: readonly Menu[], url: string): Menu | undefined {
  for (const menu of menus) {
    if (menu.meta.menu_type === 'iframe' && menu.url === url) return menu;
    const inner = findIframeEntry(menu.children, url);
    if (inner) return inner;
  }
  return undefined;
}

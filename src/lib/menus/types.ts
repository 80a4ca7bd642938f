import type { MenuType, RuleNode, RuleType } from '~/lib/api/types';

/** A rule node prepared for display (contract §7.4): raw fields, a resolved `path`, `meta`, and menu children. */
export interface Menu extends Omit<RuleNode, 'children' | 'path'> {
  /** `prefix + path` for tab entries, `url` for link and iframe entries (member iframe entries: see registerMenus). */
  path: string;
  meta: { id: number; type: RuleType; menu_type: MenuType };
  children: Menu[];
}

/** What a menu shows of an entry: islands get these in their props (serialized into the page), not raw rules. */
export interface MenuEntry extends Pick<Menu, 'title' | 'icon' | 'path' | 'meta'> {
  children: MenuEntry[];
}

/** Page path → permitted button names (already prefixed with the page path), SPEC §6. */
export type AuthNode = Record<string, string[]>;

export interface RegisteredMenus {
  authNode: AuthNode;
  headNav: Menu[];
  navUserMenus: Menu[];
  userMenus: Menu[];
  showHeadline: boolean;
}

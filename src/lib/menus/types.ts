import type { MenuType, RuleNode, RuleType } from '~/lib/api/types';

/** A rule node prepared for display (contract §7.4): raw fields, a resolved `path`, `meta`, and menu children. */
export interface Menu extends Omit<RuleNode, 'children' | 'path'> {
  /** `prefix + path` for tab entries, `url` for link and iframe entries (member iframe entries: see registerMenus). */
  path: string;
  meta: { id: number; type: RuleType; menu_type: MenuType };
  children: Menu[];
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

/**
 * Rule trees → menus and permissions (contract §7.4, SPEC §2, §6), the same on the server and in the browser.
 */
import type { RuleNode, RuleType } from '~/lib/api/types';
import type { AuthNode, Menu, MenuEntry, RegisteredMenus } from './types';

export const USER_PREFIX = '/user/';
export const IFRAME_PREFIX = '/user/iframe/';

/**
 * Keeps nodes whose `type` is in `types`, recursing into kept nodes' children with the same filter.
 * Hidden: `extend == 'add_rules_only'`, and `menu_dir` nodes with no visible children (Nuxt hides only a
 * `children: []` directory; we also hide one without `children` or whose children are all filtered out).
 */
export function handleMenus(nodes: readonly RuleNode[], prefix: string, types: readonly RuleType[]): Menu[] {
  const menus: Menu[] = [];
  for (const node of nodes) {
    if (node.extend === 'add_rules_only' || !types.includes(node.type)) continue;
    const children = node.children?.length ? handleMenus(node.children, prefix, types) : [];
    if (node.type === 'menu_dir' && children.length === 0) continue;
    const external = node.menu_type === 'link' || node.menu_type === 'iframe';
    const { children: _raw, ...fields } = node;
    menus.push({
      ...fields,
      path: external ? node.url : prefix + node.path,
      meta: { id: node.id, type: node.type, menu_type: node.menu_type },
      children,
    });
  }
  return menus;
}

/**
 * For each node X with `button` children: `authNode[prefix + X.name] = [prefix + button.name, …]`; top-level
 * buttons are listed under `prefix` itself (as Nuxt's `assembleAuthNode`).
 */
export function handleAuthNode(nodes: readonly RuleNode[], prefix: string): AuthNode {
  const out: AuthNode = {};
  const walk = (list: readonly RuleNode[], parent: string) => {
    const buttons: string[] = [];
    for (const node of list) {
      if (node.type === 'button') buttons.push(prefix + node.name);
      if (node.children?.length) walk(node.children, prefix + node.name);
    }
    if (buttons.length > 0) out[parent] = buttons;
  };
  walk(nodes, prefix);
  return out;
}

/** Member iframe entries open inside the site: `/user/iframe/` + the encoded target URL (recursive). */
export function encodeIframeMenus(menus: readonly Menu[]): Menu[] {
  return menus.map((menu) => ({
    ...menu,
    path: menu.meta.menu_type === 'iframe' ? IFRAME_PREFIX + encodeURIComponent(menu.url) : menu.path,
    children: encodeIframeMenus(menu.children),
  }));
}

/**
 * `rules` (guest routes, navs, buttons) and `menus` (the member menu tree) of `GET /api/index/index` → what the
 * header, the member centre and the permission checks need. Head-nav iframe entries keep their raw URL.
 */
export function registerMenus(rules: readonly RuleNode[], menus: readonly RuleNode[]): RegisteredMenus {
  return {
    authNode: { ...handleAuthNode(rules, '/'), ...handleAuthNode(menus, USER_PREFIX) },
    headNav: handleMenus(rules, '/', ['nav']),
    navUserMenus: [...handleMenus(rules, '/', ['nav_user_menu']), ...handleMenus(menus, '/', ['nav_user_menu'])],
    userMenus: encodeIframeMenus(handleMenus(menus, USER_PREFIX, ['menu', 'menu_dir'])),
    showHeadline: menus.length > 1,
  };
}

/** The display fields of a menu tree (for island props). */
export function menuEntries(menus: readonly Menu[]): MenuEntry[] {
  return menus.map(({ title, icon, path, meta, children }) => ({
    title,
    icon,
    path,
    meta,
    children: menuEntries(children),
  }));
}

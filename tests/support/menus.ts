/** Rule-node builders for menu tests. */
import type { RuleNode } from '~/lib/api/types';

export function rule(partial: Partial<RuleNode> & Pick<RuleNode, 'id' | 'type' | 'name'>): RuleNode {
  return {
    pid: 0,
    title: partial.name,
    path: partial.name,
    icon: '',
    menu_type: 'tab',
    url: '',
    component: '',
    no_login_valid: 0,
    extend: 'none',
    ...partial,
  };
}

/** The seeded member menu (contract §2) plus buttons, an iframe, a link and hidden entries. */
export function memberMenus(): RuleNode[] {
  return [
    rule({
      id: 1,
      type: 'menu_dir',
      name: 'account',
      title: '我的账户',
      children: [
        rule({
          id: 2,
          pid: 1,
          type: 'menu',
          name: 'account/overview',
          children: [rule({ id: 20, pid: 2, type: 'button', name: 'account/overview/export' })],
        }),
        rule({ id: 3, pid: 1, type: 'menu', name: 'account/profile' }),
        rule({ id: 7, pid: 1, type: 'menu', name: 'docs', menu_type: 'iframe', url: 'https://docs.test/a?b=1' }),
        rule({ id: 8, pid: 1, type: 'menu', name: 'site', menu_type: 'link', url: 'https://site.test' }),
        rule({ id: 9, pid: 1, type: 'menu', name: 'hidden', extend: 'add_rules_only' }),
      ],
    }),
    rule({ id: 10, type: 'menu_dir', name: 'empty', children: [] }),
    rule({
      id: 11,
      type: 'menu_dir',
      name: 'only-hidden',
      children: [rule({ id: 12, type: 'menu', name: 'x', extend: 'add_rules_only' })],
    }),
    rule({ id: 13, type: 'nav_user_menu', name: 'orders', path: 'user/order/hotel' }),
  ];
}

export function guestRules(): RuleNode[] {
  return [
    rule({
      id: 30,
      type: 'nav',
      name: 'hotel',
      path: 'hotel/list',
      children: [
        rule({ id: 31, pid: 30, type: 'nav', name: 'hotel-docs', menu_type: 'iframe', url: 'https://h.test/x y' }),
      ],
    }),
    rule({ id: 32, type: 'nav_user_menu', name: 'favs', path: 'user/cms/collect' }),
    rule({ id: 33, type: 'route', name: 'cms', children: [rule({ id: 34, type: 'button', name: 'cms/add' })] }),
    rule({ id: 35, type: 'button', name: 'top' }),
    rule({ id: 36, type: 'nav', name: 'secret', extend: 'add_rules_only' }),
  ];
}

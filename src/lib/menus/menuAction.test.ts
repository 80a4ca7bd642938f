import { describe, expect, it } from 'vitest';
import { memberMenus } from '~tests/support/menus';
import { registerMenus } from './handleMenus';
import { firstMenuPath, menuAction } from './menuAction';
import type { Menu } from './types';

const menu = (menu_type: string, path = '/x'): Pick<Menu, 'path' | 'meta'> => ({
  path,
  meta: { id: 1, type: 'menu', menu_type },
});

describe('menuAction', () => {
  it('tab and iframe navigate inside the site', () => {
    expect(menuAction(menu('tab', '/user/a'))).toEqual({ kind: 'navigate', href: '/user/a' });
    expect(menuAction(menu('iframe', '/user/iframe/x'))).toEqual({ kind: 'navigate', href: '/user/iframe/x' });
  });
  it('link opens a new window', () => {
    expect(menuAction(menu('link', 'https://x.test'))).toEqual({ kind: 'open', href: 'https://x.test' });
  });
  it('anything else is an error', () => {
    expect(menuAction(menu('weird'))).toEqual({
      kind: 'error',
      key: 'Navigation failed, the menu type is unrecognized!',
    });
  });
});

describe('firstMenuPath', () => {
  it('finds the first page under the directories', () => {
    expect(firstMenuPath(registerMenus([], memberMenus()).userMenus)).toBe('/user/account/overview');
    expect(firstMenuPath([])).toBeUndefined();
  });
});

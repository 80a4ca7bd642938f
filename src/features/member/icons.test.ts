import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '~/lib/menus';
import { iconPath, menuIconPaths } from './icons';

describe('menu icons', () => {
  it('maps Font Awesome classes of the seeded rules', () => {
    for (const icon of [
      'fa fa-home',
      'fa fa-user-circle',
      'fa fa-user-circle-o',
      'fa fa-shield',
      'fa fa-tag',
      'fa fa-money',
      'fa fa-list',
      'fa fa-hotel',
      'fa fa-newspaper-o',
      'fa fa-file-text-o',
      'fa fa-heart-o',
      'fa fa-comment-o',
      'fa fa-shopping-cart',
    ]) {
      expect(iconPath(icon)).not.toBe(iconPath(''));
    }
    expect(iconPath('fa fa-user-circle-o')).toBe(iconPath('fa-user-circle'));
    expect(iconPath('home')).toBe(iconPath('fa fa-home'));
  });
  it('falls back to a dot', () => {
    expect(iconPath('fa fa-unknown-thing')).toBe(iconPath(undefined));
    expect(iconPath('<script>')).toBe(iconPath(null));
  });
  it('resolves the paths of every entry of a menu, children included, and no others', () => {
    const entry = (icon: string | undefined, children: MenuEntry[] = []): MenuEntry =>
      ({
        title: icon ?? 'none',
        icon,
        path: '/',
        meta: { id: 1, type: 'menu', menu_type: 'tab' },
        children,
      }) as MenuEntry;
    const paths = menuIconPaths([entry('fa fa-user', [entry('fa fa-home'), entry(undefined)]), entry('fa fa-tag')]);
    expect(paths).toEqual({
      'fa fa-user': iconPath('fa fa-user'),
      'fa fa-home': iconPath('home'),
      '': iconPath(undefined),
      'fa fa-tag': iconPath('tag'),
    });
  });
});

/**
 * Menu icons. Rules name Font Awesome 4 classes (`fa fa-home`); we ship no icon font, so the common names map to
 * small inline SVG paths of our own (24×24, stroked). Unknown names get a neutral dot. The server resolves them
 * (`menuIconPaths`): the panel island gets the few paths its menu uses, not this table.
 */
import type { MenuEntry } from '~/lib/menus';

const PATHS: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v10h5v-6h3v6h5V10',
  'user-circle':
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6.5 18c1.3-2.2 3.2-3.2 5.5-3.2s4.2 1 5.5 3.2',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20c1.4-3.6 4.2-5.5 7.5-5.5s6.1 1.9 7.5 5.5',
  shield: 'M12 3 19.5 6v5.5c0 4.8-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.7-7.5-9.5V6z',
  tag: 'M3.5 12.5V4h8.5l8.5 8.5-8.5 8.5zM8 7.5a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6z',
  money: 'M3 6.5h18v11H3zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 9.5v5m12-5v5',
  building: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 7h1m2 0h1M8 10.5h1m2 0h1M8 14h1m2 0h1m-3 7v-3h2v3',
  newspaper: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 8h7M7 11.5h7M7 15h4',
  car: 'M4 16.5V12l2-5h12l2 5v4.5M3 16.5h18M7 16.5v2m10-2v2M6.5 12h11',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.5m-.5 6h.5m-.5 6h.5',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  comment: 'M4 5h16v11H9l-4.5 3.5V16H4z',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  users:
    'M9 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM2.5 20c1.2-3.3 3.6-5 6.5-5s5.3 1.7 6.5 5M16 5a3 3 0 0 1 0 6m2 4c1.7.7 2.9 2.3 3.5 5',
  'user-plus': 'M10 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM3 20c1.3-3.6 3.9-5.5 7-5.5 1.3 0 2.5.3 3.5 1M18.5 13v7M15 16.5h7',
  cart: 'M3 4h2.5l2.2 11h11l2-8H7M9 19.5h.1m8.9 0h.1',
  cog: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2.5v3m0 13v3M2.5 12h3m13 0h3M5.3 5.3l2.1 2.1m9.2 9.2 2.1 2.1m0-13.4-2.1 2.1m-9.2 9.2-2.1 2.1',
  link: 'M10 14a4 4 0 0 0 5.7 0l3.5-3.5a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.5 3.5a4 4 0 0 0 5.7 5.7l1.5-1.5',
  dot: 'M12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
};

const ALIASES: Record<string, string> = {
  'user-circle-o': 'user-circle',
  'user-o': 'user',
  'money-bill': 'money',
  'newspaper-o': 'newspaper',
  'file-text': 'file',
  'file-text-o': 'file',
  'comment-o': 'comment',
  'heart-o': 'heart',
  'shopping-cart': 'cart',
  gear: 'cog',
  'external-link': 'link',
  hotel: 'building',
  bed: 'building',
};

/** The SVG path for a rule's icon class ("fa fa-home", "fa-home", "home"). */
export function iconPath(icon: string | undefined | null): string {
  const name = (icon ?? '')
    .split(/\s+/)
    .map((part) => part.replace(/^fa-/, ''))
    .filter((part) => part && part !== 'fa')
    .pop();
  const key = name ? (ALIASES[name] ?? name) : 'dot';
  return PATHS[key] ?? (PATHS.dot as string);
}

/** The SVG path of each icon the entries (and their children) name, keyed by the entry's `icon` ('' for none). */
export function menuIconPaths(menus: readonly MenuEntry[]): Record<string, string> {
  const paths: Record<string, string> = {};
  const visit = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      paths[entry.icon ?? ''] = iconPath(entry.icon);
      visit(entry.children);
    }
  };
  visit(menus);
  return paths;
}

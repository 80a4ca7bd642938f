/**
 * The console's pages by the rule that opens them (`admin_rule.name` of a menu, lower case): the side menu shows
 * an operator's menus that have a page here, in the order of their rules. A menu of BuildAdmin's panel with no page
 * of ours yet is left out of the console's menu (its calls still answer).
 */
const PAGES: Readonly<Record<string, string>> = {
  dashboard: '/admin',
  'hotel/order': '/admin/order',
  'hotel/rate': '/admin/rates',
  'hotel/hotel': '/admin/hotels',
  'user/user': '/admin/user',
  'auth/admin': '/admin/staff',
  'auth/group': '/admin/roles',
  'auth/adminlog': '/admin/log',
};

/** The console page of a menu rule, or undefined. */
export const consolePageOf = (ruleName: string): string | undefined => PAGES[ruleName.toLowerCase()];

export interface MenuNode {
  type: string;
  name: string;
  title: string;
  children?: MenuNode[];
}

export interface ConsoleMenuGroup {
  title: string;
  entries: { title: string; href: string }[];
}

/** The operator's menu tree as groups of console links (a directory's menus; a root menu stands alone). */
export function consoleMenu(nodes: readonly MenuNode[]): ConsoleMenuGroup[] {
  const groups: ConsoleMenuGroup[] = [];
  for (const node of nodes) {
    if (node.type === 'menu_dir') {
      const entries = (node.children ?? []).flatMap((child) => {
        const href = child.type === 'menu' ? consolePageOf(child.name) : undefined;
        return href ? [{ title: child.title, href }] : [];
      });
      if (entries.length > 0) groups.push({ title: node.title, entries });
    } else if (node.type === 'menu') {
      const href = consolePageOf(node.name);
      if (href) groups.push({ title: '', entries: [{ title: node.title, href }] });
    }
  }
  return groups;
}

/** Every rule name of the operator's tree, in lower case: what the console shows buttons for. */
export function grantedNames(nodes: readonly MenuNode[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      names.add(node.name.toLowerCase());
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return names;
}

/** `subAccount/rules`' tree as the picker's props: only what it shows (id, title, name, whether a group). */
import type { RuleNode } from '~/lib/api/types';
import type { PickerRule } from './RulePicker';

export function pickerRules(nodes: readonly RuleNode[]): PickerRule[] {
  return nodes.map((node) => ({
    id: node.id,
    title: node.title,
    name: node.name,
    group: node.type === 'menu_dir',
    children: pickerRules(node.children ?? []),
  }));
}

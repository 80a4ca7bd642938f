/**
 * BuildAdmin does not translate `user_rule.title`: an external backend answers its menus in Chinese whatever the
 * visitor's language. Rules the site knows by name get the site's own title in the visitor's language; unknown
 * rules (an operator's own) keep the backend's title.
 */
import type { RuleNode } from '~/lib/api/types';

export function withKnownTitles(nodes: readonly RuleNode[], titleOf: (name: string) => string | undefined): RuleNode[] {
  return nodes.map((node) => {
    const titled: RuleNode = { ...node, title: titleOf(node.name) ?? node.title };
    if (node.children) titled.children = withKnownTitles(node.children, titleOf);
    return titled;
  });
}

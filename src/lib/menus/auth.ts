/**
 * Permission checks (SPEC §6, contract §7.4 `auth`):
 * - a string names an action of the current page: allowed when `authNode[currentPath]` lists
 *   `currentPath + '/' + action`;
 * - an object `{name, subNodeName?}` is allowed when `name` is a known page and (no sub-node is given or the page's
 *   list includes `subNodeName` verbatim).
 */
import type { AuthNode } from './types';

export type AuthCheck = string | { name: string; subNodeName?: string };

export function auth(authNode: AuthNode, currentPath: string, node: AuthCheck): boolean {
  if (typeof node === 'string') {
    return Object.hasOwn(authNode, currentPath) && (authNode[currentPath]?.includes(`${currentPath}/${node}`) ?? false);
  }
  if (!node.name || !Object.hasOwn(authNode, node.name)) return false;
  return !node.subNodeName || (authNode[node.name]?.includes(node.subNodeName) ?? false);
}

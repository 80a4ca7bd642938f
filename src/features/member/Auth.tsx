/**
 * Permission checks inside islands (SPEC §6), agreeing with the server's `Auth.astro`: both call `auth` of
 * `src/lib/menus`. An island that needs a permission gets an `AuthScope` prop (the page's authNode and path,
 * computed on the server), wraps its tree in `<AuthProvider scope={…}>`, and asks `useAuth('export')` or wraps
 * elements in `<Auth check="export">`. On the server the scope's authNode answers; in the browser the
 * member-centre store does, seeded from the first island's props and shared by every island of the page.
 */
import { useStore } from '@nanostores/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type AuthCheck, type AuthNode, auth } from '~/lib/menus';
import { $memberCenter } from '~/stores/memberCenter';
import { seedKeys } from '~/stores/seeded';

export interface AuthScope {
  authNode: AuthNode;
  /** The page the checks are about (`Astro.url.pathname`). */
  path: string;
}

const ScopeContext = createContext<AuthScope | null>(null);

export function AuthProvider({ scope, children }: { scope: AuthScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** May the member use `check` on this page? Without an `AuthProvider` nothing is allowed. */
export function useAuth(check: AuthCheck): boolean {
  const scope = useContext(ScopeContext);
  if (scope) seedKeys($memberCenter, { authNode: scope.authNode });
  const { authNode } = useStore($memberCenter, { keys: ['authNode'] });
  if (!scope) return false;
  return auth(typeof window === 'undefined' ? scope.authNode : authNode, scope.path, check);
}

/** Renders its children only when the member may use `check` (elements failing it are not rendered at all). */
export default function Auth({ check, children }: { check: AuthCheck; children: ReactNode }) {
  return useAuth(check) ? children : null;
}

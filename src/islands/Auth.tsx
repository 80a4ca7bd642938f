/**
 * The same permission wrapper for islands: `<AuthProvider authNode path>` once, then `<Auth check="add">…</Auth>`
 * or `useAuth()('add')`. The authNode and path are computed on the server and passed as props.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { type AuthCheck, type AuthNode, auth } from '../lib/menus';

interface AuthContextValue {
  authNode: AuthNode;
  path: string;
}

const AuthContext = createContext<AuthContextValue>({ authNode: {}, path: '' });

export function AuthProvider({ authNode, path, children }: AuthContextValue & { children: ReactNode }) {
  return <AuthContext.Provider value={{ authNode, path }}>{children}</AuthContext.Provider>;
}

export function useAuth(): (check: AuthCheck) => boolean {
  const { authNode, path } = useContext(AuthContext);
  return (check) => auth(authNode, path, check);
}

export function Auth({ check, children }: { check: AuthCheck; children: ReactNode }) {
  return useAuth()(check) ? children : null;
}

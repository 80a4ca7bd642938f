/**
 * Which `/admin/…` paths are the admin API's (`/admin/{controller}/{action}`, the controller possibly nested with
 * dots, as BuildAdmin names them): the middleware leaves them to the API, which answers its own not-found envelope
 * for a call it does not have. The console's pages never take that shape.
 */
const ADMIN_API_PATH =
  /^\/admin\/[A-Za-z][A-Za-z0-9_]{0,49}(\.[A-Za-z][A-Za-z0-9_]{0,49}){0,2}\/[A-Za-z][A-Za-z0-9_]{0,49}(\.html)?$/;

export const isAdminApiPath = (pathname: string): boolean => ADMIN_API_PATH.test(pathname);

/** The console's pages (and its API): private, never indexed. */
export const isConsolePath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

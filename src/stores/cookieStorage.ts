/**
 * A storage engine for `@nanostores/persistent` that keeps chosen keys in cookies (so the server sees them) and
 * every other key in `localStorage` (or memory when that is unavailable).
 *
 * Cookie attributes: `Path=/; SameSite=Lax`, `Secure` on https, `Max-Age` per key (for the user cookie: 30 days,
 * the longest session; the server, which knows whether the member asked to be remembered, writes it with the
 * session's own lifetime). Values are written as given and must be cookie-safe (the user cookie's
 * `encodePublicUser` output is); unsafe characters are percent-encoded.
 */
import { type PersistentStore, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { USER_COOKIE, USER_COOKIE_MAX_AGE_KEEP } from '~/lib/session/userCookie';

export interface CookieKeyOptions {
  /** Seconds, from the value being written. */
  maxAge(value: string): number;
}

export interface CookieStorageOptions {
  cookies: Record<string, CookieKeyOptions>;
  fallback?: Record<string, string>;
  doc?: Document;
  /** Defaults to `location.protocol === 'https:'`. */
  secure?: boolean;
}

/** The raw value of a cookie; an empty value reads as absent. */
export function readCookie(name: string, doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

export function cookieString(name: string, value: string, maxAge: number, secure: boolean): string {
  const safe = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
  const age = Math.max(0, Math.floor(maxAge));
  const expiry = age === 0 ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  return `${name}=${safe}; Path=/; Max-Age=${age}${expiry}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function memory(): Record<string, string> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage as unknown as Record<string, string>;
  } catch {
    // Privacy modes may throw on access.
  }
  return {};
}

export function createCookieStorage(options: CookieStorageOptions): PersistentStore {
  const doc = options.doc ?? document;
  const fallback = options.fallback ?? memory();
  const secure = options.secure ?? doc.location?.protocol === 'https:';
  const isCookie = (key: string | symbol): key is string =>
    typeof key === 'string' && Object.hasOwn(options.cookies, key);
  const cookieKeys = () => Object.keys(options.cookies).filter((key) => readCookie(key, doc) !== undefined);

  return new Proxy({} as PersistentStore, {
    get(_target, key) {
      if (isCookie(key)) return readCookie(key, doc);
      return typeof key === 'string' ? fallback[key] : undefined;
    },
    set(_target, key, value) {
      if (typeof key !== 'string') return false;
      const text = String(value);
      const config = options.cookies[key];
      if (isCookie(key) && config) doc.cookie = cookieString(key, text, config.maxAge(text), secure);
      else fallback[key] = text;
      return true;
    },
    deleteProperty(_target, key) {
      if (isCookie(key)) doc.cookie = cookieString(key, '', 0, secure);
      else if (typeof key === 'string') delete fallback[key];
      return true;
    },
    has(_target, key) {
      if (isCookie(key)) return readCookie(key, doc) !== undefined;
      return typeof key === 'string' && key in fallback;
    },
    ownKeys() {
      return [...new Set([...cookieKeys(), ...Object.keys(fallback)])];
    },
    getOwnPropertyDescriptor(target, key) {
      const value = typeof key === 'string' ? (isCookie(key) ? readCookie(key, doc) : fallback[key]) : undefined;
      if (value === undefined) return undefined;
      void target;
      return { value, writable: true, enumerable: true, configurable: true };
    },
  });
}

/** The browser's rewrite of the readable user cookie lasts as long as the longest session (30 days). */
export function userCookieMaxAge(): number {
  return USER_COOKIE_MAX_AGE_KEEP;
}

let installed = false;

/** Routes the user store's key to the `userInfo` cookie. Idempotent; call before creating persistent stores. */
export function installUserCookieStorage(): void {
  if (installed) return;
  installed = true;
  setPersistentEngine(
    createCookieStorage({ cookies: { [USER_COOKIE]: { maxAge: userCookieMaxAge } } }),
    windowPersistentEvents,
  );
}

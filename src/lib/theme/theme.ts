/**
 * The colour mode a person chose: light, dark, or the system's (`prefers-color-scheme`). Kept in the `ba-theme`
 * cookie so the server renders `data-bs-theme` itself (no flash); "system" renders no attribute and the CSS follows
 * the media query, so it works without JavaScript.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export const THEME_COOKIE = 'ba-theme';
/** A year, like the language cookie. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The cookie's value, or the default for a missing or unknown one. */
export function resolveTheme(cookieValue: string | undefined): Theme {
  return isTheme(cookieValue) ? cookieValue : DEFAULT_THEME;
}

/** `data-bs-theme` of `<html>`: the chosen mode, none for "system" (the stylesheet follows the media query). */
export function themeAttribute(theme: Theme): 'light' | 'dark' | undefined {
  return theme === 'system' ? undefined : theme;
}

/** `<meta name="color-scheme">`: what the browser may use for its own controls and scroll bars. */
export function colorSchemeMeta(theme: Theme): string {
  return theme === 'system' ? 'light dark' : theme;
}

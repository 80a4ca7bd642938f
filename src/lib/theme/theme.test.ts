import { describe, expect, it } from 'vitest';
import { colorSchemeMeta, isTheme, resolveTheme, themeAttribute } from './theme';

describe('theme', () => {
  it('knows the three choices and nothing else', () => {
    expect(['light', 'dark', 'system'].every(isTheme)).toBe(true);
    expect(isTheme('auto')).toBe(false);
    expect(isTheme(undefined)).toBe(false);
  });

  it('follows the system when the cookie is missing or unknown', () => {
    expect(resolveTheme(undefined)).toBe('system');
    expect(resolveTheme('blue')).toBe('system');
    expect(resolveTheme('dark')).toBe('dark');
  });

  it('renders data-bs-theme for a chosen mode and none for the system', () => {
    expect(themeAttribute('dark')).toBe('dark');
    expect(themeAttribute('light')).toBe('light');
    expect(themeAttribute('system')).toBeUndefined();
    expect(colorSchemeMeta('system')).toBe('light dark');
    expect(colorSchemeMeta('dark')).toBe('dark');
  });
});

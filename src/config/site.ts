/**
 * Site-wide settings read from the environment, shared by the pages and the built-in API (src/config/api.ts
 * re-exports them): the hotel's time zone and currency. Pure functions of an env object.
 */
import { type Env, readEnv } from './env';

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const DEFAULT_CURRENCY = 'CNY';

/** Zone names already checked (a page asks many times a request; a new formatter per ask was measurable). */
const checkedZones = new Map<string, string>();

/** The hotel's time zone for dates shown on pages (SITE_TIME_ZONE, an IANA name; default Asia/Shanghai). */
export function siteTimeZone(env: Env = process.env): string {
  const zone = readEnv(env).SITE_TIME_ZONE ?? DEFAULT_TIME_ZONE;
  let checked = checkedZones.get(zone);
  if (checked === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      checked = zone;
    } catch {
      checked = DEFAULT_TIME_ZONE;
    }
    checkedZones.set(zone, checked);
  }
  return checked;
}

/** The currency of balances and prices (SITE_CURRENCY, ISO 4217; default CNY). */
export function siteCurrency(env: Env = process.env): string {
  const code = (readEnv(env).SITE_CURRENCY ?? DEFAULT_CURRENCY).toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

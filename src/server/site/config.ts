/** Site settings from table `config`, in the request's language, and the `site` block of /api/index/index. */
import type { Kysely } from 'kysely';
import type { SiteInfo } from '~/lib/api/types';
import type { Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db/schema';
import { translationsOf } from './translations';

export const CONFIG_DEFAULTS = {
  site_name: '',
  record_number: '',
  version: 'v1.0.0',
  cdn_url: '',
  open_member_center: '1',
  upload_max_size: '10mb',
  upload_allowed_suffixes: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3',
  upload_allowed_mime_types: '',
  upload_mode: 'local',
  upload_save_name: '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}',
  /** '1': the login form asks for the click captcha (contract default on; the demo seed turns it off). */
  user_login_captcha: '1',
} as const;

export type ConfigName = keyof typeof CONFIG_DEFAULTS;
/** Settings whose value may differ per language (table `translation`, scope 'config'). */
export const TRANSLATABLE_CONFIG: ReadonlySet<string> = new Set(['site_name', 'record_number']);
export type SiteConfig = Record<ConfigName, string>;

export async function loadConfig(db: Kysely<DB>, lang: Lang): Promise<SiteConfig> {
  const [rows, translated] = await Promise.all([
    db.selectFrom('config').select(['name', 'value']).execute(),
    translationsOf(db, 'config', 'value', lang),
  ]);
  const config: SiteConfig = { ...CONFIG_DEFAULTS };
  for (const row of rows) {
    if (Object.hasOwn(CONFIG_DEFAULTS, row.name)) {
      const translation = TRANSLATABLE_CONFIG.has(row.name) ? translated.get(row.name) : undefined;
      config[row.name as ConfigName] = translation ?? row.value;
    }
  }
  return config;
}

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
};

/** "10mb" → 10485760; a plain number is bytes; anything unreadable → 0. */
export function parseSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = UNITS[match?.[2]?.toLowerCase() ?? 'x'];
  if (!match || unit === undefined) return 0;
  return Math.round(Number(match[1]) * unit);
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const memberCenterOpen = (config: SiteConfig) => config.open_member_center === '1';
export const loginCaptchaOn = (config: SiteConfig) => config.user_login_captcha === '1';

/** `site` of /api/index/index; cdnUrl falls back to "//" + the request's host (protocol-relative). */
export function siteInfo(config: SiteConfig, host: string): SiteInfo {
  return {
    siteName: config.site_name,
    recordNumber: config.record_number,
    version: config.version,
    cdnUrl: config.cdn_url || `//${host}`,
    upload: {
      maxSize: parseSize(config.upload_max_size),
      saveName: config.upload_save_name,
      allowedSuffixes: list(config.upload_allowed_suffixes).join(','),
      allowedMimeTypes: list(config.upload_allowed_mime_types),
      mode: config.upload_mode || 'local',
    },
  };
}

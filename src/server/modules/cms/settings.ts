/**
 * Content settings (config group `cms`, design §2 "Settings"): read per call, so an operator's change applies at
 * once; a missing or malformed row means the default, so no migration is needed to add one.
 */
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';

export interface CmsSettings {
  /** Seconds a member waits between two comments (0: no wait). */
  commentMinInterval: number;
  /** Comments a member may post in one clock hour. */
  commentPerHour: number;
  /** Characters (code points) of a comment. */
  commentMaxLength: number;
  /** Articles a member may submit in one day (UTC). */
  submitPerDay: number;
  /** Related articles shown under an article. */
  relatedCount: number;
}

/** Config name → [setting, default, minimum, maximum]. */
const SETTINGS: Record<string, [keyof CmsSettings, number, number, number]> = {
  cms_comment_min_interval: ['commentMinInterval', 15, 0, 3600],
  cms_comment_per_hour: ['commentPerHour', 30, 1, 1000],
  cms_comment_max_length: ['commentMaxLength', 500, 2, 500],
  cms_submit_per_day: ['submitPerDay', 20, 1, 1000],
  cms_related_count: ['relatedCount', 4, 0, 12],
};

export const CMS_SETTING_NAMES = Object.keys(SETTINGS);

export const DEFAULT_CMS_SETTINGS = Object.fromEntries(
  Object.values(SETTINGS).map(([key, fallback]) => [key, fallback]),
) as unknown as CmsSettings;

/** The settings from config values by name (pure: tests and the loader share it). */
export function cmsSettingsFrom(values: ReadonlyMap<string, string>): CmsSettings {
  const settings = { ...DEFAULT_CMS_SETTINGS };
  for (const [name, [key, , min, max]] of Object.entries(SETTINGS)) {
    const raw = values.get(name)?.trim() ?? '';
    if (!/^\d{1,6}$/.test(raw)) continue;
    const value = Number(raw);
    if (value >= min && value <= max) settings[key] = value;
  }
  return settings;
}

export async function readCmsSettings(db: Kysely<DB>): Promise<CmsSettings> {
  const rows = await db.selectFrom('config').select(['name', 'value']).where('name', 'in', CMS_SETTING_NAMES).execute();
  return cmsSettingsFrom(new Map(rows.map((row) => [row.name, row.value])));
}

/**
 * Content settings (config group `cms`, design §2 "Settings"): read per call, so an operator's change applies at
 * once; a missing or malformed row means the default, so no migration is needed to add one.
 */
import { intSettings } from '~/server/db/intSettings';

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

const SETTINGS = intSettings<CmsSettings>({
  cms_comment_min_interval: ['commentMinInterval', 15, 0, 3600],
  cms_comment_per_hour: ['commentPerHour', 30, 1, 1000],
  cms_comment_max_length: ['commentMaxLength', 500, 2, 500],
  cms_submit_per_day: ['submitPerDay', 20, 1, 1000],
  cms_related_count: ['relatedCount', 4, 0, 12],
});

export const DEFAULT_CMS_SETTINGS = SETTINGS.defaults;
export const cmsSettingsFrom = SETTINGS.from;
export const readCmsSettings = SETTINGS.read;

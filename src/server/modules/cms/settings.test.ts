import { describe, expect, it } from 'vitest';
import { cmsSettingsFrom, DEFAULT_CMS_SETTINGS } from './settings';

describe('content settings', () => {
  it('defaults to the design values when rows are missing', () => {
    expect(cmsSettingsFrom(new Map())).toEqual({
      commentMinInterval: 15,
      commentPerHour: 30,
      commentMaxLength: 500,
      submitPerDay: 20,
      relatedCount: 4,
    });
  });

  it('keeps values within bounds and ignores malformed ones', () => {
    expect(
      cmsSettingsFrom(
        new Map([
          ['cms_comment_min_interval', ' 0 '],
          ['cms_comment_per_hour', '0'],
          ['cms_comment_max_length', '501'],
          ['cms_submit_per_day', '2.5'],
          ['cms_related_count', '6'],
        ]),
      ),
    ).toEqual({ ...DEFAULT_CMS_SETTINGS, commentMinInterval: 0, relatedCount: 6 });
  });
});

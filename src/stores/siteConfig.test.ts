import { describe, expect, it } from 'vitest';
import { indexData } from '~tests/support/stores';
import { siteConfigOf } from './siteConfig';

describe('siteConfigOf', () => {
  it("takes the bootstrap's site fields and the browser's API address", () => {
    const { site } = indexData();
    expect(siteConfigOf(site, 'https://api.test')).toEqual({
      siteName: 'Concierge',
      recordNumber: 'ICP-1',
      version: 'v1.0.0',
      cdnUrl: '//cdn.test',
      apiUrl: 'https://api.test',
      upload: { mode: 'local', maxSize: 10_485_760, allowedSuffixes: 'jpg,png', allowedMimeTypes: [] },
    });
  });

  it('keeps upload mode local unless the site names another', () => {
    const { site } = indexData();
    const { mode: _mode, ...rest } = site.upload;
    expect(siteConfigOf({ ...site, upload: rest as typeof site.upload }, '').upload.mode).toBe('local');
    expect(siteConfigOf({ ...site, upload: { ...site.upload, mode: 'oss' } }, '').upload.mode).toBe('oss');
  });
});

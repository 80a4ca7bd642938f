/**
 * Site configuration shared by islands (contract §7.10 `useSiteConfig`, SPEC §3): name, record number, version,
 * CDN and API addresses, upload limits. The server reads them from `GET /api/index/index` per request and hands
 * them to the member centre's panel island, which seeds this store once per page (`seedStore`); other islands of
 * the page read it with `useStore`. Head navigation is rendered by the server only and is not kept here.
 */
import { atom } from 'nanostores';
import type { SiteInfo, UploadConfig } from '~/lib/api/types';

export type SiteUpload = { mode: string } & Partial<Omit<UploadConfig, 'mode'>>;

export interface SiteConfigState {
  siteName: string;
  recordNumber: string;
  version: string;
  cdnUrl: string;
  /** The API's base address for the browser (never part of `/api/index/index`). */
  apiUrl: string;
  upload: SiteUpload;
}

export const INITIAL_SITE_CONFIG: SiteConfigState = {
  siteName: '',
  recordNumber: '',
  version: '',
  cdnUrl: '',
  apiUrl: '',
  upload: { mode: 'local' },
};

export const $siteConfig = atom<SiteConfigState>(INITIAL_SITE_CONFIG);

/** The store's value for a page, from the bootstrap's `site` (upload merged over `{mode: 'local'}`). */
export function siteConfigOf(site: SiteInfo, apiUrl: string): SiteConfigState {
  return {
    siteName: site.siteName,
    recordNumber: site.recordNumber,
    version: site.version,
    cdnUrl: site.cdnUrl,
    apiUrl,
    upload: { ...site.upload, mode: site.upload.mode || 'local' },
  };
}

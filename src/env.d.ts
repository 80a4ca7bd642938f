/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: import('./lib/i18n/locale').Lang;
    t: import('./site/i18n').SiteTranslate;
    user: import('./lib/session/userCookie').StoredUser;
    routeName: string | undefined;
    /** The request's API endpoints (one client per request, see src/site/api.ts). */
    api: import('./site/api').ServerApi;
    /** Whether the connection is https (for Secure cookies). */
    secure: boolean;
  }
}

interface ImportMetaEnv {
  /** The id of this build (integrations/buildManifest.mjs). */
  readonly PUBLIC_BUILD_ID: string;
}

/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: import('./lib/i18n/locale').Lang;
    /** The request named its language (`?lang=`): content links and the canonical URL keep it. */
    langInUrl: boolean;
    /** The colour mode the person chose (cookie `ba-theme`), 'system' by default. */
    theme: import('./lib/theme/theme').Theme;
    t: import('~/features/site/i18n.server').SiteTranslate;
    user: import('./lib/session/userCookie').StoredUser;
    routeName: string | undefined;
    /** The request's API endpoints (one client per request, see src/features/site/api.server.ts). */
    api: import('~/features/site/api.server').ServerApi;
    /** A member page's site view, read by the page gate (features/member/pageGate.server.ts) for the page. */
    memberView?: Promise<import('~/features/site/siteData.server').SiteViewResult>;
    /** Whether the connection is https (for Secure cookies). */
    secure: boolean;
  }
}

interface ImportMetaEnv {
  /** The id of this build (integrations/buildManifest.mjs). */
  readonly PUBLIC_BUILD_ID: string;
}

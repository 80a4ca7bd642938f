/** The site shell's server side for other features: site data, the member cookie, flash notices, site settings. */
export { forwardingHeaders } from './api.server';
export { apiInProcess, proxyApiFetch } from './apiTransport.server';
export { setFlash } from './flash.server';
export { type SiteTranslate, validateT } from './i18n.server';
export { memberInfoFromApi } from './memberInfo.server';
export { withoutAnswer } from './notOffered.server';
export { readPostedForm } from './postedForm.server';
export { clearUser, writeUser } from './session.server';
export {
  avatarUrl,
  loadSiteView,
  type MemberView,
  markUnavailable,
  SiteUnavailableError,
  type SiteView,
} from './siteData.server';

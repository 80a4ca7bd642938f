/** The site shell's server side for other features: site data, the member cookie, flash notices, site settings. */
export { setFlash } from './flash.server';
export { memberInfoFromApi } from './memberInfo.server';
export { readPostedForm } from './postedForm.server';
export { clearUser, writeUser } from './session.server';
export { loadSiteView, type MemberView, type SiteView } from './siteData.server';

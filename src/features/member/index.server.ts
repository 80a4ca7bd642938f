/** The member centre's server side for other features: what every member page starts with. */
export { loadMemberPage, type MemberPage } from './memberPage.server';
export { memberPageDenied, NO_PERMISSION_PAGE, noPermissionText } from './pageGate.server';

/** The member centre's server side for other features: what every member page starts with. */
export { loadMemberPage, type MemberPage } from './memberPage.server';
export {
  memberPageGate,
  NO_PERMISSION_PAGE,
  NOT_OFFERED_PAGE,
  noPermissionText,
  notOfferedText,
} from './pageGate.server';

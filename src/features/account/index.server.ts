/** The account pages' server side: page loaders and form handlers. */
export { type AccountPage, loadAccountPage } from './accountPage.server';

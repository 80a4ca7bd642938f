/** The account pages' server side: page loaders and form handlers. */
export { loadAccountPage } from './accountPage.server';

/** The car feature's server side for other features and routes: the sitemap's car calls. */
export { createCarEndpoints } from './endpoints';

/**
 * The site shell's public face for other features' browser code: the browser API client, the page's strings and
 * notifications. Server loaders are in `index.server.ts`.
 */

export { notify } from '~/stores/notifications';
export { createBrowserApi, getBrowserApi } from './browserApi';
export { browserText } from './browserText';

/**
 * The site shell's public face for other features' browser code: the browser API client, the page's strings, the
 * form enhancer and notifications. Server loaders are in `index.server.ts`.
 */

export { notify } from '~/stores/notifications';
export { createBrowserApi, getBrowserApi } from './browserApi';
export { browserText } from './browserText';
export { browserTranslator } from './browserTranslator';
export { enhanceForm } from './formValidation';

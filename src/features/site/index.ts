/**
 * The site shell's public face for other features' browser code: the page's browser API client. Server loaders are
 * in `index.server.ts`.
 */

export { getBrowserApi } from './browserApi';

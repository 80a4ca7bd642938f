/** Uploads (SPEC §5, contract §5.2) for other features: checks before sending, the call, the browser flow. */
export { uploadChecked } from './browserUpload';
export { checkUpload, toList } from './checks';
export { uploadFile } from './endpoint';

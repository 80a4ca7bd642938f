/** Uploads (SPEC §5, contract §5.2) for other features: checks before sending, the call, the picture field. */
export { checkUpload, UPLOAD_KEYS, type UploadProblem } from './checks';
export { uploadFile } from './endpoint';
export { uploadHints, uploadRules } from './hints';
export { default as ImageUpload, type ImageUploadText, type UploadRules } from './ImageUpload';

/** Uploads (SPEC §5, contract §5.2) for other features: checks, the call, the file field and the picture field. */
export { checkUpload, UPLOAD_KEYS, type UploadProblem, type UploadRules } from './checks';
export { uploadFile } from './endpoint';
export { default as FileField, type FileFieldText } from './FileField';
export { uploadHints, uploadRules } from './hints';
export { default as ImageUpload, type ImageUploadText } from './ImageUpload';
export { fileFieldText } from './text';

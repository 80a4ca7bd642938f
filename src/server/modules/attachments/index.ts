/** The attachments module's public face for other modules. */

// What other modules, the server's entries and the demo use of this module.
export { findByUrl, findOwnImage, findSame, INLINE_IMAGE_TYPES, recordUpload } from './attachments';
export { bodyLimit } from './limits';
export { notFound, serveStoredFile, storageUnavailable } from './serve';

/**
 * Uploaded files of the built-in API's storage (whichever driver keeps each one), with safe headers (see src/server/modules/attachments/serve.ts).
 * Part of the built-in API like src/pages/api (the API hands out these URLs), so it is off with it.
 */

import type { APIRoute } from 'astro';
import { builtinApiOn } from '~/config';
import { getDb } from '~/server/database';
import { notFound, serveStoredFile, storageUnavailable } from '~/server/modules/attachments';
import { StorageUnavailableError } from '~/server/storage';

export const prerender = false;

export const GET: APIRoute = async ({ params, request }) => {
  if (!builtinApiOn()) return notFound();
  try {
    return await serveStoredFile(await getDb(), params.path, request.headers.get('if-none-match'));
  } catch (error) {
    console.error('[storage] cannot serve', params.path, error);
    return error instanceof StorageUnavailableError ? storageUnavailable() : notFound();
  }
};

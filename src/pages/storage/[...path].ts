/** Uploaded files of the local storage driver, with safe headers (see src/server/storage/serve.ts). */
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db';
import { LocalStorage } from '../../server/storage';
import { notFound, serveStoredFile } from '../../server/storage/serve';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  try {
    return await serveStoredFile(await getDb(), new LocalStorage(), params.path);
  } catch (error) {
    console.error('[storage] cannot serve', params.path, error);
    return notFound();
  }
};

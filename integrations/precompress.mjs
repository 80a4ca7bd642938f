// Writes a brotli (.br) and a gzip (.gz) twin of every script, stylesheet and SVG in the client build's `_astro/`
// folder, so the server (scripts/server.mjs) sends hashed assets compressed without compressing them per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg)$/;

export function precompress() {
  return {
    name: 'concierge-precompress',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const assets = new URL('_astro/', dir);
        const names = (await readdir(assets).catch(() => [])).filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(
          names.map(async (name) => {
            const bytes = await readFile(new URL(name, assets));
            const [br, gzipped] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gz(bytes, { level: 9 }),
            ]);
            await writeFile(new URL(`${name}.br`, assets), br);
            await writeFile(new URL(`${name}.gz`, assets), gzipped);
          }),
        );
      },
    },
  };
}

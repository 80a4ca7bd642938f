// Writes builds/latest.json and builds/meta/{buildId}.json into the client output (SPEC §7 static fetches), so open
// pages can tell that a newer build is live (src/client/buildCheck.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceBuildId } from './buildId.mjs';

/** The build's id: a hash of its sources (buildId.mjs), unless BUILD_ID pins it (a commit hash from a pipeline). */
export const BUILD_ID = process.env.BUILD_ID || sourceBuildId(join(dirname(fileURLToPath(import.meta.url)), '..'));

export function buildManifest() {
  return {
    name: 'concierge-build-manifest',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const meta = { id: BUILD_ID };
        await mkdir(new URL('builds/meta/', dir), { recursive: true });
        await writeFile(new URL('builds/latest.json', dir), JSON.stringify(meta));
        await writeFile(new URL(`builds/meta/${BUILD_ID}.json`, dir), JSON.stringify(meta));
      },
    },
  };
}

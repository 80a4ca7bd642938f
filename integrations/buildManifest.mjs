// Writes builds/latest.json and builds/meta/{buildId}.json into the client output (SPEC §7 static fetches), so open
// pages can tell that a newer build is live (src/client/buildCheck.ts).
import { mkdir, writeFile } from 'node:fs/promises';

/** One id per build; BUILD_ID may pin it (e.g. a commit hash from the deploy pipeline). */
export const BUILD_ID = process.env.BUILD_ID ?? Date.now().toString(36);

export function buildManifest() {
  return {
    name: 'concierge-build-manifest',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const meta = { id: BUILD_ID, timestamp: Date.now() };
        await mkdir(new URL('builds/meta/', dir), { recursive: true });
        await writeFile(new URL('builds/latest.json', dir), JSON.stringify(meta));
        await writeFile(new URL(`builds/meta/${BUILD_ID}.json`, dir), JSON.stringify(meta));
      },
    },
  };
}

// @ts-check
import { cp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The demo's picture sets (src/demo/images/<set>/: a manifest.json and its WebP files). */
const SETS = ['hotels', 'cars', 'covers'];

/**
 * Copies the demo's pictures beside the server bundle (`dist/server/demo-images/`), where `src/demo/images/dir.ts`
 * finds them at seed time: a build seeds the demo (DEMO=on) without reading `src/`.
 * @returns {import('astro').AstroIntegration}
 */
export function demoImages() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'concierge-demo-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async () => {
        if (!serverDir) return;
        for (const set of SETS) {
          const from = fileURLToPath(new URL(`../src/demo/images/${set}/`, import.meta.url));
          const to = fileURLToPath(new URL(`demo-images/${set}/`, serverDir));
          await cp(from, to, { recursive: true, filter: (path) => !path.endsWith('.ts') });
        }
      },
    },
  };
}

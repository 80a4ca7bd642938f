/**
 * Where the demo's generated pictures are. In the sources they sit beside this module (`src/demo/images/`); a build
 * has them in `demo-images/` beside its server bundle (copied there by `integrations/demoImages.mjs`), found by
 * walking up from the chunk this code was bundled into. Nothing reads `src/` at run time, so a deployment built
 * from `dist` works wherever it runs from.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type DemoImageSet = 'hotels' | 'cars' | 'covers';

/** The folder name of the pictures in a build, beside the server bundle. */
export const BUILD_FOLDER = 'demo-images';

const hasSets = (dir: string) => existsSync(join(dir, 'hotels', 'manifest.json'));

/** The folder holding the picture sets, from `start` up to four levels above it; undefined when there is none. */
export function findImageRoot(start: string): string | undefined {
  let dir = start;
  for (let level = 0; level <= 4; level++) {
    if (hasSets(dir)) return dir;
    if (hasSets(join(dir, BUILD_FOLDER))) return join(dir, BUILD_FOLDER);
    dir = dirname(dir);
  }
  return undefined;
}

let root: string | null | undefined;

/** The folder of one picture set (a manifest and its WebP files); a missing folder seeds the demo without them. */
export function demoImageDir(set: DemoImageSet): string {
  if (root === undefined) root = findImageRoot(dirname(fileURLToPath(import.meta.url))) ?? null;
  return join(root ?? BUILD_FOLDER, set);
}

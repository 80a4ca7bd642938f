// @ts-check
// The id of a build, derived from what it is built from: two builds of the same sources (on two machines behind one
// balancer, say) publish the same id, so an open page announces a new build only when there is one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a build is made of (relative to the project's root): its sources, assets, settings and locked packages. */
export const BUILD_INPUTS = ['src', 'public', 'integrations', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];

/**
 * Every file under `path`, sorted, skipping test files (they change no build).
 * @param {string} path
 * @returns {string[]}
 */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
    .filter((file) => !/\.test\.(ts|tsx|mjs)$/.test(file));
}

/**
 * A hash of the build's inputs under `root` (each file's path and bytes, in a fixed order): 12 hex characters.
 * @param {string} root
 * @param {readonly string[]} [inputs]
 */
export function sourceBuildId(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file).split(sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

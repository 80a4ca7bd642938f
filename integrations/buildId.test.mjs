import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceBuildId } from './buildId.mjs';

const made = [];
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

const SOURCES = {
  'src/a.ts': 'export const a = 1;\n',
  'src/pages/index.astro': '<h1>Hi</h1>\n',
  'package-lock.json': '{}',
};

describe('the build id', () => {
  it('is the same for two copies of the same sources, wherever and whenever they are built', () => {
    const first = tree(SOURCES);
    const second = mkdtempSync(join(tmpdir(), 'build-id-'));
    made.push(second);
    cpSync(first, second, { recursive: true });
    expect(sourceBuildId(first)).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceBuildId(second)).toBe(sourceBuildId(first));
  });
  it('changes with a byte of a source, or a file moved', () => {
    const id = sourceBuildId(tree(SOURCES));
    expect(sourceBuildId(tree({ ...SOURCES, 'src/a.ts': 'export const a = 2;\n' }))).not.toBe(id);
    const { 'src/a.ts': moved, ...rest } = SOURCES;
    expect(sourceBuildId(tree({ ...rest, 'src/b.ts': moved }))).not.toBe(id);
  });
  it('ignores test files, which change no build', () => {
    const id = sourceBuildId(tree(SOURCES));
    expect(sourceBuildId(tree({ ...SOURCES, 'src/a.test.ts': 'it()' }))).toBe(id);
  });
});

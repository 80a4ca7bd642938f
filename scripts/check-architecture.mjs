// npm run lint: the import rules of docs/architecture.md, checked on src/. Exits 1 and names each violation.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraph } from './architecture/graph.mjs';
import { checkAll } from './architecture/rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nodes = buildGraph(root);
const problems = checkAll(nodes);
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? `architecture: ${nodes.size} modules keep the rules`
    : `architecture: ${problems.length} violation(s) in ${nodes.size} modules`,
);
process.exit(problems.length === 0 ? 0 : 1);

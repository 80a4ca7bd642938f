/**
 * Playwright's global setup (playwright.config.ts): seeds the demo data directory the private instances copy
 * (./template.ts) and removes it after the run.
 */
import { rmSync } from 'node:fs';
import { freePort } from './instance';
import { seedTemplate, TEMPLATE_VARIABLE } from './template';

export default async function globalSetup(): Promise<() => void> {
  const started = performance.now();
  const dataDir = await seedTemplate(await freePort());
  process.env[TEMPLATE_VARIABLE] = dataDir;
  console.log(`[e2e] the private instances' demo data seeded in ${Math.round(performance.now() - started)} ms`);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

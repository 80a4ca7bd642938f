// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * Builds the server's command-line entry (`src/server/cli/main.ts` → `<server build>/cli.mjs`, run by
 * `npm run operator`) after the site's build, with Vite as the site's server code is built (its `~/` imports, its
 * `import.meta.glob` of the translations), packages left to node_modules.
 * @returns {import('astro').AstroIntegration}
 */
export function serverCli() {
  /** @type {URL | undefined} */
  let serverDir;
  /** @type {URL | undefined} */
  let root;
  return {
    name: 'concierge-server-cli',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
        root = config.root;
      },
      'astro:build:done': async ({ logger }) => {
        if (!serverDir || !root) return;
        const { build } = await import('vite');
        await build({
          configFile: false,
          logLevel: 'warn',
          root: fileURLToPath(root),
          publicDir: false,
          resolve: { alias: { '~': fileURLToPath(new URL('./src', root)) } },
          build: {
            ssr: 'src/server/cli/main.ts',
            outDir: fileURLToPath(serverDir),
            emptyOutDir: false,
            target: 'node20',
            minify: false,
            rollupOptions: { output: { entryFileNames: 'cli.mjs', format: 'es', codeSplitting: false } },
          },
        });
        logger.info('cli.mjs built');
      },
    },
  };
}

// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { BUILD_ID, buildManifest } from './integrations/buildManifest.mjs';
import { demoImages } from './integrations/demoImages.mjs';
import { interactionDirective } from './integrations/interactionDirective.mjs';
import { leanServerBuild } from './integrations/leanServerBuild.mjs';
import { precompress } from './integrations/precompress.mjs';
import { serverCli } from './integrations/serverCli.mjs';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // Islands render with renderToString: the streaming renderer cost ~0.6 ms per island per request (the home page's
  // two search pickers took its throughput from ~590 to ~330 req/s); no island suspends on the server.
  integrations: [
    react({ experimentalDisableStreaming: true }),
    interactionDirective(),
    buildManifest(),
    precompress(),
    leanServerBuild(),
    demoImages(),
    serverCli(),
  ],
  markdown: { syntaxHighlight: false },
  server: { host: '127.0.0.1', port: 4321 },
  security: {
    // Replaced by the site's own check (src/features/site/originCheck.server.ts), which leaves the token-authenticated API alone.
    checkOrigin: false,
    // Content-Security-Policy (a header on server-rendered pages) with hashes of Astro's inline scripts and styles.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https: http:",
        // The browser's API calls go through the site's own proxy (/proxy/api), whatever API_URL is.
        "connect-src 'self'",
        "frame-src 'self' https: http:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  build: { inlineStylesheets: 'never' },
  vite: {
    ssr: {
      // Bundled into the server build (tree-shaken) instead of loaded file by file from node_modules: loading
      // date-fns', kysely's and zod's thousands of modules cost ~1.5 s and ~250 MiB of heap on the first request.
      noExternal: [
        'date-fns',
        '@date-fns/tz',
        'kysely',
        'zod',
        'undici',
        'i18next',
        'ofetch',
        'node-fetch-native',
        'devalue',
        'sanitize-html',
        // react-bootstrap's CommonJS entry requires all its components (and their dependencies) on the first page
        // with an island: ~0.35 s more on that request. Bundled, only the parts islands use remain.
        'react-bootstrap',
        '@restart/ui',
        '@restart/hooks',
        'react-transition-group',
        'dom-helpers',
        'uncontrollable',
      ],
    },
    build: {
      rolldownOptions: {
        // A lazy import that another module also imports statically loads nothing lazily: a mistake, not a notice
        // (it printed twice with raw colour codes on every first start). The build stops on it.
        onwarn(warning, warn) {
          if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(warning.message);
          warn(warning);
        },
      },
    },
    define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(BUILD_ID) },
    css: {
      preprocessorOptions: {
        // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours.
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
  },
});

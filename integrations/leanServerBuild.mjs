// @ts-check
import { readdir, readFile } from 'node:fs/promises';

/**
 * The server build's chunks written as ASCII (other characters as escapes) and without JSDoc comments. V8 keeps
 * the source text of every module it loaded for the life of the process, as one byte per character only when the
 * whole text is Latin-1: a single "—" in a comment made a chunk two bytes per character. The server's chunks
 * (~2.8 MB, nearly all holding some Chinese or a typographic character) took twice their size in the heap. Legal
 * comments stay. The browser's build is left as it is (its Chinese text would grow by escaping). Text of a
 * template (markup in an `.astro` file) is not escaped: write such characters as entities (`&middot;`); the build
 * names every server chunk that is still not ASCII.
 */
const NOT_ASCII = /[\u0080-\uffff]/;
const NOT_ASCII_ALL = /[\u0080-\u{10ffff}]/gu;
const LEGAL_COMMENT = /\/\*![\s\S]*?\*\/|\/\/![^\n]*|\/\*\*?[^*]*@(?:license|preserve)[\s\S]*?\*\//g;
/** @param {string} char */
const escapeChar = (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;

/** @returns {import('astro').AstroIntegration} */
export function leanServerBuild() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'concierge-lean-server-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'concierge-lean-server-build',
                apply: 'build',
                /** @param {string} name */
                /**
                 * Legal comments are kept as they are, so a name like "Wärting" in one would make its whole chunk
                 * two bytes per character: their other characters are written as escapes.
                 * @this {{ environment?: { name: string } }} @param {string} code
                 */
                renderChunk(code) {
                  if (this.environment?.name !== 'ssr' || !NOT_ASCII.test(code)) return null;
                  return {
                    code: code.replace(LEGAL_COMMENT, (comment) => comment.replace(NOT_ASCII_ALL, escapeChar)),
                    map: null,
                  };
                },
                /** @param {string} name */
                configEnvironment(name) {
                  if (name !== 'ssr') return;
                  return {
                    build: {
                      rolldownOptions: {
                        output: { charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
                      },
                    },
                  };
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ logger }) => {
        if (!serverDir) return;
        for (const name of await listChunks(serverDir)) {
          const text = await readFile(new URL(name, serverDir), 'utf8');
          const at = text.search(NOT_ASCII);
          if (at >= 0) {
            const near = text.slice(Math.max(0, at - 40), at + 10).replace(/\s+/g, ' ');
            logger.warn(`${name} is not ASCII (twice its size in the server's memory): …${near}…`);
          }
        }
      },
    },
  };
}

/** @param {URL} dir @returns {Promise<string[]>} the server build's scripts, relative to `dir` */
async function listChunks(dir) {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.mjs'));
}

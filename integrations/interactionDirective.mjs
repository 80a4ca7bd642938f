// Registers the `client:interaction` directive (src/lib/islands/interactionDirective.ts).
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function interactionDirective() {
  return {
    name: 'concierge:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/lib/islands/interactionDirective.ts', import.meta.url)),
        });
      },
    },
  };
}

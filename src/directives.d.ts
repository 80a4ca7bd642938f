// The site's own client directive (integrations/interactionDirective.mjs), typed for .astro templates.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

/**
 * Marks a React component as React's for Astro, so that Astro renders it once. Untagged, Astro first renders every
 * component in a trial run to find out which framework it belongs to (`@astrojs/react`'s `check`), and only then
 * renders it for real: twice the server time for every island. Astro reads the same mark (`astro:renderer`) that
 * its own `__astro_tag_component__` sets. Harmless in the browser.
 */
const RENDERER = Symbol.for('astro:renderer');

export function renderedByReact<T extends object>(component: T): T {
  if (!Object.hasOwn(component, RENDERER)) Object.defineProperty(component, RENDERER, { value: '@astrojs/react' });
  return component;
}

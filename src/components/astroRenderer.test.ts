import * as astroServer from 'astro/runtime/server/index.js';
import { describe, expect, it } from 'vitest';
import { renderedByReact } from './astroRenderer';

// Astro's own tagging helper (what its compiled MDX and JSX components call); not in its type declarations.
const tagComponent = (astroServer as unknown as { __astro_tag_component__(c: object, renderer: string): void })
  .__astro_tag_component__;

describe('renderedByReact', () => {
  it("sets the mark Astro's own tagging sets, so Astro skips its trial render", () => {
    const ours = renderedByReact(() => null);
    const astros = () => null;
    tagComponent(astros, '@astrojs/react');
    const marks = (f: object) => Object.getOwnPropertySymbols(f).map((s) => [s.description, Reflect.get(f, s)]);
    expect(marks(ours)).toEqual(marks(astros));
    expect(marks(ours)).toEqual([['astro:renderer', '@astrojs/react']]);
  });
  it('returns the same component and can be applied twice', () => {
    const component = () => null;
    expect(renderedByReact(renderedByReact(component))).toBe(component);
  });
});

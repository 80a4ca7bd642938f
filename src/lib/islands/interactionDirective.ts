/**
 * `client:interaction`: hydrates an island on the first `pointerdown`, `focusin` or `keydown` inside it, so a page
 * loads no island code until someone uses the widget (the home page's search box). Nothing is replayed: the native
 * control under the island already got the event, and the island reads the controls' current values when it mounts.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interactionDirective;

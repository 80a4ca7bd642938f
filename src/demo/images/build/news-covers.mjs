// Dev-only: draws the demo news section's cover images (12 scenes: a city skyline at dusk, a lake with a causeway
// and a pagoda, a street food stall, a tea house, a hotel lobby, a high-speed train, misty mountains, a tropical
// beach, a night market, a museum hall, a bowl of noodles and a notice board) as flat SVG illustrations at
// 1280 × 720 and renders them with sharp to WebP at 640 and 1280 px wide into src/demo/images/covers/,
// with a manifest.json beside them. The output is committed; rerun by hand after changing a scene:
//
//   node src/demo/images/build/news-covers.mjs [--only scene,scene] [--preview DIR]
//
// --preview also writes a PNG contact sheet and full-size PNGs of the scenes to DIR (for looking at them).
// Deterministic: every random choice comes from a seeded PRNG, so the same script writes the same files.
// No text or letters in the pictures (they serve both languages). The scenes are in covers/ (one module a scene);
// the drawing toolkit and the renderer, shared by all three sets, in kit/.
import { NEWS_COVERS } from './covers/index.mjs';
import { renderScenes } from './kit/render.mjs';

await renderScenes(NEWS_COVERS);

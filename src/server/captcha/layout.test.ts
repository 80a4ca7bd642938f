import { describe, expect, it } from 'vitest';
import { GLYPHS } from './glyph-data';
import { ICONS, iconLabel } from './icons';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, DECOYS, layoutCaptcha, TARGETS } from './layout';
import { captchaSvg } from './render';

describe('captcha layout', () => {
  it('places 2 targets + 2 decoys, distinct, inside the image and apart', () => {
    for (let run = 0; run < 200; run++) {
      const items = layoutCaptcha();
      expect(items).toHaveLength(TARGETS + DECOYS);
      expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
      const tops = items.map(({ box }) => (box.kind === 'text' ? box.y - box.h : box.y));
      items.forEach(({ box, kind, name, rotation }, k) => {
        expect(box.kind).toBe(kind);
        expect(kind === 'text' ? GLYPHS[name] : ICONS.find((i) => i.name === name)).toBeDefined();
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(CAPTCHA_WIDTH);
        expect(tops[k]).toBeGreaterThanOrEqual(0);
        expect((tops[k] ?? 0) + box.h).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
        expect(Math.abs(rotation)).toBeLessThanOrEqual(25);
      });
    }
  });

  it('draws paths only, never text', () => {
    const svg = captchaSvg(layoutCaptcha());
    expect(svg).not.toMatch(/<text|font-family|<tspan/);
    expect(svg.match(/<path d="M/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('has ~150 characters and named icons', () => {
    expect(Object.keys(GLYPHS).length).toBeGreaterThanOrEqual(140);
    for (const char of Object.keys(GLYPHS)) expect(char).toMatch(/^\p{Script=Han}$/u);
    expect(ICONS.length).toBeGreaterThanOrEqual(8);
    expect(iconLabel({ name: 'aeroplane', zh: '飞机' }, 'zh-cn')).toBe('<飞机>');
    expect(iconLabel({ name: 'aeroplane', zh: '飞机' }, 'en')).toBe('<aeroplane>');
  });
});

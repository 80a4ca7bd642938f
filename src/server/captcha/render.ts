/**
 * Draws a click captcha as a PNG with sharp: every glyph is an SVG path (no <text>, no fonts at run time) on a
 * tinted background with noise curves and dots, rasterised so the answer is not in the image as text.
 */
import { loadSharp } from '~/server/images/sharp';
import { GLYPH_EM, GLYPHS } from './glyph-data';
import { ICON_BOX } from './icons';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type CaptchaItem, iconNamed, type RandomInt, secureRandomInt } from './layout';

function glyphPath(item: CaptchaItem): { d: string; unit: number } | undefined {
  if (item.kind === 'text') {
    const d = GLYPHS[item.name];
    return d === undefined ? undefined : { d, unit: GLYPH_EM };
  }
  const icon = iconNamed(item.name);
  return icon ? { d: icon.path, unit: ICON_BOX } : undefined;
}

function itemSvg(item: CaptchaItem, random: RandomInt): string {
  const glyph = glyphPath(item);
  if (!glyph) return '';
  const { box } = item;
  const top = item.kind === 'text' ? box.y - box.h : box.y;
  const scale = box.w / glyph.unit;
  const fill = `hsl(${item.hue} ${random(55, 85)}% ${random(22, 40)}%)`;
  return (
    `<g transform="translate(${box.x} ${top}) rotate(${item.rotation} ${box.w / 2} ${box.h / 2}) scale(${scale.toFixed(5)})">` +
    `<path d="${glyph.d}" fill="${fill}" fill-rule="evenodd" stroke="#fff" stroke-opacity="0.55" ` +
    `stroke-width="${(glyph.unit / box.w).toFixed(3)}"/></g>`
  );
}

function noiseSvg(random: RandomInt): string {
  const parts: string[] = [];
  const x = () => random(-20, CAPTCHA_WIDTH + 20);
  const y = () => random(-20, CAPTCHA_HEIGHT + 20);
  for (let i = random(6, 9); i > 0; i--) {
    parts.push(
      `<path d="M${x()} ${y()}C${x()} ${y()} ${x()} ${y()} ${x()} ${y()}" fill="none" ` +
        `stroke="hsl(${random(0, 359)} 60% ${random(35, 65)}%)" stroke-opacity="0.${random(35, 75)}" ` +
        `stroke-width="${random(1, 3)}"/>`,
    );
  }
  for (let i = random(80, 140); i > 0; i--) {
    parts.push(
      `<circle cx="${random(0, CAPTCHA_WIDTH)}" cy="${random(0, CAPTCHA_HEIGHT)}" r="${random(1, 3) / 2}" ` +
        `fill="hsl(${random(0, 359)} 60% ${random(30, 70)}%)" fill-opacity="0.${random(40, 90)}"/>`,
    );
  }
  return parts.join('');
}

/** The SVG source of a captcha (exported for inspection; the client only ever gets the PNG). */
export function captchaSvg(items: readonly CaptchaItem[], random: RandomInt = secureRandomInt): string {
  const hue = random(0, 359);
  const background =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 45% 92%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + random(60, 180)) % 360} 45% 86%)"/></linearGradient></defs>` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#bg)"/>`;
  // Half of the noise under the glyphs, half over them.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${background}${noiseSvg(random)}` +
    `${items.map((item) => itemSvg(item, random)).join('')}${noiseSvg(random)}</svg>`
  );
}

/** The captcha as PNG bytes (no metadata chunks). */
export async function renderCaptchaPng(items: readonly CaptchaItem[], random?: RandomInt): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(captchaSvg(items, random)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

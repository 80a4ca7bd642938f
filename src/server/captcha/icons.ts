/**
 * Hand-drawn icons of the click captcha: SVG path data in a 100×100 box (y down), filled with the even-odd rule.
 * A target icon is named in the prompt as `<飞机>` (zh-cn) or `<aeroplane>` (other languages).
 */

export interface CaptchaIcon {
  name: string;
  zh: string;
  path: string;
}

export const ICON_BOX = 100;

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;

export const ICONS: readonly CaptchaIcon[] = [
  {
    name: 'aeroplane',
    zh: '飞机',
    path: 'M50 4C55 4 57 12 57 20L57 38L95 58L95 67L57 56L57 78L69 87L69 95L50 89L31 95L31 87L43 78L43 56L5 67L5 58L43 38L43 20C43 12 45 4 50 4Z',
  },
  {
    name: 'car',
    zh: '汽车',
    path:
      'M6 62L6 48C6 44 9 42 13 41L26 38L36 23C38 20 41 19 44 19L66 19C70 19 72 20 74 23L84 38L89 40C93 41 95 44 95 48L95 62C95 64 94 65 92 65L85 65A11 11 0 0 0 63 65L39 65A11 11 0 0 0 17 65L9 65C7 65 6 64 6 62Z' +
      'M40 26L33 37L49 37L49 26ZM55 26L55 37L75 37L68 26Z' +
      circle(28, 68, 9) +
      circle(74, 68, 9),
  },
  {
    name: 'ship',
    zh: '轮船',
    path:
      'M4 58L25 58L25 42L40 42L40 26L56 26L56 42L72 42L72 58L96 58L82 82L18 82Z' +
      circle(36, 50, 3.5) +
      circle(49, 50, 3.5) +
      circle(62, 50, 3.5) +
      'M4 89Q14 84 24 89Q34 94 44 89Q54 84 64 89Q74 94 84 89Q90 86 96 89L96 95Q90 92 84 95Q74 100 64 95Q54 90 44 95Q34 100 24 95Q14 90 4 95Z',
  },
  {
    name: 'umbrella',
    zh: '雨伞',
    path: 'M4 52C4 26 25 8 50 8C75 8 96 26 96 52C91 46 82 46 77 52C72 46 63 46 58 52L54 52L54 82C54 90 48 95 41 95C34 95 28 90 28 83L35 83C35 86 37 89 41 89C45 89 47 86 47 82L47 52L42 52C37 46 28 46 23 52C18 46 9 46 4 52Z',
  },
  {
    name: 'star',
    zh: '星星',
    path: 'M50 5L61.2 37.6L95.7 38.5L68.1 59.9L78.6 93L50 73L21.4 93L31.9 59.9L4.3 38.5L38.8 37.6Z',
  },
  {
    name: 'bell',
    zh: '铃铛',
    path: 'M50 6C55 6 58 9 58 14C72 18 80 31 80 47L80 66L92 79L8 79L20 66L20 47C20 31 28 18 42 14C42 9 45 6 50 6ZM39 84L61 84C61 90 56 95 50 95C44 95 39 90 39 84Z',
  },
  {
    name: 'house',
    zh: '房子',
    path: 'M50 5L66 19L66 9L77 9L77 29L96 47L84 47L84 94L60 94L60 66L40 66L40 94L16 94L16 47L4 47ZM43 33L57 33L57 47L43 47Z',
  },
  {
    name: 'key',
    zh: '钥匙',
    path: `${circle(27, 50, 23)}${circle(27, 50, 10)}M51 44L96 44L96 56L89 56L89 70L80 70L80 56L73 56L73 66L64 66L64 56L51 56Z`,
  },
  {
    name: 'heart',
    zh: '爱心',
    path: 'M50 90C20 67 4 51 4 32C4 17 15 7 29 7C38 7 45 12 50 20C55 12 62 7 71 7C85 7 96 17 96 32C96 51 80 67 50 90Z',
  },
];

/** How a target icon is named in the prompt: `<飞机>` in zh-cn, `<aeroplane>` otherwise (contract §5.1). */
export function iconLabel(icon: Pick<CaptchaIcon, 'name' | 'zh'>, lang: string): string {
  return `<${lang === 'zh-cn' ? icon.zh : icon.name}>`;
}

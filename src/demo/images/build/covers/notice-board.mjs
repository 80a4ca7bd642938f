// The notice board: a cork board in a wooden frame with posters, notes and photos pinned to it, a red string
// linking two of them. No letters: grey bars stand in for lines of text.
import { between, circle, group, num, path, pick, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';

/** The sheets: [x, y, width, height, rotation, look] each. */
const SHEETS = [
  [140, 110, 230, 300, -4, { kind: 'poster', accent: '#d9542b' }],
  [420, 96, 200, 250, 3, { kind: 'text', accent: '#3a6ac0', pin: '#2a7ac0' }],
  [670, 120, 190, 150, -2, { kind: 'photo', paper: '#ffffff', pin: '#f0c020' }],
  [900, 100, 220, 280, 5, { kind: 'poster', accent: '#2a8a6a', pin: '#2a9a4a' }],
  [180, 440, 200, 170, 6, { kind: 'text', paper: '#fff4a0', accent: '#c8a020', pin: '#d9342b' }],
  [440, 380, 240, 250, -3, { kind: 'text', accent: '#8a4ab0', pin: '#f0c020' }],
  [720, 320, 180, 140, 8, { kind: 'photo', paper: '#ffffff', pin: '#d9342b' }],
  [740, 490, 160, 140, -6, { kind: 'text', paper: '#ffc8d8', accent: '#c84a6a', pin: '#2a7ac0' }],
  [950, 420, 200, 210, -2, { kind: 'text', paper: '#c8e8ff', accent: '#2a6ac0', pin: '#2a9a4a' }],
];

export const noticeBoard = coverScene(
  212,
  (_d, rnd) => [
    board(rnd),
    SHEETS.map(([x, y, w, h, rot, look]) => pinnedSheet(rnd, x, y, w, h, rot, look)),
    path('M530,108 Q640,200 765,128', { fill: 'none', stroke: '#c8302a', strokeWidth: 3 }),
  ],
  { warm: 0.03, vignette: 0.25 },
);

/** The wall, the wooden frame and the speckled cork. */
function board(rnd) {
  const o = [
    rect(0, 0, W, H, { fill: '#e6e0d4' }),
    rect(70, 40, W - 140, H - 80, { fill: '#7a4a28', rx: 10 }),
    rect(94, 64, W - 188, H - 128, { fill: '#c8965a' }),
  ];
  for (let i = 0; i < 1400; i++)
    o.push(
      circle(between(rnd, 96, W - 96), between(rnd, 66, H - 66), between(rnd, 1, 3), {
        fill: pick(rnd, ['#a8743e', '#d8aa6e', '#9a6634']),
        opacity: 0.7,
      }),
    );
  o.push(rect(94, 64, W - 188, 12, { fill: '#3a2010', opacity: 0.2 }));
  return o;
}

/** A sheet of paper pinned to the board, rotated by `rot` degrees: a photo, a poster or a note. */
function pinnedSheet(rnd, x, y, w, h, rot, o = {}) {
  const { paper = '#fbf8f0', ink = '#8a8f9a', pin = '#d9342b', kind = 'text', accent = '#5b8fc9' } = o;
  return group(
    { transform: `rotate(${num(rot)} ${num(x + w / 2)} ${num(y + h / 2)})` },
    rect(x + 5, y + 7, w, h, { fill: '#3a2414', opacity: 0.25 }),
    rect(x, y, w, h, { fill: paper }),
    kind === 'photo' ? photo(x, y, w, h) : lines(rnd, x, y, w, h, { kind, ink, accent }),
    circle(x + w / 2 + 2, y + h * 0.05 + 3, w * 0.045, { fill: '#000000', opacity: 0.25 }),
    circle(x + w / 2, y + h * 0.05, w * 0.045, { fill: pin }),
    circle(x + w / 2 - w * 0.015, y + h * 0.05 - w * 0.015, w * 0.015, { fill: '#ffffff', opacity: 0.6 }),
  );
}

/** A snapshot of a hill under a blue sky and a sun. */
function photo(x, y, w, h) {
  return [
    rect(x + w * 0.08, y + w * 0.08, w * 0.84, h * 0.68, { fill: '#8cc4e0' }),
    path(
      `M${num(x + w * 0.08)},${num(y + h * 0.6)} Q${num(x + w * 0.35)},${num(y + h * 0.38)} ${num(x + w * 0.6)},${num(y + h * 0.55)} T${num(x + w * 0.92)},${num(y + h * 0.5)} L${num(x + w * 0.92)},${num(y + w * 0.08 + h * 0.68)} L${num(x + w * 0.08)},${num(y + w * 0.08 + h * 0.68)} Z`,
      { fill: '#5a9a5a' },
    ),
    circle(x + w * 0.7, y + h * 0.22, w * 0.08, { fill: '#ffe08a' }),
  ];
}

/** A poster's picture or a note's heading in the accent colour, then grey bars for lines of text. */
function lines(rnd, x, y, w, h, { kind, ink, accent }) {
  const out = [];
  let ty = y + h * 0.12;
  if (kind === 'poster') {
    out.push(rect(x + w * 0.1, ty, w * 0.8, h * 0.4, { fill: accent }));
    out.push(circle(x + w * 0.5, ty + h * 0.2, w * 0.14, { fill: '#ffffff', opacity: 0.7 }));
    ty += h * 0.48;
  } else {
    out.push(rect(x + w * 0.1, ty, w * 0.55, h * 0.05, { fill: accent }));
    ty += h * 0.12;
  }
  while (ty < y + h * 0.88) {
    out.push(rect(x + w * 0.1, ty, w * between(rnd, 0.5, 0.8), h * 0.025, { fill: ink, opacity: 0.55 }));
    ty += h * 0.065;
  }
  return out;
}

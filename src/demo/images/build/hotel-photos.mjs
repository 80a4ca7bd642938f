// Dev-only: draws the demo hotel catalogue's photos (12 scenes: four façades, lobby, three rooms, bathroom,
// pool, restaurant and a sunset view) as SVG illustrations at 1600 × 1067 and renders them with sharp to WebP
// at 480, 960 and 1600 px wide into src/demo/images/hotels/, with a manifest.json beside them.
// The output is committed; rerun by hand after changing a scene:
//
//   node src/demo/images/build/hotel-photos.mjs [--only scene,scene] [--preview DIR]
//
// --preview also writes a PNG contact sheet and full-size PNGs of the scenes to DIR (for looking at them).
// Deterministic: every random choice comes from a seeded PRNG, so the same script writes the same files.
// Licensed photographs can replace the output later: keep the file names and the manifest's shape.
// The drawing toolkit and the renderer are shared with the news covers: svg-scenes.mjs.
import {
  artwork,
  between,
  box,
  circle,
  cityView,
  clouds,
  curtainFill,
  Defs,
  ellipse,
  finish,
  floorTiles,
  frontQuad,
  glow,
  group,
  hedge,
  lerp,
  levelQuad,
  line,
  num,
  palm,
  path,
  pendant,
  pick,
  camera as pinhole,
  planks,
  plant,
  poly,
  prng,
  quad3,
  rect,
  renderScenes,
  roomShell,
  shadow,
  sideQuad,
  sideWindow,
  sky,
  skyline,
  streetLamp,
  tableLamp,
  tree,
} from './svg-scenes.mjs';

const W = 1600;
const H = 1067;
const WIDTHS = [480, 960, 1600];
const QUALITY = 80;

/** The toolkit's pinhole camera, centred on this canvas. */
const camera = (o) => pinhole({ cx: W / 2, ...o });

// ---------------------------------------------------------------------------------------------------------------
// A façade window (the other pieces come from svg-scenes.mjs)

/** A window of a façade, lit (warm, maybe with a curtain or a lamp) or dark (reflecting the sky). */
function facadeWindow(d, rnd, x, y, w, h, lit, o = {}) {
  const { frame = '#2a2530', dark = ['#27304a', '#4d5878'], arch = false } = o;
  const shape = (fill, extra = {}) =>
    arch
      ? path(
          `M${num(x)},${num(y + h)} L${num(x)},${num(y + w / 2)} A${num(w / 2)},${num(w / 2)} 0 0 1 ${num(x + w)},${num(y + w / 2)} L${num(x + w)},${num(y + h)} Z`,
          { fill, ...extra },
        )
      : rect(x, y, w, h, { fill, ...extra });
  const out = [];
  if (lit) {
    const tone = pick(rnd, [
      ['#ffe4b0', '#f4a95e'],
      ['#ffd89a', '#e8944e'],
      ['#fff0cf', '#f7bb72'],
    ]);
    out.push(shape(d.down(tone[0], tone[1])));
    if (rnd() < 0.45) out.push(rect(x, y, w * between(rnd, 0.2, 0.45), h, { fill: '#c77a45', opacity: 0.55 }));
    if (rnd() < 0.3) out.push(rect(x + w * 0.55, y, w * 0.45, h, { fill: '#b86c3c', opacity: 0.45 }));
  } else {
    out.push(shape(d.down(dark[0], dark[1])));
    out.push(
      poly(
        [
          [x + w * 0.15, y + h],
          [x + w * 0.55, y],
          [x + w * 0.75, y],
          [x + w * 0.35, y + h],
        ],
        { fill: '#aab4d0', opacity: 0.08 },
      ),
    );
  }
  out.push(shape('none', { stroke: frame, strokeWidth: Math.max(1.5, w * 0.06) }));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes

function facadeTower() {
  const d = new Defs(W, H);
  const rnd = prng(11);
  const o = [];
  const ground = 905;
  o.push(
    sky(d, [
      [0, '#17203f'],
      [0.4, '#3d3a70'],
      [0.68, '#a15f7f'],
      [0.86, '#ee9a66'],
      [1, '#f8c987'],
    ]),
  );
  o.push(glow(d, 1280, 880, 900, 380, '#ffcf92', 0.55));
  o.push(
    clouds(
      d,
      rnd,
      [
        [300, 260, 500, 40],
        [1250, 180, 420, 30],
        [1000, 420, 600, 34],
      ],
      '#6b5277',
      '#f3a27a',
    ),
  );
  o.push(skyline(rnd, -20, 1620, ground, { minH: 90, maxH: 320, colour: '#4a3f66', litP: 0.18, win: 4 }));
  // neighbours
  o.push(rect(0, 430, 420, ground - 430, { fill: '#2e2b46' }));
  for (let y = 460; y < ground - 60; y += 34)
    for (let x = 20; x < 400; x += 40) o.push(facadeWindow(d, rnd, x, y, 26, 20, rnd() < 0.35, { frame: '#26233a' }));
  o.push(rect(1230, 520, 370, ground - 520, { fill: '#3a3350' }));
  o.push(rect(1230, 510, 370, 14, { fill: '#2a2540' }));
  for (let y = 545; y < ground - 60; y += 40)
    for (let x = 1250; x < 1590; x += 46) o.push(facadeWindow(d, rnd, x, y, 30, 26, rnd() < 0.4, { frame: '#2a2540' }));
  // tower: front face and a receding side face
  const tx0 = 560;
  const tx1 = 1040;
  const top = 120;
  const podium = 770;
  o.push(
    poly(
      [
        [tx1, top],
        [tx1 + 80, top + 16],
        [tx1 + 80, podium],
        [tx1, podium],
      ],
      { fill: d.across('#1d2238', '#2e3552') },
    ),
  );
  for (let y = top + 40; y < podium - 20; y += 32) {
    const k = (y - top) / (podium - top);
    for (let i = 0; i < 4; i++) {
      const xa = tx1 + 4 + i * 19;
      const lit = rnd() < 0.4;
      o.push(
        poly(
          [
            [xa, y + 4 * (1 - k) * (i / 4)],
            [xa + 15, y + 4 * (1 - k) * ((i + 1) / 4)],
            [xa + 15, y + 22],
            [xa, y + 22],
          ],
          { fill: lit ? '#e9a866' : '#3a4466', opacity: lit ? 0.8 : 1 },
        ),
      );
    }
  }
  o.push(
    rect(tx0, top, tx1 - tx0, podium - top, {
      fill: d.lin(
        [
          [0, '#2b3558'],
          [0.5, '#3d4670'],
          [1, '#2a3150'],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
  );
  const cols = 10;
  const pw = (tx1 - tx0) / cols;
  for (let y = top + 44; y < podium - 20; y += 32) {
    let run = rnd() < 0.5;
    for (let i = 0; i < cols; i++) {
      if (rnd() < 0.35) run = !run;
      o.push(
        facadeWindow(d, rnd, tx0 + i * pw + 3, y, pw - 6, 23, run, { frame: '#1c2034', dark: ['#2c3a62', '#55608a'] }),
      );
    }
    o.push(rect(tx0, y + 25, tx1 - tx0, 5, { fill: '#1a1d30', opacity: 0.8 }));
  }
  for (let i = 0; i <= cols; i++)
    o.push(rect(tx0 + i * pw - 1.5, top + 40, 3, podium - top - 40, { fill: '#c9cfdc', opacity: 0.35 }));
  o.push(
    poly(
      [
        [tx0, top + 380],
        [tx0 + 180, top],
        [tx0 + 300, top],
        [tx0, top + 620],
      ],
      { fill: '#f4c8a0', opacity: 0.08 },
    ),
  );
  // crown with a lit band
  o.push(rect(tx0 - 6, top, tx1 - tx0 + 12, 40, { fill: '#1b1f33' }));
  o.push(rect(tx0 - 6, top + 16, tx1 - tx0 + 12, 6, { fill: '#ffd9a0' }));
  o.push(glow(d, (tx0 + tx1) / 2, top + 19, 320, 30, '#ffcf8a', 0.5));
  o.push(rect(tx0 + 120, top - 36, 240, 36, { fill: '#23273d' }));
  // podium: stone band, glass lobby, canopy
  o.push(rect(470, podium, 720, ground - podium, { fill: '#3b3440' }));
  o.push(rect(470, podium, 720, 24, { fill: d.down('#b5a593', '#857565') }));
  o.push(
    rect(490, podium + 34, 680, ground - podium - 34, {
      fill: d.lin([
        [0, '#ffe2b0'],
        [0.6, '#f2b36e'],
        [1, '#c98048'],
      ]),
    }),
  );
  for (let x = 530; x < 1160; x += 90) o.push(glow(d, x, podium + 60, 40, 40, '#fff4d8', 0.8));
  o.push(rect(700, podium + 80, 200, 50, { fill: '#7a4a2c', opacity: 0.8 }));
  for (let x = 490; x <= 1170; x += 68) o.push(rect(x - 2, podium + 34, 4, ground - podium - 34, { fill: '#2b2630' }));
  o.push(rect(490, podium + 34, 680, 4, { fill: '#2b2630' }));
  o.push(rect(620, podium + 52, 360, 12, { fill: '#1f1b22' }));
  o.push(rect(620, podium + 64, 360, 3, { fill: '#ffe8c0' }));
  for (const x of [660, 740, 860, 940]) o.push(glow(d, x, ground, 60, 14, '#ffd59a', 0.6));
  for (const x of [640, 960]) o.push(rect(x - 3, podium + 64, 6, ground - podium - 64, { fill: '#1f1b22' }));
  // ground: pavement with warm reflection, road
  o.push(
    rect(0, ground, W, H - ground, {
      fill: d.lin([
        [0, '#5a4a55'],
        [0.5, '#3d3340'],
        [1, '#2a2430'],
      ]),
    }),
  );
  o.push(glow(d, 830, ground + 40, 460, 80, '#ffbf78', 0.45));
  o.push(rect(0, 1000, W, 8, { fill: '#8a7a7a', opacity: 0.6 }));
  o.push(rect(0, 1008, W, 60, { fill: '#221d27' }));
  for (let x = 30; x < W; x += 180) o.push(rect(x, 1036, 90, 5, { fill: '#d8c8a8', opacity: 0.35 }));
  // greenery and lamps
  o.push(hedge(rnd, 470, 610, ground, 40));
  o.push(hedge(rnd, 990, 1190, ground, 40));
  o.push(tree(d, rnd, 150, ground + 20, 300));
  o.push(tree(d, rnd, 420, ground + 40, 260));
  o.push(tree(d, rnd, 1260, ground + 40, 270));
  o.push(tree(d, rnd, 1480, ground + 20, 320));
  o.push(streetLamp(d, 300, ground + 60, 210));
  o.push(streetLamp(d, 1370, ground + 60, 210));
  return finish(d, o.join(''));
}

function facadeResort() {
  const d = new Defs(W, H);
  const rnd = prng(22);
  const o = [];
  const ground = 860;
  o.push(
    sky(d, [
      [0, '#5b6fa8'],
      [0.45, '#b98fa4'],
      [0.75, '#f2b585'],
      [1, '#fcdca6'],
    ]),
  );
  o.push(glow(d, 300, 700, 700, 360, '#fff0c8', 0.6));
  o.push(
    clouds(
      d,
      rnd,
      [
        [1100, 200, 600, 40],
        [500, 140, 400, 28],
        [1400, 360, 300, 24],
      ],
      '#c99ab0',
      '#ffd4a8',
    ),
  );
  // hills behind
  o.push(path('M0,640 Q250,520 520,600 T1050,560 T1600,600 L1600,900 L0,900 Z', { fill: '#8d8398', opacity: 0.8 }));
  o.push(path('M0,700 Q300,620 700,680 T1600,650 L1600,900 L0,900 Z', { fill: '#6e7a6e' }));
  // main building: three storeys, white stucco, terracotta roof, central pavilion
  const bx0 = 120;
  const bx1 = 1480;
  const by = 560;
  o.push(shadow(d, 800, ground, 760, 30, 0.35));
  o.push(
    poly(
      [
        [bx0 - 30, by],
        [bx1 + 30, by],
        [bx1 - 40, by - 70],
        [bx0 + 40, by - 70],
      ],
      { fill: d.down('#9b4a2e', '#c0653c') },
    ),
  );
  for (let x = bx0; x < bx1; x += 14)
    o.push(line(x, by - 68, x - 10 * ((x - 800) / 700), by, { stroke: '#7a3822', strokeWidth: 1.4, opacity: 0.5 }));
  o.push(rect(bx0, by, bx1 - bx0, ground - by, { fill: d.down('#f6ead8', '#e4cfb4') }));
  o.push(rect(bx0, by, bx1 - bx0, 14, { fill: '#6b3a28', opacity: 0.35 }));
  // pavilion
  o.push(
    poly(
      [
        [640, by - 70],
        [960, by - 70],
        [800, by - 190],
      ],
      { fill: d.down('#a3502f', '#c66b3e') },
    ),
  );
  o.push(rect(660, by - 70, 280, 80, { fill: '#f3e3cc' }));
  for (let i = 0; i < 3; i++)
    o.push(facadeWindow(d, rnd, 690 + i * 85, by - 55, 50, 50, true, { arch: true, frame: '#7a5a40' }));
  // floors of windows with shutters and balconies
  const floorsY = [by + 40, by + 130];
  for (const fy of floorsY) {
    for (let x = bx0 + 40; x < bx1 - 60; x += 92) {
      if (Math.abs(x + 28 - 800) < 60) continue;
      const lit = rnd() < 0.55;
      o.push(rect(x - 18, fy, 16, 64, { fill: '#4f7b78' }));
      o.push(rect(x + 58, fy, 16, 64, { fill: '#4f7b78' }));
      for (let k = 0; k < 6; k++) {
        o.push(line(x - 18, fy + 6 + k * 10, x - 2, fy + 6 + k * 10, { stroke: '#2f5452', strokeWidth: 1.5 }));
        o.push(line(x + 58, fy + 6 + k * 10, x + 74, fy + 6 + k * 10, { stroke: '#2f5452', strokeWidth: 1.5 }));
      }
      o.push(facadeWindow(d, rnd, x, fy, 56, 64, lit, { frame: '#8a6a4a', dark: ['#4a5470', '#7e7f96'] }));
      o.push(rect(x - 22, fy + 64, 100, 6, { fill: '#d8c2a4' }));
      o.push(rect(x - 22, fy + 70, 100, 4, { fill: '#000', opacity: 0.12 }));
      for (let k = 0; k <= 10; k++)
        o.push(line(x - 20 + k * 9.6, fy + 40, x - 20 + k * 9.6, fy + 64, { stroke: '#2d2722', strokeWidth: 1.6 }));
      o.push(line(x - 22, fy + 40, x + 78, fy + 40, { stroke: '#2d2722', strokeWidth: 2.5 }));
    }
  }
  // ground floor arcade with warm light
  const ay = by + 220;
  o.push(rect(bx0, ay, bx1 - bx0, ground - ay, { fill: '#e9d8bf' }));
  for (let x = bx0 + 20; x < bx1 - 40; x += 90) {
    o.push(
      path(`M${x},${ground} L${x},${ay + 40} A35,35 0 0 1 ${x + 70},${ay + 40} L${x + 70},${ground} Z`, {
        fill: d.down('#ffd89c', '#c98a55'),
      }),
    );
    o.push(glow(d, x + 35, ay + 45, 40, 30, '#fff4d8', 0.7));
    o.push(
      path(`M${x},${ground} L${x},${ay + 40} A35,35 0 0 1 ${x + 70},${ay + 40} L${x + 70},${ground}`, {
        fill: 'none',
        stroke: '#cdb492',
        strokeWidth: 3,
      }),
    );
  }
  // lawn, path, palms, flowering shrubs
  o.push(rect(0, ground, W, H - ground, { fill: d.down('#6f8048', '#4a5a32') }));
  o.push(
    poly(
      [
        [730, ground],
        [870, ground],
        [1150, H],
        [450, H],
      ],
      { fill: d.down('#e7d2b2', '#c7a989') },
    ),
  );
  for (let k = 1; k < 7; k++) {
    const y = ground + (H - ground) * (k / 7) ** 1.4;
    const t = (y - ground) / (H - ground);
    o.push(line(lerp(730, 450, t), y, lerp(870, 1150, t), y, { stroke: '#a88a6a', strokeWidth: 1.2, opacity: 0.5 }));
  }
  o.push(glow(d, 800, ground + 10, 400, 40, '#ffd49a', 0.35));
  o.push(hedge(rnd, 60, 700, ground + 8, 46, { flowers: ['#d9477a', '#e8679a', '#f08fb3'] }));
  o.push(hedge(rnd, 900, 1540, ground + 8, 46, { flowers: ['#d9477a', '#e8679a', '#f4efe0'] }));
  o.push(palm(d, rnd, 90, ground + 90, 560, 0.12));
  o.push(palm(d, rnd, 300, ground + 40, 430, -0.08));
  o.push(palm(d, rnd, 1250, ground + 50, 460, 0.1));
  o.push(palm(d, rnd, 1480, ground + 100, 600, -0.14));
  o.push(palm(d, rnd, 620, ground + 20, 330, 0.06));
  o.push(palm(d, rnd, 1000, ground + 22, 340, -0.05));
  return finish(d, o.join(''), { warm: 0.12 });
}

function facadeClassical() {
  const d = new Defs(W, H);
  const rnd = prng(33);
  const o = [];
  const ground = 900;
  o.push(
    sky(d, [
      [0, '#1b2446'],
      [0.5, '#4b4a78'],
      [0.78, '#c27d7a'],
      [1, '#f0b079'],
    ]),
  );
  o.push(glow(d, 800, 900, 900, 300, '#ffc98c', 0.45));
  o.push(
    clouds(
      d,
      rnd,
      [
        [260, 220, 420, 28],
        [1300, 280, 500, 32],
      ],
      '#5c4e74',
      '#e49a84',
    ),
  );
  const x0 = 230;
  const x1 = 1370;
  const stone = d.down('#e9dcc4', '#c8b494');
  // mansard roof with dormers
  o.push(
    poly(
      [
        [x0 + 10, 250],
        [x1 - 10, 250],
        [x1 - 50, 150],
        [x0 + 50, 150],
      ],
      { fill: d.down('#3f4a5e', '#5c6a80') },
    ),
  );
  for (let x = x0 + 90; x < x1 - 90; x += 120) {
    o.push(rect(x, 170, 50, 62, { fill: '#dccbb0' }));
    o.push(
      poly(
        [
          [x - 6, 172],
          [x + 56, 172],
          [x + 25, 150],
        ],
        { fill: '#dccbb0' },
      ),
    );
    o.push(facadeWindow(d, rnd, x + 10, 184, 30, 44, rnd() < 0.5, { frame: '#4a4036', arch: true }));
  }
  o.push(rect(x0 + 200, 120, 20, 40, { fill: '#6a5a52' }));
  o.push(rect(x1 - 220, 120, 20, 40, { fill: '#6a5a52' }));
  // body
  o.push(rect(x0, 250, x1 - x0, ground - 250, { fill: stone }));
  o.push(rect(x0 - 12, 244, x1 - x0 + 24, 16, { fill: '#d9c9ad' }));
  o.push(rect(x0 - 12, 258, x1 - x0 + 24, 6, { fill: '#000', opacity: 0.18 }));
  for (const y of [390, 520, 650]) {
    o.push(rect(x0, y, x1 - x0, 6, { fill: '#f3e8d4' }));
    o.push(rect(x0, y + 6, x1 - x0, 3, { fill: '#000', opacity: 0.12 }));
  }
  for (let y = 665; y < ground; y += 26) o.push(line(x0, y, x1, y, { stroke: '#9c8a70', strokeWidth: 2 }));
  // pilasters at the ends
  for (const x of [x0, x1 - 40]) o.push(rect(x, 264, 40, 400, { fill: '#efe3cc', opacity: 0.8 }));
  // windows with cornices
  const rows = [
    [290, 80, false],
    [420, 80, false],
    [545, 86, false],
    [700, 120, true],
  ];
  for (const [wy, wh, arch] of rows) {
    for (let x = x0 + 70; x < x1 - 80; x += 100) {
      if (x > 640 && x < 930) continue;
      o.push(facadeWindow(d, rnd, x, wy, 46, wh, rnd() < 0.6, { frame: '#5b4a3a', arch }));
      if (!arch) {
        o.push(rect(x - 8, wy - 12, 62, 8, { fill: '#f5ebd8' }));
        o.push(rect(x - 8, wy - 4, 62, 3, { fill: '#000', opacity: 0.15 }));
        o.push(rect(x - 4, wy + wh, 54, 6, { fill: '#f5ebd8' }));
      }
    }
  }
  // central portico: pediment on six columns
  const px0 = 620;
  const px1 = 980;
  o.push(rect(px0, 330, px1 - px0, ground - 330, { fill: '#d8c7a8' }));
  for (let i = 0; i < 3; i++)
    o.push(facadeWindow(d, rnd, 660 + i * 110, 420, 60, 170, true, { arch: true, frame: '#5b4a3a' }));
  o.push(
    path(`M700,${ground} L700,730 A100,100 0 0 1 900,730 L900,${ground} Z`, { fill: d.down('#ffe1a6', '#d08a4e') }),
  );
  o.push(glow(d, 800, 760, 120, 100, '#fff2d0', 0.7));
  for (let k = 0; k < 5; k++)
    o.push(line(720 + k * 40, 730, 720 + k * 40, ground, { stroke: '#6a4a30', strokeWidth: 3, opacity: 0.6 }));
  o.push(
    poly(
      [
        [px0 - 40, 330],
        [px1 + 40, 330],
        [800, 240],
      ],
      { fill: '#efe3cc' },
    ),
  );
  o.push(
    poly(
      [
        [px0 - 10, 322],
        [px1 + 10, 322],
        [800, 254],
      ],
      { fill: '#d5c3a4' },
    ),
  );
  o.push(rect(px0 - 44, 330, px1 - px0 + 88, 22, { fill: '#f3e8d4' }));
  o.push(rect(px0 - 44, 352, px1 - px0 + 88, 5, { fill: '#000', opacity: 0.2 }));
  for (let i = 0; i < 6; i++) {
    const cx = px0 - 20 + i * ((px1 - px0 + 40) / 5);
    o.push(shadow(d, cx + 20, ground - 40, 40, 8, 0.35));
    o.push(
      rect(cx - 16, 370, 32, ground - 60 - 370, {
        fill: d.lin(
          [
            [0, '#b6a283'],
            [0.35, '#f6ecda'],
            [0.7, '#dcc9a8'],
            [1, '#a8936f'],
          ],
          { x2: 1, y2: 0 },
        ),
      }),
    );
    for (let k = -2; k <= 2; k++)
      o.push(line(cx + k * 6, 372, cx + k * 6, ground - 62, { stroke: '#9c8866', strokeWidth: 1, opacity: 0.5 }));
    o.push(rect(cx - 22, 357, 44, 14, { fill: '#efe2ca' }));
    o.push(rect(cx - 22, ground - 62, 44, 12, { fill: '#efe2ca' }));
  }
  // steps and lanterns
  for (let k = 0; k < 4; k++)
    o.push(
      rect(px0 - 60 - k * 18, ground - 50 + k * 12.5, px1 - px0 + 120 + k * 36, 12.5, {
        fill: k % 2 ? '#d1bfa0' : '#e4d4b8',
      }),
    );
  o.push(rect(0, ground, W, H - ground, { fill: d.down('#6a5a58', '#3b3036') }));
  o.push(glow(d, 800, ground + 30, 500, 70, '#ffc98a', 0.45));
  for (let x = -40; x < W; x += 110)
    o.push(line(x, ground, x - (x - 800) * 0.4, H, { stroke: '#2e2528', strokeWidth: 1.5, opacity: 0.4 }));
  for (const x of [560, 1040]) {
    o.push(rect(x - 4, ground - 150, 8, 150, { fill: '#2a2426' }));
    o.push(rect(x - 14, ground - 190, 28, 40, { fill: '#ffe2a8' }));
    o.push(
      poly(
        [
          [x - 18, ground - 190],
          [x + 18, ground - 190],
          [x, ground - 206],
        ],
        { fill: '#2a2426' },
      ),
    );
    o.push(glow(d, x, ground - 170, 90, 90, '#ffc97c', 0.6));
  }
  // flags on short poles above the portico (plain colours)
  for (const [x, c] of [
    [700, '#7a2433'],
    [900, '#1f3d6b'],
  ]) {
    o.push(line(x, 240, x, 130, { stroke: '#3a3232', strokeWidth: 3 }));
    o.push(path(`M${x},132 Q${x + 30},124 ${x + 60},134 L${x + 60},170 Q${x + 30},162 ${x},170 Z`, { fill: c }));
  }
  // clipped street trees and hedges
  o.push(hedge(rnd, x0, px0 - 70, ground, 36));
  o.push(hedge(rnd, px1 + 70, x1, ground, 36));
  for (const [x, h] of [
    [90, 330],
    [1510, 330],
    [250, 230],
    [1350, 230],
  ])
    o.push(tree(d, rnd, x, ground + 40, h, { dark: '#1f2e26', mid: '#33473a', light: '#5a6a4a' }));
  return finish(d, o.join(''));
}

function facadeBoutique() {
  const d = new Defs(W, H);
  const rnd = prng(44);
  const o = [];
  const ground = 910;
  o.push(
    sky(d, [
      [0, '#1a2a52'],
      [0.55, '#35508a'],
      [0.85, '#7f86b0'],
      [1, '#d6a38c'],
    ]),
  );
  o.push(glow(d, 1300, 500, 500, 300, '#8da0d0', 0.35));
  // neighbours: cream stucco on the left, grey stone on the right
  o.push(rect(0, 260, 430, ground - 260, { fill: d.down('#d9ccb0', '#b7a68a') }));
  o.push(rect(0, 250, 440, 16, { fill: '#9c8a70' }));
  for (let y = 300; y < ground - 140; y += 110)
    for (let x = 40; x < 420; x += 95) o.push(facadeWindow(d, rnd, x, y, 50, 76, rnd() < 0.45, { frame: '#efe6d6' }));
  o.push(rect(0, ground - 110, 430, 110, { fill: '#2c2a33' }));
  o.push(rect(20, ground - 95, 380, 95, { fill: d.down('#ffd59a', '#c17a46'), opacity: 0.85 }));
  o.push(rect(1170, 330, 430, ground - 330, { fill: d.down('#8f8a8a', '#6a6668') }));
  for (let y = 370; y < ground - 120; y += 100)
    for (let x = 1200; x < 1590; x += 90) o.push(facadeWindow(d, rnd, x, y, 46, 64, rnd() < 0.4, { frame: '#4a4648' }));
  o.push(rect(1170, ground - 120, 430, 120, { fill: '#34302f' }));
  // brick hotel: pattern of bricks, black steel windows
  const bx0 = 430;
  const bx1 = 1170;
  const top = 140;
  const brickId = d.id();
  d.items.push(
    `<pattern id="${brickId}" width="36" height="16" patternUnits="userSpaceOnUse"><rect width="36" height="16" fill="#8e4a36"/><rect x="0" y="0" width="34" height="6.5" fill="#9c563d"/><rect x="18" y="8" width="34" height="6.5" fill="#a35c42"/><rect x="-18" y="8" width="34" height="6.5" fill="#94503a"/></pattern>`,
  );
  o.push(rect(bx0, top, bx1 - bx0, ground - top, { fill: `url(#${brickId})` }));
  o.push(
    rect(bx0, top, bx1 - bx0, ground - top, {
      fill: d.lin([
        [0, '#2a1a30', 0.1],
        [0.7, '#000', 0],
        [1, '#ffb070', 0.15],
      ]),
    }),
  );
  o.push(rect(bx0 - 10, top - 14, bx1 - bx0 + 20, 18, { fill: '#3a2a26' }));
  for (let y = top + 40; y < ground - 200; y += 122) {
    for (let x = bx0 + 50; x < bx1 - 100; x += 170) {
      const lit = rnd() < 0.65;
      o.push(rect(x - 6, y + 94, 112, 8, { fill: '#c9b49a' }));
      o.push(facadeWindow(d, rnd, x, y, 100, 92, lit, { frame: '#1d1a1c', dark: ['#243052', '#4a5a84'] }));
      o.push(line(x + 50, y, x + 50, y + 92, { stroke: '#1d1a1c', strokeWidth: 4 }));
      o.push(line(x, y + 30, x + 100, y + 30, { stroke: '#1d1a1c', strokeWidth: 3 }));
      if (lit && rnd() < 0.6) o.push(glow(d, x + 50, y + 60, 90, 70, '#ffcf8a', 0.25));
      if (rnd() < 0.4) {
        o.push(rect(x - 4, y + 80, 108, 16, { fill: '#3a2e28' }));
        o.push(hedge(rnd, x - 4, x + 104, y + 82, 22, { flowers: ['#e8e2d0', '#d76a7e'] }));
      }
    }
  }
  // ground floor: glass front, dark green awning with string lights
  const gy = ground - 170;
  o.push(rect(bx0, gy, bx1 - bx0, 170, { fill: '#1e2420' }));
  o.push(
    rect(bx0 + 30, gy + 40, bx1 - bx0 - 60, 130, {
      fill: d.lin([
        [0, '#ffe3ae'],
        [0.6, '#f0a865'],
        [1, '#b86d3c'],
      ]),
    }),
  );
  for (let x = bx0 + 80; x < bx1 - 40; x += 110) o.push(glow(d, x, gy + 70, 40, 36, '#fff4d6', 0.8));
  for (let x = bx0 + 60; x < bx1 - 60; x += 85) {
    o.push(rect(x, gy + 110, 30, 4, { fill: '#4a2e20' }));
    o.push(line(x + 15, gy + 114, x + 15, ground, { stroke: '#4a2e20', strokeWidth: 3 }));
  }
  for (let x = bx0 + 30; x <= bx1 - 30; x += 97) o.push(rect(x - 3, gy + 40, 6, 130, { fill: '#1e2420' }));
  o.push(
    poly(
      [
        [bx0 + 10, gy + 4],
        [bx1 - 10, gy + 4],
        [bx1 + 20, gy + 44],
        [bx0 - 20, gy + 44],
      ],
      { fill: d.down('#1f4a3a', '#2f6650') },
    ),
  );
  for (let x = bx0; x < bx1; x += 40)
    o.push(
      line(x + 10, gy + 4, x + 10 + (x - 800) * 0.04, gy + 44, { stroke: '#173a2d', strokeWidth: 6, opacity: 0.5 }),
    );
  o.push(
    path(
      `M${bx0 - 20},${gy + 44} ${Array.from({ length: 19 }, (_, i) => `Q${bx0 - 20 + i * 41 + 20},${gy + 58} ${bx0 - 20 + (i + 1) * 41},${gy + 44}`).join(' ')}`,
      { fill: '#24573f' },
    ),
  );
  const bulbs = [];
  for (let i = 0; i < 3; i++) {
    const y0 = gy + 4 - i * 0;
    for (let k = 0; k < 14; k++) {
      const t = k / 13;
      const x = lerp(bx0 + 40 + i * 10, bx1 - 40, t);
      const y = y0 - 30 + Math.sin(t * Math.PI * 4) * 10 - i * 16;
      bulbs.push(glow(d, x, y, 14, 14, '#ffd68a', 0.7), circle(x, y, 2.5, { fill: '#fff6d8' }));
    }
  }
  o.push(...bulbs);
  // pavement, kerb, street
  o.push(rect(0, ground, W, H - ground, { fill: d.down('#5a5460', '#2e2a34') }));
  o.push(glow(d, 800, ground + 30, 480, 60, '#ffb873', 0.5));
  for (let x = 0; x < W; x += 80)
    o.push(line(x, ground, x - (x - 800) * 0.3, 1010, { stroke: '#2a262e', strokeWidth: 1.2, opacity: 0.5 }));
  o.push(rect(0, 1010, W, 8, { fill: '#8d8590', opacity: 0.5 }));
  o.push(rect(0, 1018, W, 50, { fill: '#1f1c24' }));
  // planters and trees, lamps
  const leaves = { dark: '#1e2e24', mid: '#2f4534', light: '#4d6040', rim: '#e0a060' };
  for (const x of [470, 1130]) {
    o.push(rect(x - 30, ground - 50, 60, 50, { fill: '#2c2a2c' }));
    o.push(tree(d, rnd, x, ground - 40, 170, leaves));
  }
  o.push(tree(d, rnd, 130, ground + 50, 360, leaves));
  o.push(tree(d, rnd, 1470, ground + 50, 380, leaves));
  o.push(streetLamp(d, 330, ground + 70, 240));
  o.push(streetLamp(d, 1290, ground + 70, 240));
  return finish(d, o.join(''));
}

function lobby() {
  const d = new Defs(W, H);
  const rnd = prng(55);
  const c = camera({ x: 0, y: 1.6, f: 820, cy: 560 });
  const room = { w: 14, h: 5.2, back: 14, near: 0.6 };
  const o = [];
  const floor = d.lin([
    [0, '#8a7058'],
    [0.3, '#d9c7ad'],
    [1, '#efe3cf'],
  ]);
  o.push(
    roomShell(c, {
      ...room,
      floor,
      ceiling: d.down('#6a5444', '#3a2e26'),
      left: d.across('#5a4638', '#b59477'),
      right: d.across('#a88a6c', '#4e3c30'),
      wall: d.down('#8b6a4e', '#6b4f3a'),
    }),
  );
  // left wall: tall windows onto a blue dusk garden
  for (let z = 3; z < 13; z += 2.4) {
    const [wx0, wy0] = c.p(-7, 4.6, z);
    const [wx1, wy1] = c.p(-7, 0.1, z + 1.8);
    const garden = () => [
      rect(wx0, wy0, wx1 - wx0 + 200, wy1 - wy0 + 200, {
        fill: d.lin([
          [0, '#34477a'],
          [0.7, '#8a82a8'],
          [1, '#4a5a48'],
        ]),
      }),
      tree(d, rnd, (wx0 + wx1) / 2, wy1 + 40, (wy1 - wy0) * 0.9, {
        dark: '#1f3030',
        mid: '#2d4540',
        light: '#4a6050',
        rim: '#8a90a0',
      }),
    ];
    o.push(sideWindow(d, c, -7, [0.1, 4.6], [z, z + 1.8], garden, { stroke: '#2a211c', strokeWidth: 5 }));
    o.push(line(...c.p(-7, 2.4, z), ...c.p(-7, 2.4, z + 1.8), { stroke: '#2a211c', strokeWidth: 3 }));
  }
  // back wall: wooden slats, a backlit onyx panel behind the desk
  const [bl, bt] = c.p(-7, 5.2, 14);
  const [br, bb] = c.p(7, 0, 14);
  for (let x = bl; x < br; x += 9) o.push(rect(x, bt, 4, bb - bt, { fill: '#4a3526', opacity: 0.45 }));
  const [ox0, oy0] = c.p(-3.2, 3.6, 13.9);
  const [ox1, oy1] = c.p(3.2, 0.9, 13.9);
  o.push(glow(d, (ox0 + ox1) / 2, (oy0 + oy1) / 2, (ox1 - ox0) * 0.9, (oy1 - oy0) * 0.9, '#ffcf8a', 0.5));
  o.push(
    rect(ox0, oy0, ox1 - ox0, oy1 - oy0, {
      fill: d.rad(
        [
          [0, '#fff0cc'],
          [0.5, '#f7c77e'],
          [1, '#d68c4a'],
        ],
        { r: 0.7 },
      ),
    }),
  );
  for (let k = 0; k < 7; k++)
    o.push(
      path(
        `M${num(ox0)},${num(lerp(oy0, oy1, k / 7 + 0.05))} Q${num((ox0 + ox1) / 2)},${num(lerp(oy0, oy1, k / 7 - 0.04))} ${num(ox1)},${num(lerp(oy0, oy1, k / 7 + 0.08))}`,
        { fill: 'none', stroke: '#c27a3e', strokeWidth: 2, opacity: 0.35 },
      ),
    );
  // right wall: artwork panels
  for (const z of [5, 8.5]) {
    o.push(sideQuad(c, 7, [1.3, 3.6], [z, z + 2.2], { fill: '#2c231d' }));
    o.push(
      sideQuad(c, 7, [1.4, 3.5], [z + 0.1, z + 2.1], {
        fill: d.lin([
          [0, '#d9a47a'],
          [0.5, '#b5694a'],
          [1, '#4f6a6a'],
        ]),
      }),
    );
  }
  // ceiling: recessed lights
  for (let z = 2; z < 14; z += 1.5)
    for (let x = -5; x <= 5; x += 2.5)
      o.push(glow(d, ...c.p(x, 5.19, z), (60 * c.s(z)) / 100, (14 * c.s(z)) / 100, '#fff1d0', 0.9));
  // floor: marble joints, then reflections of the desk and lights
  o.push(floorTiles(c, room, { size: 1.2, colour: '#6a5442', opacity: 0.25 }));
  const desk = (cc) => [
    box(cc, [-3, 3], [0, 1.1], [11.2, 12.1], { front: d.down('#f2e6d2', '#c9b497'), top: '#5a4032', sides: '#b8a386' }),
    box(cc, [-3.1, 3.1], [1.1, 1.18], [11.1, 12.2], { front: '#3d2b22', top: '#6b4c3a', sides: '#3d2b22' }),
    box(cc, [-3, 3], [0, 0.08], [11.15, 11.2], { front: '#ffd999' }),
  ];
  const chairs = (cc) => {
    const out = [];
    for (const [x, z] of [
      [-5.2, 5.5],
      [-3.2, 5.5],
      [3.2, 5.5],
      [5.2, 5.5],
    ]) {
      out.push(
        box(cc, [x - 0.5, x + 0.5], [0, 0.42], [z, z + 0.9], { front: '#2f4a4a', top: '#3f5e5c', sides: '#27403f' }),
      );
      out.push(box(cc, [x - 0.5, x + 0.5], [0.42, 0.95], [z + 0.7, z + 0.9], { front: '#35524f', top: '#456a66' }));
      out.push(
        box(cc, [x - 0.5, x - 0.38], [0.42, 0.65], [z, z + 0.9], {
          front: '#2a4443',
          top: '#3f5e5c',
          sides: '#2a4443',
        }),
      );
      out.push(
        box(cc, [x + 0.38, x + 0.5], [0.42, 0.65], [z, z + 0.9], {
          front: '#2a4443',
          top: '#3f5e5c',
          sides: '#2a4443',
        }),
      );
    }
    for (const x of [-4.2, 4.2]) {
      out.push(
        box(cc, [x - 0.35, x + 0.35], [0, 0.45], [5.1, 5.8], { front: '#3a2a20', top: '#c9b79a', sides: '#2e2018' }),
      );
    }
    return out.join('');
  };
  const reflected = c.mirror();
  o.push(group({ opacity: 0.28, filter: d.blur(6) }, desk(reflected), chairs(reflected)));
  o.push(
    group({ opacity: 0.35, filter: d.blur(10) }, rect(ox0, bb, ox1 - ox0, (oy1 - oy0) * 0.8, { fill: '#ffcf8a' })),
  );
  // desk with a soft shadow, pendants above
  o.push(shadow(d, ...c.p(0, 0, 12.1), 340, 18, 0.5));
  o.push(desk(c));
  for (const x of [-2.2, -0.75, 0.75, 2.2]) o.push(pendant(d, c, x, 2.9, 11.4, 5.2, { r: 0.24 }));
  // columns
  for (const z of [4, 9]) {
    for (const x of [-5.6, 5.6]) {
      o.push(shadow(d, ...c.p(x, 0, z + 0.3), 60, 8, 0.4));
      o.push(
        box(c, [x - 0.3, x + 0.3], [0, 5.2], [z, z + 0.6], { front: d.across('#e3d4bc', '#bca88c'), sides: '#a38f74' }),
      );
    }
  }
  // lounge chairs and side tables, lamps and plants
  o.push(chairs(c));
  for (const x of [-4.2, 4.2]) o.push(tableLamp(d, c, x, 0.45, 5.45, { shadeH: 0.32, stem: 0.3 }));
  o.push(plant(d, c, rnd, -6.3, 10.5, 2));
  o.push(plant(d, c, rnd, 6.3, 10.5, 2));
  o.push(plant(d, c, rnd, -6.2, 3.2, 1.8));
  o.push(plant(d, c, rnd, 6.2, 3.2, 1.8));
  return finish(d, o.join(''), { vignette: 0.45 });
}

function bedroom(kind) {
  const d = new Defs(W, H);
  const rnd = prng(kind === 'king' ? 66 : 77);
  const twin = kind === 'twin';
  const c = camera({ x: twin ? -0.3 : 0.3, y: 1.55, f: 820, cy: 420 });
  const room = { w: 5.4, h: 2.8, back: 5.2, near: 0.4 };
  const pal = twin
    ? {
        wall: '#cfc6b0',
        wallDark: '#a89d85',
        head: '#7d8c73',
        headDark: '#5f6e57',
        throw: '#2f6f6e',
        throwDark: '#234f4e',
        curtain: ['#d9ccb1', '#efe6d2', '#c2b393'],
      }
    : {
        wall: '#d8c3a8',
        wallDark: '#b19a7e',
        head: '#8a6a55',
        headDark: '#6a4e3e',
        throw: '#b5542f',
        throwDark: '#8a3d22',
        curtain: ['#cdb594', '#ead9bd', '#b59a78'],
      };
  const o = [];
  o.push(
    roomShell(c, {
      ...room,
      floor: '#7a5a42',
      ceiling: d.down('#e9e0d0', '#cbbfa9'),
      left: d.across(pal.wallDark, pal.wall),
      right: d.across(pal.wall, pal.wallDark),
      wall: d.down(pal.wall, pal.wallDark),
    }),
  );
  o.push(planks(c, rnd, room, { width: 0.18, tones: ['#7d5b40', '#86634a', '#74533b', '#8c6a4d'] }));
  // window on a side wall with a dusk city view and curtains
  const wx = twin ? 2.7 : -2.7;
  const wz0 = 2.5;
  const wz1 = 4.45;
  const corners = [
    [wx, 0.25, wz0],
    [wx, 0.25, wz1],
    [wx, 2.55, wz1],
    [wx, 2.55, wz0],
  ].map(([X, Y, Z]) => c.p(X, Y, Z));
  const bx = Math.min(...corners.map((p) => p[0]));
  const by = Math.min(...corners.map((p) => p[1]));
  const bw = Math.max(...corners.map((p) => p[0])) - bx;
  const bh = Math.max(...corners.map((p) => p[1])) - by;
  const city = () => cityView(d, rnd, bx, by, bw, bh);
  o.push(sideWindow(d, c, wx, [0.25, 2.55], [wz0, wz1], city, { stroke: '#2e2620', strokeWidth: 6 }));
  o.push(
    line(...c.p(wx, 0.25, (wz0 + wz1) / 2), ...c.p(wx, 2.55, (wz0 + wz1) / 2), { stroke: '#2e2620', strokeWidth: 4 }),
  );
  const curtain = (z0, z1) => {
    const [ax] = c.p(wx, 0, z0);
    return sideQuad(c, wx - Math.sign(wx) * 0.05, [0.02, 2.75], [z0, z1], {
      fill: curtainFill(d, ax, 22, pal.curtain),
    });
  };
  o.push(curtain(1.9, 2.6));
  o.push(curtain(4.4, 5.0));
  o.push(sideQuad(c, wx - Math.sign(wx) * 0.06, [0.05, 2.75], [2.6, 3.1], { fill: '#fff8ec', opacity: 0.35 }));
  // back wall: wide upholstered headboard panel, artwork, reading lights
  o.push(box(c, [-2, 2], [0.2, 1.5], [5.12, 5.2], { front: d.down(pal.head, pal.headDark), top: pal.headDark }));
  const [hx0, hy0] = c.p(-2, 1.5, 5.12);
  const [hx1, hy1] = c.p(2, 0.2, 5.12);
  for (let k = 1; k < 12; k++)
    o.push(
      line(lerp(hx0, hx1, k / 12), hy0, lerp(hx0, hx1, k / 12), hy1, {
        stroke: pal.headDark,
        strokeWidth: 2,
        opacity: 0.6,
      }),
    );
  const [ax0, ay0] = c.p(-0.75, 2.45, 5.19);
  const [ax1, ay1] = c.p(0.75, 1.7, 5.19);
  o.push(shadow(d, (ax0 + ax1) / 2 + 6, (ay0 + ay1) / 2 + 8, (ax1 - ax0) * 0.6, (ay1 - ay0) * 0.6, 0.3));
  o.push(
    artwork(
      d,
      ax0,
      ay0,
      ax1 - ax0,
      ay1 - ay0,
      twin ? ['#bcd0c8', '#6f8f80', '#f2c48a', '#3f5a50'] : ['#e8c7a0', '#b86a48', '#fbe3b5', '#6a4032'],
    ),
  );
  // a rug under the foot of the bed
  o.push(levelQuad(c, [-1.7, 1.7], 0.005, [2.2, 4.2], { fill: twin ? '#b9bfae' : '#d6c6ac' }));
  o.push(
    levelQuad(c, [-1.6, 1.6], 0.006, [2.3, 4.1], {
      fill: 'none',
      stroke: twin ? '#7f8a74' : '#a8876a',
      strokeWidth: 3,
    }),
  );
  // bedside tables with lamps
  const tables = twin ? [0] : [-1.45, 1.45];
  for (const x of tables) {
    o.push(glow(d, ...c.p(x, 1.6, 5.19), 150, 180, '#ffd08a', 0.4));
    o.push(
      box(c, [x - 0.27, x + 0.27], [0, 0.55], [4.65, 5.15], { front: '#5e3f2c', top: '#7a5640', sides: '#4a3222' }),
    );
    o.push(line(...c.p(x - 0.2, 0.3, 4.65), ...c.p(x + 0.2, 0.3, 4.65), { stroke: '#3a2718', strokeWidth: 2 }));
    o.push(tableLamp(d, c, x, 0.55, 4.9));
  }
  // beds: base, duvet, throw, pillows
  const beds = twin
    ? [
        [-1.35, -0.35],
        [0.35, 1.35],
      ]
    : [[-0.95, 0.95]];
  for (const [x0, x1] of beds) {
    const z0 = 3.05;
    const z1 = 5.12;
    o.push(shadow(d, ...c.p((x0 + x1) / 2, 0, z0 + 0.1), (c.p(x1, 0, z0)[0] - c.p(x0, 0, z0)[0]) * 0.62, 24, 0.55));
    o.push(box(c, [x0, x1], [0.05, 0.32], [z0 + 0.05, z1], { front: '#3d2f28', sides: '#33271f', top: '#3d2f28' }));
    o.push(
      box(c, [x0 - 0.04, x1 + 0.04], [0.24, 0.6], [z0, z1], {
        front: d.down('#f4efe6', '#d8cfc0'),
        top: d.down('#fbf8f2', '#e6ddd0'),
        sides: '#cfc5b4',
      }),
    );
    // soft fold lines on the duvet
    for (let k = 1; k < 4; k++)
      o.push(
        line(...c.p(lerp(x0, x1, k / 4), 0.6, z0), ...c.p(lerp(x0, x1, k / 4) + 0.05, 0.6, z1 - 0.3), {
          stroke: '#c9bfae',
          strokeWidth: 2,
          opacity: 0.45,
        }),
      );
    // duvet turned down near the pillows
    o.push(box(c, [x0 - 0.04, x1 + 0.04], [0.6, 0.64], [4.3, 4.45], { front: '#ffffff', top: '#f3eee5' }));
    // throw across the foot
    o.push(
      box(c, [x0 - 0.05, x1 + 0.05], [0.46, 0.615], [z0 + 0.12, z0 + 0.62], {
        front: pal.throwDark,
        top: pal.throw,
        sides: pal.throwDark,
      }),
    );
    // pillows: two rows
    const pillows = twin
      ? [[(x0 + x1) / 2, 4.95, 0.8, 0.45]]
      : [
          [x0 + 0.48, 4.95, 0.82, 0.46],
          [x1 - 0.48, 4.95, 0.82, 0.46],
        ];
    const front = twin
      ? [[(x0 + x1) / 2, 4.7, 0.55, 0.3, pal.throw]]
      : [
          [x0 + 0.5, 4.72, 0.6, 0.32, '#fbf7f0'],
          [x1 - 0.5, 4.72, 0.6, 0.32, '#fbf7f0'],
          [0, 4.55, 0.45, 0.26, pal.throw],
        ];
    for (const [px, pz, pw, ph, col] of [...pillows.map((p) => [...p, '#f7f3ec']), ...front]) {
      const s = c.s(pz);
      const [x, y] = c.p(px, 0.62, pz);
      o.push(shadow(d, x, y, pw * s * 0.55, 0.06 * s, 0.35));
      o.push(rect(x - (pw * s) / 2, y - ph * s, pw * s, ph * s, { rx: 0.08 * s, fill: col }));
      o.push(
        rect(x - (pw * s) / 2, y - ph * s, pw * s, ph * s, {
          rx: 0.08 * s,
          fill: d.lin([
            [0, '#ffffff', 0.3],
            [0.6, '#000', 0],
            [1, '#6a5a4a', 0.25],
          ]),
        }),
      );
    }
  }
  o.push(plant(d, c, rnd, twin ? -2.3 : 2.3, 4.6, 1.5));
  return finish(d, o.join(''), { vignette: 0.42 });
}

function suite() {
  const d = new Defs(W, H);
  const rnd = prng(88);
  const c = camera({ x: 0.2, y: 1.35, f: 900, cy: 480 });
  const room = { w: 6.4, h: 3, back: 6.5, near: 0.4 };
  const o = [];
  o.push(
    roomShell(c, {
      ...room,
      floor: '#6e5440',
      ceiling: d.down('#efe6d6', '#d3c6b0'),
      left: d.across('#9d8a72', '#d8c7ad'),
      right: d.across('#d8c7ad', '#a08c74'),
      wall: '#cdbb9f',
    }),
  );
  o.push(planks(c, rnd, room, { width: 0.2, tones: ['#6e5440', '#765a45', '#684e3a', '#7d604a'] }));
  // floor-to-ceiling window across the back wall: sea and city at sunset
  const [vx0, vy0] = c.p(-2.4, 2.8, 6.5);
  const [vx1, vy1] = c.p(2.4, 0.05, 6.5);
  const vw = vx1 - vx0;
  const vh = vy1 - vy0;
  const horizon = vy0 + vh * 0.58;
  const viewClip = d.clip(rect(vx0, vy0, vw, vh));
  o.push(
    group(
      { clipPath: viewClip },
      rect(vx0, vy0, vw, vh, {
        fill: d.lin([
          [0, '#3b4a82'],
          [0.35, '#a6789a'],
          [0.58, '#f6b27a'],
          [0.6, '#c98a7a'],
          [1, '#4a4a6a'],
        ]),
      }),
      glow(d, vx0 + vw * 0.3, horizon, vw * 0.5, vh * 0.25, '#ffd9a0', 0.7),
      circle(vx0 + vw * 0.3, horizon - 6, 14, { fill: '#fff1cf' }),
      skyline(rnd, vx0 + vw * 0.55, vx1 + 10, horizon + 2, {
        minH: 10,
        maxH: 70,
        colour: '#4d3f5e',
        win: 2.5,
        litP: 0.4,
        minW: 12,
        maxW: 34,
      }),
      ...Array.from({ length: 40 }, () => {
        const y = between(rnd, horizon + 4, vy1);
        const spread = (y - horizon) * 0.5 + 6;
        return rect(vx0 + vw * 0.3 + between(rnd, -spread, spread), y, between(rnd, 8, 30), 1.6, {
          fill: '#ffe2b0',
          opacity: between(rnd, 0.3, 0.8),
        });
      }),
    ),
  );
  for (let k = 0; k <= 4; k++) o.push(rect(lerp(vx0, vx1, k / 4) - 4, vy0, 8, vh, { fill: '#2b2521' }));
  o.push(rect(vx0, vy0 - 4, vw, 8, { fill: '#2b2521' }));
  o.push(rect(vx0, vy0 + vh * 0.72, vw, 4, { fill: '#2b2521', opacity: 0.8 }));
  // curtains gathered at both sides of the window
  for (const [x0, x1] of [
    [-3.2, -2.3],
    [2.3, 3.2],
  ]) {
    const [cx0, cy0] = c.p(x0, 3, 6.4);
    const [cx1, cy1] = c.p(x1, 0, 6.4);
    o.push(rect(cx0, cy0, cx1 - cx0, cy1 - cy0, { fill: curtainFill(d, cx0, 20, ['#8a6a52', '#b8957a', '#775a44']) }));
  }
  // sofa along the left wall, facing the room
  const sofa = { x0: -3.05, x1: -2.15, z0: 2.6, z1: 5.1 };
  o.push(shadow(d, ...c.p(-2.4, 0, 3.9), 150, 40, 0.5));
  o.push(
    box(c, [sofa.x0, sofa.x1], [0.08, 0.45], [sofa.z0, sofa.z1], {
      front: '#2f4f56',
      top: '#3d646c',
      right: '#34575f',
    }),
  );
  o.push(
    box(c, [sofa.x0, sofa.x0 + 0.28], [0.45, 0.95], [sofa.z0, sofa.z1], {
      front: '#2f4f56',
      top: '#41686f',
      right: '#395e66',
    }),
  );
  for (const z of [sofa.z0, sofa.z1 - 0.2])
    o.push(
      box(c, [sofa.x0, sofa.x1 + 0.02], [0.3, 0.66], [z, z + 0.2], {
        front: '#2a464c',
        top: '#41686f',
        right: '#32545b',
      }),
    );
  for (const [z, col] of [
    [3.1, '#e2b35e'],
    [4.3, '#efe6d6'],
  ]) {
    const s = c.s(z);
    const [x, y] = c.p(sofa.x0 + 0.38, 0.7, z);
    o.push(
      rect(x - 0.22 * s, y - 0.14 * s, 0.44 * s, 0.36 * s, {
        rx: 0.06 * s,
        fill: col,
        transform: `rotate(-8 ${num(x)} ${num(y)})`,
      }),
    );
  }
  // rug, round coffee table with a vase
  o.push(levelQuad(c, [-1.9, 1.5], 0.005, [2.3, 5.3], { fill: '#d8cdb9', opacity: 0.85 }));
  o.push(levelQuad(c, [-1.7, 1.3], 0.006, [2.5, 5.1], { fill: 'none', stroke: '#a89878', strokeWidth: 3 }));
  {
    const z = 3.9;
    const s = c.s(z);
    const [x, y] = c.p(-0.6, 0.42, z);
    const [, yb] = c.p(-0.6, 0, z);
    const ry = (0.55 * s * (c.y - 0.42)) / z;
    o.push(shadow(d, x, yb, 0.7 * s, 0.12 * s, 0.45));
    o.push(rect(x - 0.08 * s, y, 0.16 * s, yb - y, { fill: '#2c2420' }));
    o.push(ellipse(x, y + 0.03 * s, 0.55 * s, ry, { fill: '#3a2e26' }));
    o.push(ellipse(x, y, 0.55 * s, ry, { fill: d.down('#efe8de', '#cdc2b2') }));
    o.push(
      path(
        `M${num(x - 0.07 * s)},${num(y)} Q${num(x - 0.11 * s)},${num(y - 0.16 * s)} ${num(x - 0.04 * s)},${num(y - 0.26 * s)} L${num(x + 0.04 * s)},${num(y - 0.26 * s)} Q${num(x + 0.11 * s)},${num(y - 0.16 * s)} ${num(x + 0.07 * s)},${num(y)} Z`,
        { fill: '#2f5d62' },
      ),
    );
    for (let k = 0; k < 5; k++)
      o.push(
        line(x, y - 0.25 * s, x + between(rnd, -0.2, 0.2) * s, y - between(rnd, 0.4, 0.55) * s, {
          stroke: '#5a6a3a',
          strokeWidth: 2,
        }),
      );
    for (let k = 0; k < 6; k++)
      o.push(
        circle(x + between(rnd, -0.2, 0.2) * s, y - between(rnd, 0.4, 0.58) * s, 0.035 * s, {
          fill: pick(rnd, ['#f4efe4', '#e9c7c0']),
        }),
      );
  }
  // armchairs on the right, facing the sofa
  for (const z of [3.0, 4.5]) {
    o.push(shadow(d, ...c.p(1.2, 0, z + 0.4), 90, 20, 0.45));
    o.push(box(c, [0.7, 1.6], [0.08, 0.44], [z, z + 0.85], { front: '#b8865a', top: '#cf9c6c', left: '#a67650' }));
    o.push(box(c, [1.35, 1.6], [0.44, 0.98], [z, z + 0.85], { front: '#b07f55', top: '#c99666', left: '#c08d60' }));
  }
  // arc floor lamp behind the sofa, side lamp, plant
  {
    const [x0, y0] = c.p(-2.9, 0, 5.5);
    const [x1, y1] = c.p(-1.1, 2.05, 4.2);
    o.push(
      path(`M${num(x0)},${num(y0)} Q${num(x0 - 10)},${num(y1 - 120)} ${num(x1)},${num(y1)}`, {
        fill: 'none',
        stroke: '#b08850',
        strokeWidth: 5,
      }),
    );
    o.push(glow(d, x1, y1 + 30, 220, 200, '#ffcf85', 0.45));
    o.push(
      path(`M${num(x1 - 40)},${num(y1 + 30)} Q${num(x1)},${num(y1 - 25)} ${num(x1 + 40)},${num(y1 + 30)} Z`, {
        fill: '#c09055',
      }),
    );
    o.push(ellipse(x1, y1 + 30, 40, 7, { fill: '#fff1d0' }));
  }
  o.push(plant(d, c, rnd, 2.6, 5.8, 1.7));
  // doorway on the right wall: a glimpse of the bedroom
  o.push(sideQuad(c, 3.2, [0, 2.3], [1.3, 2.3], { fill: d.down('#6a5040', '#3a2c24') }));
  o.push(glow(d, ...c.p(3.2, 1.2, 1.9), 90, 200, '#ffcf8a', 0.3));
  return finish(d, o.join(''), { vignette: 0.42 });
}

function bathroom() {
  const d = new Defs(W, H);
  const rnd = prng(99);
  const c = camera({ x: 0, y: 1.4, f: 900, cy: 500 });
  const room = { w: 4.6, h: 2.8, back: 4.6, near: 0.4 };
  const o = [];
  o.push(
    roomShell(c, {
      ...room,
      floor: d.down('#6e665e', '#a39a8e'),
      ceiling: '#e6ded2',
      left: d.across('#34403e', '#56645f'),
      right: d.across('#e1d8ca', '#bdb2a2'),
      wall: d.down('#eee7dc', '#d9cfbf'),
    }),
  );
  // back wall: large marble tiles with faint veins
  const [wl, wt] = c.p(-2.3, 2.8, 4.6);
  const [wr, wb] = c.p(2.3, 0, 4.6);
  const vein = [];
  for (let k = 0; k < 18; k++) {
    const x = between(rnd, wl, wr);
    const y = between(rnd, wt, wb);
    vein.push(
      path(
        `M${num(x)},${num(y)} q${num(between(rnd, 20, 60))},${num(between(rnd, 10, 40))} ${num(between(rnd, 60, 140))},${num(between(rnd, -10, 30))}`,
        { fill: 'none', stroke: '#b5a994', strokeWidth: 1.5, opacity: 0.45 },
      ),
    );
  }
  o.push(group({ filter: d.blur(1.5), opacity: 0.7 }, vein));
  const ts = (wr - wl) / 8;
  for (let x = wl; x <= wr + 1; x += ts) o.push(line(x, wt, x, wb, { stroke: '#c4b9a8', strokeWidth: 1.5 }));
  for (let y = wb; y >= wt; y -= ts * 2) o.push(line(wl, y, wr, y, { stroke: '#c4b9a8', strokeWidth: 1.5 }));
  // left wall: dark green tile grid
  for (let y = 0; y <= 2.8; y += 0.2)
    o.push(line(...c.p(-2.3, y, 0.4), ...c.p(-2.3, y, 4.6), { stroke: '#233030', strokeWidth: 1, opacity: 0.6 }));
  for (let z = 0.6; z <= 4.6; z += 0.4)
    o.push(line(...c.p(-2.3, 0, z), ...c.p(-2.3, 2.8, z), { stroke: '#233030', strokeWidth: 1, opacity: 0.6 }));
  // floor tiles
  o.push(floorTiles(c, room, { size: 0.6, colour: '#4a433c', opacity: 0.35 }));
  // window above the tub: soft daylight through greenery
  const [gx0, gy0] = c.p(-1.9, 2.5, 4.59);
  const [gx1, gy1] = c.p(-0.2, 1.05, 4.59);
  const gclip = d.clip(rect(gx0, gy0, gx1 - gx0, gy1 - gy0));
  o.push(
    group(
      { clipPath: gclip },
      rect(gx0, gy0, gx1 - gx0, gy1 - gy0, { fill: d.down('#f6e8cf', '#e9c89a') }),
      group(
        { filter: d.blur(6) },
        tree(d, rnd, gx0 + 60, gy1 + 60, 260, {
          dark: '#6f8a5a',
          mid: '#8aa06a',
          light: '#b9c48a',
          rim: '#f0d9a0',
          shadowOpacity: 0,
        }),
        tree(d, rnd, gx1 - 40, gy1 + 80, 300, {
          dark: '#6f8a5a',
          mid: '#90a870',
          light: '#c1cc92',
          rim: '#f0d9a0',
          shadowOpacity: 0,
        }),
      ),
    ),
  );
  o.push(rect(gx0, gy0, gx1 - gx0, gy1 - gy0, { fill: 'none', stroke: '#3a332c', strokeWidth: 6 }));
  o.push(line((gx0 + gx1) / 2, gy0, (gx0 + gx1) / 2, gy1, { stroke: '#3a332c', strokeWidth: 4 }));
  // freestanding tub with a soft shadow
  {
    const z = 4.0;
    const s = c.s(z);
    const [x, yTop] = c.p(-1.05, 0.6, z);
    const [, yFloor] = c.p(-1.05, 0, z + 0.35);
    const hw = 0.85 * s;
    const ry = (0.38 * s * (c.y - 0.6)) / z;
    o.push(shadow(d, x, yFloor + 6, hw * 1.15, 0.12 * s, 0.55));
    o.push(
      path(
        `M${num(x - hw)},${num(yTop)} C${num(x - hw)},${num(yFloor + 10)} ${num(x - hw * 0.6)},${num(yFloor + 12)} ${num(x)},${num(yFloor + 12)} C${num(x + hw * 0.6)},${num(yFloor + 12)} ${num(x + hw)},${num(yFloor + 10)} ${num(x + hw)},${num(yTop)} Z`,
        {
          fill: d.lin(
            [
              [0, '#c9c2b8'],
              [0.3, '#ffffff'],
              [0.75, '#f1ece4'],
              [1, '#bdb5a8'],
            ],
            { x2: 1, y2: 0 },
          ),
        },
      ),
    );
    o.push(ellipse(x, yTop, hw, ry, { fill: '#f7f4ef' }));
    o.push(ellipse(x, yTop + 2, hw * 0.9, ry * 0.75, { fill: d.down('#9fb4b8', '#d4e2e0') }));
    o.push(ellipse(x - hw * 0.3, yTop, hw * 0.3, ry * 0.2, { fill: '#ffffff', opacity: 0.5 }));
    // floor-standing tap
    const [tx, ty] = c.p(-0.05, 0, 4.1);
    o.push(rect(tx - 3, ty - 1.05 * c.s(4.1), 6, 1.05 * c.s(4.1), { fill: '#a8a29a' }));
    o.push(
      path(`M${num(tx)},${num(ty - 1.05 * c.s(4.1))} q-30,-10 -46,20`, {
        fill: 'none',
        stroke: '#a8a29a',
        strokeWidth: 6,
      }),
    );
  }
  // vanity with vessel basin, backlit mirror, wall lights
  const vz0 = 4.05;
  o.push(
    box(c, [0.45, 2.2], [0.35, 0.85], [vz0, 4.6], {
      front: d.down('#8a603f', '#6a4630'),
      top: '#d9d0c2',
      left: '#5a3c28',
      bottom: '#3a281c',
    }),
  );
  o.push(line(...c.p(1.32, 0.38, vz0), ...c.p(1.32, 0.82, vz0), { stroke: '#4a3020', strokeWidth: 2 }));
  o.push(shadow(d, ...c.p(1.32, 0, 4.3), 150, 14, 0.35));
  {
    const [x, y] = c.p(1.32, 0.85, 4.3);
    const s = c.s(4.3);
    o.push(
      path(
        `M${num(x - 0.25 * s)},${num(y)} Q${num(x - 0.25 * s)},${num(y - 0.16 * s)} ${num(x)},${num(y - 0.16 * s)} Q${num(x + 0.25 * s)},${num(y - 0.16 * s)} ${num(x + 0.25 * s)},${num(y)} Z`,
        { fill: '#fbf8f3', transform: `scale(1,-1) translate(0,${num(-2 * y + 0.16 * s)})` },
      ),
    );
    o.push(ellipse(x, y - 0.16 * s, 0.25 * s, 0.035 * s, { fill: '#e9e4dc' }));
    o.push(rect(x - 3, y - 0.42 * s, 6, 0.26 * s, { fill: '#a8a29a' }));
    o.push(rect(x - 3, y - 0.42 * s, 0.12 * s, 6, { fill: '#a8a29a' }));
  }
  const [mx0, my0] = c.p(0.7, 2.35, 4.58);
  const [mx1, my1] = c.p(1.95, 1.25, 4.58);
  o.push(glow(d, (mx0 + mx1) / 2, (my0 + my1) / 2, (mx1 - mx0) * 0.85, (my1 - my0) * 0.85, '#fff0cc', 0.55));
  o.push(
    rect(mx0, my0, mx1 - mx0, my1 - my0, {
      rx: 14,
      fill: d.lin(
        [
          [0, '#d8d6d0'],
          [0.5, '#b8b4ac'],
          [1, '#c9c4ba'],
        ],
        { x2: 1, y2: 1 },
      ),
    }),
  );
  o.push(
    poly(
      [
        [mx0 + 20, my1],
        [mx0 + 60, my0],
        [mx0 + 90, my0],
        [mx0 + 50, my1],
      ],
      { fill: '#ffffff', opacity: 0.25 },
    ),
  );
  for (const x of [0.55, 2.1]) {
    const [lx, ly] = c.p(x, 1.85, 4.56);
    o.push(glow(d, lx, ly, 60, 110, '#ffd08a', 0.6));
    o.push(rect(lx - 5, ly - 30, 10, 60, { rx: 5, fill: '#fff3d8' }));
  }
  // towels on a rail on the right wall, a plant and a stool
  o.push(line(...c.p(2.28, 1.25, 2.2), ...c.p(2.28, 1.25, 3.3), { stroke: '#9a948c', strokeWidth: 5 }));
  for (const [z0, z1, col] of [
    [2.3, 2.75, '#f4efe6'],
    [2.85, 3.25, '#c9b8a0'],
  ]) {
    o.push(sideQuad(c, 2.26, [1.26, 0.55], [z0, z1], { fill: col }));
    o.push(sideQuad(c, 2.25, [0.7, 0.65], [z0, z1], { fill: '#000', opacity: 0.08 }));
  }
  o.push(plant(d, c, rnd, -2.0, 3.2, 1.3, { pot: ['#3a3a38', '#262624'] }));
  o.push(levelQuad(c, [-1.6, -0.5], 0.005, [2.9, 3.5], { fill: '#e9e1d3' }));
  o.push(box(c, [1.55, 1.95], [0, 0.45], [3.3, 3.7], { front: '#a0784f', top: '#b88c60', sides: '#8a6644' }));
  o.push(box(c, [1.57, 1.93], [0.45, 0.55], [3.32, 3.68], { front: '#f4efe6', top: '#faf7f1', sides: '#e6dfd3' }));
  return finish(d, o.join(''), { warm: 0.08, vignette: 0.35 });
}

function pool() {
  const d = new Defs(W, H);
  const rnd = prng(111);
  const c = camera({ x: 0, y: 1.7, f: 1000, cy: 400 });
  const o = [];
  const horizon = 400;
  o.push(
    sky(
      d,
      [
        [0, '#5f86b8'],
        [0.6, '#bcc3c8'],
        [1, '#f7d6a6'],
      ],
      horizon + 2,
    ),
  );
  o.push(glow(d, 1150, horizon - 40, 700, 260, '#fff0cc', 0.6));
  o.push(
    clouds(
      d,
      rnd,
      [
        [350, 120, 500, 30],
        [1200, 200, 500, 26],
      ],
      '#f2e6de',
      '#ffe6c6',
    ),
  );
  o.push(rect(0, horizon - 3, W, 60, { fill: d.down('#5d8cab', '#7aa5bd') }));
  o.push(
    path(
      `M0,${horizon + 8} Q200,${horizon - 60} 420,${horizon - 10} T800,${horizon - 5} L800,${horizon + 20} L0,${horizon + 20} Z`,
      { fill: '#7b8e7a' },
    ),
  );
  // resort building across the pool
  o.push(rect(380, horizon - 120, 900, 150, { fill: d.down('#f5eadb', '#e0d0b8') }));
  o.push(
    poly(
      [
        [360, horizon - 120],
        [1300, horizon - 120],
        [1260, horizon - 150],
        [400, horizon - 150],
      ],
      { fill: '#b55d3a' },
    ),
  );
  for (let x = 400; x < 1260; x += 44) {
    o.push(
      path(
        `M${x},${horizon + 28} L${x},${horizon - 4} A14,14 0 0 1 ${x + 28},${horizon - 4} L${x + 28},${horizon + 28} Z`,
        { fill: '#7a6050' },
      ),
    );
    o.push(rect(x + 2, horizon - 100, 24, 34, { fill: '#6a7890' }));
    o.push(rect(x - 4, horizon - 64, 36, 4, { fill: '#d9c8ae' }));
  }
  // ground: deck and lawn
  o.push(rect(0, horizon + 28, W, H - horizon, { fill: d.down('#d9c6a8', '#c2a786') }));
  for (let z = 10; z < 60; z *= 1.09)
    o.push(line(0, c.p(0, 0, z)[1], W, c.p(0, 0, z)[1], { stroke: '#a98e70', strokeWidth: 1.2, opacity: 0.45 }));
  for (let x = -30; x <= 30; x += 0.9)
    o.push(line(...c.p(x, 0, 2), ...c.p(x, 0, 60), { stroke: '#a98e70', strokeWidth: 1, opacity: 0.35 }));
  // pool: coping, water, highlights, reflections
  const px0 = -4.2;
  const px1 = 2.2;
  const pz0 = 3.4;
  const pz1 = 40;
  o.push(levelQuad(c, [px0 - 0.4, px1 + 0.4], 0, [pz0 - 0.4, pz1 + 0.4], { fill: '#f1e8da' }));
  const wclip = d.clip(levelQuad(c, [px0, px1], 0, [pz0, pz1], {}));
  const [, wy0] = c.p(0, 0, pz1);
  const wy1 = H;
  const highlights = [];
  for (let i = 0; i < 260; i++) {
    const z = pz0 + (pz1 - pz0) * rnd() ** 2.2;
    const X = between(rnd, px0, px1);
    const [x, y] = c.p(X, 0, z);
    const s = c.s(z);
    const wdt = between(rnd, 0.2, 0.7) * s;
    highlights.push(
      path(`M${num(x - wdt / 2)},${num(y)} q${num(wdt / 4)},${num(-0.04 * s)} ${num(wdt / 2)},0 t${num(wdt / 2)},0`, {
        fill: 'none',
        stroke: '#ffffff',
        strokeWidth: Math.max(1, 0.025 * s),
        opacity: between(rnd, 0.25, 0.6),
      }),
    );
  }
  const refl = [];
  for (const [x, h] of [
    [180, 300],
    [300, 240],
  ])
    refl.push(rect(x - 20, wy0, 40, h, { fill: '#2e5a4a', opacity: 0.3 }));
  o.push(
    group(
      { clipPath: wclip },
      rect(0, wy0, W, wy1 - wy0, {
        fill: d.lin([
          [0, '#7fc4cc'],
          [0.3, '#3fa5b8'],
          [1, '#1d7d9a'],
        ]),
      }),
      rect(0, wy0, W, 40, { fill: '#f4e6cc', opacity: 0.35 }),
      group({ filter: d.blur(4) }, refl),
      ...highlights,
    ),
  );
  o.push(frontQuad(c, [px0, px1], [0, -0.12], pz0, { fill: '#1b6b86' }));
  // loungers with towels and parasols on the right deck
  const loungers = [];
  for (const z of [6.2, 8.6, 11.2, 14, 17.2, 21]) {
    for (const x of [3.4, 4.6]) {
      const s = c.s(z);
      loungers.push({ z, x, s });
    }
  }
  loungers.sort((a, b) => b.z - a.z);
  for (const { z, x } of loungers) {
    o.push(shadow(d, ...c.p(x + 0.3, 0, z + 0.9), 0.7 * c.s(z + 0.9), 0.12 * c.s(z + 0.9), 0.4));
    o.push(
      box(c, [x - 0.33, x + 0.33], [0.1, 0.34], [z, z + 1.3], { front: '#e9e2d6', top: '#fbf7ef', sides: '#d8cfbf' }),
    );
    o.push(
      quad3(
        c,
        [
          [x - 0.33, 0.34, z + 1.3],
          [x + 0.33, 0.34, z + 1.3],
          [x + 0.33, 0.95, z + 1.95],
          [x - 0.33, 0.95, z + 1.95],
        ],
        { fill: '#f6f1e8' },
      ),
    );
    o.push(levelQuad(c, [x - 0.33, x + 0.33], 0.35, [z + 0.2, z + 0.6], { fill: '#2f8aa0' }));
    o.push(box(c, [x - 0.3, x + 0.3], [0, 0.1], [z + 0.05, z + 0.1], '#8a6a4a'));
  }
  for (const z of [24, 18.8, 12.6, 7.4]) {
    const [x, y] = c.p(5.4, 0, z);
    const s = c.s(z);
    const [, yt] = c.p(5.4, 2.5, z);
    o.push(shadow(d, x - 0.6 * s, y + 0.1 * s, 1.2 * s, 0.18 * s, 0.35));
    o.push(line(x, y, x, yt, { stroke: '#6a5240', strokeWidth: Math.max(1.5, 0.05 * s) }));
    o.push(
      path(
        `M${num(x - 1.3 * s)},${num(yt + 0.45 * s)} Q${num(x)},${num(yt - 0.45 * s)} ${num(x + 1.3 * s)},${num(yt + 0.45 * s)} Z`,
        { fill: d.down('#f6efe2', '#d8cbb4') },
      ),
    );
    for (let k = 0; k < 6; k++) {
      const a = x - 1.3 * s + (k + 0.5) * ((2.6 * s) / 6);
      o.push(ellipse(a, yt + 0.45 * s, (1.3 * s) / 6, 0.06 * s, { fill: '#e8dcc6' }));
    }
  }
  // palms along the left of the pool, shrubs
  o.push(hedge(rnd, 0, 520, c.p(0, 0, 30)[1], 40, { flowers: ['#e25c8a', '#f08fb3'] }));
  const palms = [
    [-8, 34, 9, 0.1],
    [-7, 22, 8.5, -0.12],
    [-6.8, 13, 8, 0.14],
    [-7.2, 8, 7, -0.06],
    [7.4, 30, 8, -0.1],
  ];
  for (const [X, Z, hgt, lean] of palms) {
    const [x, y] = c.p(X, 0, Z);
    o.push(
      palm(d, rnd, x, y, hgt * c.s(Z), lean, {
        frond: '#2e5a30',
        frondLight: '#7a9a48',
        trunk: '#8a725a',
        trunkDark: '#5a4838',
      }),
    );
  }
  return finish(d, o.join(''), { warm: 0.09, vignette: 0.3 });
}

function restaurant() {
  const d = new Defs(W, H);
  const rnd = prng(122);
  const c = camera({ x: 0, y: 1.45, f: 860, cy: 480 });
  const room = { w: 10, h: 3.6, back: 11, near: 0.4 };
  const o = [];
  o.push(
    roomShell(c, {
      ...room,
      floor: '#5a4030',
      ceiling: d.down('#3a2a20', '#241a14'),
      left: d.across('#2c3e36', '#4a5e52'),
      right: d.across('#6a5040', '#3a2c24'),
      wall: d.down('#5a4232', '#3e2c22'),
    }),
  );
  o.push(planks(c, rnd, room, { width: 0.22, tones: ['#5a4030', '#634636', '#533a2b', '#6b4d3a'], seam: '#2a1a10' }));
  // ceiling beams
  for (let z = 2; z < 11; z += 1.5)
    o.push(box(c, [-5, 5], [3.4, 3.6], [z, z + 0.2], { front: '#2a1e16', bottom: '#33251c' }));
  // right wall: tall windows onto a dusk street
  for (let z = 2.6; z < 10.5; z += 2.2) {
    const [a0, b0] = c.p(5, 3.1, z);
    const [a1, b1] = c.p(5, 0.5, z + 1.6);
    const street = () =>
      cityView(
        d,
        rnd,
        a1 - 10,
        Math.min(b0, c.p(5, 3.1, z + 1.6)[1]),
        a0 - a1 + 20,
        Math.max(b1, c.p(5, 0.5, z)[1]) - Math.min(b0, b1) + 40,
        {
          sky: [
            ['0', '#1f2c55'],
            ['0.6', '#5a5a8a'],
            ['1', '#c98a76'],
          ],
        },
      );
    o.push(sideWindow(d, c, 5, [0.5, 3.1], [z, z + 1.6], street, { stroke: '#1e1612', strokeWidth: 6 }));
  }
  // back wall: bar with backlit shelves and bottles
  const [sx0, sy0] = c.p(-3.2, 2.9, 10.95);
  const [sx1, sy1] = c.p(3.2, 1.25, 10.95);
  o.push(glow(d, (sx0 + sx1) / 2, (sy0 + sy1) / 2, (sx1 - sx0) * 0.8, (sy1 - sy0) * 1.1, '#ffb86a', 0.45));
  o.push(rect(sx0, sy0, sx1 - sx0, sy1 - sy0, { fill: d.down('#f3b872', '#b86a34') }));
  for (let k = 0; k < 4; k++) {
    const y = lerp(sy0, sy1, (k + 1) / 4);
    o.push(rect(sx0, y - 3, sx1 - sx0, 4, { fill: '#3a2418' }));
    for (let x = sx0 + 4; x < sx1 - 8; x += between(rnd, 6, 11)) {
      const bh = between(rnd, 14, 24);
      o.push(
        rect(x, y - 3 - bh, 5, bh, {
          fill: pick(rnd, ['#3a4a2a', '#6a2a20', '#2a3a3a', '#8a6a30', '#d8c8a0']),
          opacity: 0.9,
        }),
      );
    }
  }
  o.push(
    box(c, [-3.4, 3.4], [0, 1.1], [9.9, 10.5], {
      front: d.down('#2c4a40', '#1e342c'),
      top: '#c9a86a',
      sides: '#22382f',
    }),
  );
  o.push(box(c, [-3.5, 3.5], [1.1, 1.15], [9.85, 10.55], { front: '#b08c50', top: '#d4b47a' }));
  for (let x = -3; x <= 3; x += 0.75) {
    const [bx, by] = c.p(x, 0.8, 9.7);
    const s = c.s(9.7);
    o.push(rect(bx - 0.02 * s, by, 0.04 * s, 0.8 * s, { fill: '#1a120e' }));
    o.push(ellipse(bx, by, 0.2 * s, 0.05 * s, { fill: '#6a3a2a' }));
  }
  // left wall: a long green banquette
  o.push(box(c, [-5, -4.35], [0, 0.45], [2, 10.5], { front: '#27453a', top: '#34594b', right: '#2e4f42' }));
  o.push(box(c, [-5, -4.8], [0.45, 1.15], [2, 10.5], { front: '#27453a', top: '#3a6050', right: '#2f5244' }));
  for (let z = 2.4; z < 10.5; z += 0.5)
    o.push(line(...c.p(-4.8, 0.5, z), ...c.p(-4.8, 1.12, z), { stroke: '#1d352c', strokeWidth: 2, opacity: 0.7 }));
  // dining tables with cloths, candles, chairs; pendants above
  const tables = [];
  for (const z of [9, 7, 5.2, 3.6]) for (const x of [-3.6, -1.2, 1.2, 3.6]) tables.push([x + (z % 2 ? 0.2 : -0.2), z]);
  tables.sort((a, b) => b[1] - a[1]);
  const lights = [];
  for (const [X, Z] of tables) {
    const s = c.s(Z);
    const [x, y] = c.p(X, 0.76, Z);
    const [, yb] = c.p(X, 0, Z);
    const r = 0.5;
    const ry = (r * s * (c.y - 0.76)) / Z;
    const chair = (dx, front) => {
      const [cx, cy] = c.p(X + dx, 0.47, Z + (front ? -0.45 : 0.5));
      const cs = c.s(Z + (front ? -0.45 : 0.5));
      const [, cyb] = c.p(X + dx, 0, Z + (front ? -0.45 : 0.5));
      const parts = [
        rect(cx - 0.2 * cs, cy, 0.03 * cs, cyb - cy, { fill: '#1e140e' }),
        rect(cx + 0.17 * cs, cy, 0.03 * cs, cyb - cy, { fill: '#1e140e' }),
        rect(cx - 0.22 * cs, cy - 0.04 * cs, 0.44 * cs, 0.06 * cs, { fill: '#3a2418' }),
        rect(cx - 0.21 * cs, cy - 0.45 * cs, 0.42 * cs, 0.42 * cs, {
          rx: 0.08 * cs,
          fill: front ? '#7a4a30' : '#8a5a3a',
        }),
      ];
      return parts.join('');
    };
    o.push(chair(0, false));
    o.push(shadow(d, x, yb, 0.65 * s, 0.1 * s, 0.55));
    o.push(
      path(
        `M${num(x - r * s)},${num(y)} L${num(x - r * s * 1.02)},${num(yb - 0.12 * s)} Q${num(x)},${num(yb - 0.02 * s)} ${num(x + r * s * 1.02)},${num(yb - 0.12 * s)} L${num(x + r * s)},${num(y)} Z`,
        { fill: d.down('#e8e0d2', '#b9ad9a') },
      ),
    );
    o.push(ellipse(x, y, r * s, ry, { fill: '#f7f2e9' }));
    o.push(glow(d, x, y - 0.08 * s, 0.35 * s, 0.25 * s, '#ffcf80', 0.7));
    o.push(rect(x - 0.015 * s, y - 0.12 * s, 0.03 * s, 0.1 * s, { fill: '#fff6e0' }));
    for (const gx of [-0.22, 0.2]) {
      const [qx, qy] = c.p(X + gx, 0.76, Z - 0.1);
      o.push(
        path(
          `M${num(qx - 0.03 * s)},${num(qy - 0.18 * s)} L${num(qx + 0.03 * s)},${num(qy - 0.18 * s)} L${num(qx)},${num(qy - 0.1 * s)} Z`,
          { fill: '#ffffff', opacity: 0.55 },
        ),
      );
      o.push(line(qx, qy - 0.1 * s, qx, qy, { stroke: '#ffffff', strokeWidth: 1, opacity: 0.6 }));
    }
    if (Z < 8) o.push(chair(-0.55, true), chair(0.55, true));
    lights.push([X, Z]);
  }
  for (const [X, Z] of lights) o.push(pendant(d, c, X, 2.3, Z, 3.4, { r: 0.2, kind: 'dome' }));
  return finish(d, o.join(''), { vignette: 0.45 });
}

function view() {
  const d = new Defs(W, H);
  const rnd = prng(133);
  const o = [];
  const horizon = 640;
  o.push(
    sky(
      d,
      [
        [0, '#22305e'],
        [0.35, '#6a5a8e'],
        [0.65, '#d77a78'],
        [0.85, '#f5a266'],
        [1, '#ffd08a'],
      ],
      horizon + 2,
    ),
  );
  o.push(glow(d, 620, horizon - 10, 900, 360, '#ffc27a', 0.7));
  o.push(glow(d, 620, horizon - 10, 200, 140, '#fff0c8', 0.9));
  o.push(circle(620, horizon - 22, 46, { fill: '#fff4d8' }));
  o.push(
    clouds(
      d,
      rnd,
      [
        [300, 300, 600, 26],
        [1100, 220, 700, 34],
        [900, 470, 500, 18],
        [200, 520, 400, 14],
        [1400, 420, 400, 20],
      ],
      '#7a5a80',
      '#ffb27a',
    ),
  );
  // hills and a city across the bay on the right
  o.push(
    path(`M760,${horizon} Q1000,${horizon - 90} 1200,${horizon - 60} T1600,${horizon - 110} L1600,${horizon} Z`, {
      fill: '#5a4a6a',
    }),
  );
  o.push(
    skyline(rnd, 980, 1620, horizon + 2, {
      minH: 20,
      maxH: 140,
      colour: '#3f3454',
      win: 3,
      litP: 0.35,
      minW: 16,
      maxW: 50,
    }),
  );
  // sea with a glittering path under the sun
  o.push(
    rect(0, horizon, W, H - horizon, {
      fill: d.lin([
        [0, '#eaa27c'],
        [0.12, '#b9807c'],
        [0.45, '#6a5476'],
        [1, '#2c2f52'],
      ]),
    }),
  );
  for (let i = 0; i < 420; i++) {
    const t = rnd() ** 1.6;
    const y = horizon + 4 + t * (H - horizon);
    const spread = 20 + t * 260;
    const x = 620 + between(rnd, -spread, spread) * (0.5 + rnd() * 0.5);
    const near = Math.abs(x - 620) / spread;
    o.push(
      rect(x, y, between(rnd, 6, 30) * (0.4 + t), 1.5 + t * 2, {
        fill: '#ffe2ae',
        opacity: (1 - near) * between(rnd, 0.35, 0.9),
      }),
    );
  }
  for (let i = 0; i < 60; i++) {
    const y = between(rnd, horizon + 10, H);
    o.push(rect(between(rnd, 0, W), y, between(rnd, 30, 120), 1.5, { fill: '#ffffff', opacity: 0.08 }));
  }
  // a sailing boat and a few city reflections
  o.push(path('M1010,712 L1060,712 L1050,722 L1020,722 Z', { fill: '#2a2236' }));
  o.push(path('M1036,710 L1036,650 L1062,708 Z', { fill: '#f1d9c6' }));
  for (let x = 1000; x < 1600; x += 14)
    if (rnd() < 0.5) o.push(rect(x, horizon + 4, 3, between(rnd, 10, 40), { fill: '#ffd28a', opacity: 0.3 }));
  // balcony: glass balustrade with a steel rail, a small table with two glasses, a potted plant
  o.push(
    rect(0, 860, W, H - 860, {
      fill: d.lin([
        [0, '#8ea0b4', 0.18],
        [1, '#4a5a70', 0.3],
      ]),
    }),
  );
  o.push(rect(0, 850, W, 14, { fill: '#2a2228' }));
  o.push(rect(0, 850, W, 3, { fill: '#ffcf9a', opacity: 0.6 }));
  for (let x = 0; x < W; x += 400) o.push(rect(x - 4, 850, 8, H - 850, { fill: '#2a2228' }));
  o.push(
    poly(
      [
        [0, 880],
        [420, 880],
        [260, H],
        [0, H],
      ],
      { fill: '#ffffff', opacity: 0.05 },
    ),
  );
  o.push(rect(0, 1010, W, 57, { fill: '#3a2c2a' }));
  {
    const x = 1180;
    const y = 930;
    o.push(ellipse(x, y, 120, 16, { fill: '#2c2226' }));
    o.push(rect(x - 6, y, 12, 90, { fill: '#2c2226' }));
    o.push(ellipse(x, y - 2, 118, 12, { fill: '#4a3a3a' }));
    for (const [gx, fill] of [
      [x - 40, '#a3283a'],
      [x + 30, '#e8c36a'],
    ]) {
      o.push(
        path(
          `M${gx - 14},${y - 70} Q${gx - 14},${y - 40} ${gx},${y - 38} Q${gx + 14},${y - 40} ${gx + 14},${y - 70} Z`,
          { fill: '#ffffff', opacity: 0.25 },
        ),
      );
      o.push(
        path(
          `M${gx - 12},${y - 56} Q${gx - 12},${y - 42} ${gx},${y - 40} Q${gx + 12},${y - 42} ${gx + 12},${y - 56} Z`,
          { fill },
        ),
      );
      o.push(line(gx, y - 38, gx, y - 6, { stroke: '#ffffff', strokeWidth: 2, opacity: 0.5 }));
      o.push(ellipse(gx, y - 5, 10, 3, { fill: '#ffffff', opacity: 0.4 }));
    }
  }
  const p = camera({ x: 0, y: 1.5, f: 900, cy: 500 });
  o.push(plant(d, p, rnd, -2.2, 2.6, 1.6, { pot: ['#b86a48', '#7a3e28'], leaf: ['#1f2e22', '#2a3e2a', '#3a4e30'] }));
  return finish(d, o.join(''), { warm: 0.08, vignette: 0.4 });
}

// ---------------------------------------------------------------------------------------------------------------

const SCENES = [
  ['facade-1', 'facade', facadeTower],
  ['facade-2', 'facade', facadeResort],
  ['facade-3', 'facade', facadeClassical],
  ['facade-4', 'facade', facadeBoutique],
  ['lobby', 'lobby', lobby],
  ['room-king', 'room', () => bedroom('king')],
  ['room-twin', 'room', () => bedroom('twin')],
  ['room-suite', 'room', suite],
  ['bathroom', 'bathroom', bathroom],
  ['pool', 'pool', pool],
  ['restaurant', 'restaurant', restaurant],
  ['view', 'view', view],
];

await renderScenes({
  set: 'hotels',
  scenes: SCENES.map(([scene, kind, draw]) => ({ scene, meta: { kind }, draw })),
  width: W,
  height: H,
  widths: WIDTHS,
  quality: QUALITY,
});

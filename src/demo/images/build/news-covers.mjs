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
// No text or letters in the pictures (they serve both languages). The toolkit: svg-scenes.mjs.
import {
  between,
  box,
  circle,
  clouds,
  Defs,
  ellipse,
  finish,
  floorTiles,
  frontQuad,
  glow,
  group,
  lerp,
  levelQuad,
  line,
  num,
  palm,
  path,
  pendant,
  pick,
  camera as pinhole,
  plant,
  poly,
  prng,
  quad3,
  rect,
  renderScenes,
  roomShell,
  shadow,
  sideQuad,
  sky,
  skyline,
} from './svg-scenes.mjs';

const W = 1280;
const H = 720;
const WIDTHS = [640, 1280];
const QUALITY = 82;

/** The toolkit's pinhole camera, centred on this canvas. */
const camera = (o) => pinhole({ cx: W / 2, ...o });
/** A flat finish: a light grade and vignette, no grain (flat colour compresses well). */
const done = (d, body, o = {}) => finish(d, body, { warm: 0.05, vignette: 0.22, grain: 0, ...o });

// ---------------------------------------------------------------------------------------------------------------
// Pieces

/** A round red paper lantern hanging from a string at (x, y) (its top). */
function lantern(d, x, y, r, o = {}) {
  const { colour = '#d9342b', dark = '#9e1f1a', string = 40, glowOpacity = 0.45 } = o;
  const cy = y + string + r;
  return [
    line(x, y, x, y + string, { stroke: '#3a2a22', strokeWidth: 2 }),
    glow(d, x, cy, r * 2.6, r * 2.4, '#ffb46a', glowOpacity),
    rect(x - r * 0.45, cy - r * 1.05, r * 0.9, r * 0.22, { fill: '#e0a83a' }),
    rect(x - r * 0.45, cy + r * 0.83, r * 0.9, r * 0.22, { fill: '#e0a83a' }),
    ellipse(x, cy, r * 1.1, r * 0.92, {
      fill: d.rad(
        [
          [0, '#ff9a5a'],
          [0.6, colour],
          [1, dark],
        ],
        { fx: 0.45, fy: 0.4 },
      ),
    }),
    ellipse(x, cy, r * 0.55, r * 0.92, { fill: 'none', stroke: dark, strokeWidth: 1.5, opacity: 0.6 }),
    line(x, cy + r * 1.05, x, cy + r * 1.6, { stroke: '#e0a83a', strokeWidth: 3 }),
  ].join('');
}

/** Rising steam: soft white wisps, blurred. */
function steam(d, rnd, x, y, h, w, opacity = 0.55) {
  const out = [];
  for (let i = 0; i < 3; i++) {
    const x0 = x + (i - 1) * w * 0.35 + between(rnd, -w * 0.08, w * 0.08);
    const sway = w * between(rnd, 0.18, 0.3) * (i % 2 ? 1 : -1);
    out.push(
      path(
        `M${num(x0)},${num(y)} C${num(x0 + sway)},${num(y - h * 0.3)} ${num(x0 - sway)},${num(y - h * 0.6)} ${num(x0 + sway * 0.4)},${num(y - h)}`,
        { fill: 'none', stroke: '#ffffff', strokeWidth: w * 0.16, strokeLinecap: 'round', opacity },
      ),
    );
  }
  return group({ filter: d.blur(Math.max(4, w * 0.07)) }, out);
}

/** A head-and-shoulders silhouette standing with its feet at (x, groundY). */
function person(x, groundY, h, fill) {
  const head = h * 0.12;
  const top = groundY - h;
  return [
    circle(x, top + head, head, { fill }),
    path(
      `M${num(x - h * 0.17)},${num(groundY)} L${num(x - h * 0.16)},${num(top + h * 0.38)} Q${num(x - h * 0.15)},${num(top + h * 0.25)} ${num(x)},${num(top + h * 0.25)} Q${num(x + h * 0.15)},${num(top + h * 0.25)} ${num(x + h * 0.16)},${num(top + h * 0.38)} L${num(x + h * 0.17)},${num(groundY)} Z`,
      { fill },
    ),
  ].join('');
}

/** A tiered pagoda with upturned eaves, its base centred at (x, baseY). */
function pagoda(x, baseY, h, o = {}) {
  const { wall = '#b8543c', roof = '#3a3036', trim = '#e8c07a', tiers = 5 } = o;
  const out = [];
  const tierH = h / (tiers + 0.8);
  let y = baseY;
  for (let i = 0; i < tiers; i++) {
    const w = h * 0.34 * (1 - i * 0.11);
    out.push(rect(x - w / 2, y - tierH * 0.7, w, tierH * 0.7, { fill: wall }));
    for (let k = -1; k <= 1; k += 2)
      out.push(rect(x + k * w * 0.18 - w * 0.06, y - tierH * 0.55, w * 0.12, tierH * 0.45, { fill: '#5a2a22' }));
    const ry = y - tierH * 0.7;
    const ew = w * 0.85;
    out.push(
      path(
        `M${num(x - ew)},${num(ry - tierH * 0.12)} Q${num(x - ew * 0.6)},${num(ry)} ${num(x - w * 0.4)},${num(ry - tierH * 0.28)} L${num(x + w * 0.4)},${num(ry - tierH * 0.28)} Q${num(x + ew * 0.6)},${num(ry)} ${num(x + ew)},${num(ry - tierH * 0.12)} L${num(x + w * 0.45)},${num(ry + tierH * 0.05)} L${num(x - w * 0.45)},${num(ry + tierH * 0.05)} Z`,
        { fill: roof },
      ),
    );
    out.push(
      line(x - ew * 0.9, ry - tierH * 0.08, x + ew * 0.9, ry - tierH * 0.08, { stroke: trim, strokeWidth: 1.5 }),
    );
    y = ry - tierH * 0.28;
  }
  out.push(line(x, y, x, y - tierH * 0.9, { stroke: roof, strokeWidth: Math.max(2, h * 0.015) }));
  for (let k = 1; k <= 3; k++) out.push(circle(x, y - tierH * 0.2 * k, h * 0.012, { fill: trim }));
  return out.join('');
}

/** A weeping willow: a trunk and hanging curtains of green strands. */
function willow(d, rnd, x, groundY, h, o = {}) {
  const { leaf = ['#6f9a4a', '#86b05a', '#5a8a3e'], trunk = '#4a3a2c' } = o;
  const out = [shadow(d, x, groundY, h * 0.35, h * 0.04, 0.25)];
  out.push(
    path(
      `M${num(x - h * 0.04)},${num(groundY)} Q${num(x - h * 0.02)},${num(groundY - h * 0.5)} ${num(x + h * 0.08)},${num(groundY - h * 0.85)} L${num(x + h * 0.11)},${num(groundY - h * 0.83)} Q${num(x + h * 0.03)},${num(groundY - h * 0.5)} ${num(x + h * 0.04)},${num(groundY)} Z`,
      { fill: trunk },
    ),
  );
  const crownX = x + h * 0.06;
  const crownY = groundY - h * 0.85;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    out.push(
      circle(crownX + Math.cos(a) * h * 0.2, crownY + Math.sin(a) * h * 0.06, h * between(rnd, 0.08, 0.12), {
        fill: leaf[2],
      }),
    );
  }
  for (let i = 0; i < 70; i++) {
    const sx = crownX + between(rnd, -h * 0.34, h * 0.34);
    const sy = crownY + between(rnd, -h * 0.1, h * 0.06);
    const len = h * between(rnd, 0.35, 0.7) * (1 - Math.abs(sx - crownX) / (h * 0.6));
    out.push(
      path(
        `M${num(sx)},${num(sy)} q${num(h * 0.03)},${num(len * 0.5)} ${num(between(rnd, -h * 0.02, h * 0.04))},${num(len)}`,
        {
          fill: 'none',
          stroke: pick(rnd, leaf),
          strokeWidth: between(rnd, 3, 6),
          strokeLinecap: 'round',
          opacity: 0.9,
        },
      ),
    );
  }
  return out.join('');
}

/** A pine clinging to a rock: a bent trunk with flat layered needle pads. */
function pine(x, groundY, h, o = {}) {
  const { trunk = '#4a3a30', needles = '#2f4a3a', light = '#4a6a4e' } = o;
  const out = [
    path(
      `M${num(x - h * 0.03)},${num(groundY)} Q${num(x + h * 0.1)},${num(groundY - h * 0.5)} ${num(x + h * 0.35)},${num(groundY - h * 0.8)} L${num(x + h * 0.37)},${num(groundY - h * 0.76)} Q${num(x + h * 0.14)},${num(groundY - h * 0.46)} ${num(x + h * 0.03)},${num(groundY)} Z`,
      { fill: trunk },
    ),
  ];
  for (const [dx, dy, w] of [
    [0.38, 0.82, 0.3],
    [0.18, 0.62, 0.26],
    [0.5, 0.66, 0.22],
    [0.02, 0.44, 0.2],
  ]) {
    out.push(ellipse(x + h * dx, groundY - h * dy, h * w, h * 0.06, { fill: needles }));
    out.push(ellipse(x + h * dx - h * 0.02, groundY - h * dy - h * 0.025, h * w * 0.75, h * 0.035, { fill: light }));
  }
  return out.join('');
}

/** A sheet of paper pinned to a board: rotated, with grey bars standing in for lines of text. */
function pinnedSheet(rnd, x, y, w, h, rot, o = {}) {
  const { paper = '#fbf8f0', ink = '#8a8f9a', pin = '#d9342b', kind = 'text', accent = '#5b8fc9' } = o;
  const out = [rect(x + 5, y + 7, w, h, { fill: '#3a2414', opacity: 0.25 }), rect(x, y, w, h, { fill: paper })];
  if (kind === 'photo') {
    out.push(rect(x + w * 0.08, y + w * 0.08, w * 0.84, h * 0.68, { fill: '#8cc4e0' }));
    out.push(
      path(
        `M${num(x + w * 0.08)},${num(y + h * 0.6)} Q${num(x + w * 0.35)},${num(y + h * 0.38)} ${num(x + w * 0.6)},${num(y + h * 0.55)} T${num(x + w * 0.92)},${num(y + h * 0.5)} L${num(x + w * 0.92)},${num(y + w * 0.08 + h * 0.68)} L${num(x + w * 0.08)},${num(y + w * 0.08 + h * 0.68)} Z`,
        { fill: '#5a9a5a' },
      ),
    );
    out.push(circle(x + w * 0.7, y + h * 0.22, w * 0.08, { fill: '#ffe08a' }));
  } else {
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
  }
  out.push(circle(x + w / 2 + 2, y + h * 0.05 + 3, w * 0.045, { fill: '#000000', opacity: 0.25 }));
  out.push(circle(x + w / 2, y + h * 0.05, w * 0.045, { fill: pin }));
  out.push(circle(x + w / 2 - w * 0.015, y + h * 0.05 - w * 0.015, w * 0.015, { fill: '#ffffff', opacity: 0.6 }));
  return group({ transform: `rotate(${num(rot)} ${num(x + w / 2)} ${num(y + h / 2)})` }, out);
}

/** A porcelain vase, side view, standing at (x, baseY). */
function vase(d, x, baseY, h, o = {}) {
  const { body = '#f2efe6', pattern = '#2f5a9e', shape = 'meiping' } = o;
  const w = h * (shape === 'jar' ? 0.42 : 0.3);
  const neck = shape === 'jar' ? w * 0.5 : w * 0.26;
  const shoulder = shape === 'jar' ? 0.55 : 0.75;
  const top = baseY - h;
  const outline = `M${num(x - neck)},${num(top)} L${num(x + neck)},${num(top)} C${num(x + neck)},${num(top + h * 0.12)} ${num(x + w * 1.1)},${num(top + h * (1 - shoulder) * 0.6)} ${num(x + w)},${num(top + h * 0.45)} C${num(x + w * 0.9)},${num(baseY - h * 0.2)} ${num(x + w * 0.45)},${num(baseY - h * 0.05)} ${num(x + w * 0.45)},${num(baseY)} L${num(x - w * 0.45)},${num(baseY)} C${num(x - w * 0.45)},${num(baseY - h * 0.05)} ${num(x - w * 0.9)},${num(baseY - h * 0.2)} ${num(x - w)},${num(top + h * 0.45)} C${num(x - w * 1.1)},${num(top + h * (1 - shoulder) * 0.6)} ${num(x - neck)},${num(top + h * 0.12)} ${num(x - neck)},${num(top)} Z`;
  const clip = d.clip(path(outline));
  return [
    path(outline, {
      fill: d.lin(
        [
          [0, body],
          [0.35, '#ffffff'],
          [1, '#c9c2b2'],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    group(
      { clipPath: clip },
      rect(x - w * 1.2, top + h * 0.06, w * 2.4, h * 0.05, { fill: pattern }),
      rect(x - w * 1.2, baseY - h * 0.14, w * 2.4, h * 0.04, { fill: pattern }),
      path(
        `M${num(x - w)},${num(top + h * 0.5)} q${num(w * 0.25)},${num(-h * 0.18)} ${num(w * 0.5)},0 t${num(w * 0.5)},0 t${num(w * 0.5)},0 t${num(w * 0.5)},0`,
        { fill: 'none', stroke: pattern, strokeWidth: h * 0.035 },
      ),
      circle(x - w * 0.3, top + h * 0.7, h * 0.06, { fill: 'none', stroke: pattern, strokeWidth: h * 0.02 }),
      circle(x + w * 0.35, top + h * 0.72, h * 0.05, { fill: pattern, opacity: 0.8 }),
    ),
    ellipse(x, top, neck, h * 0.02, { fill: '#d8d2c2' }),
  ].join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes

function citySkyline() {
  const d = new Defs(W, H);
  const rnd = prng(201);
  const o = [];
  const water = 540;
  o.push(
    sky(d, [
      [0, '#1d2654'],
      [0.45, '#5a4a86'],
      [0.75, '#d9788a'],
      [1, '#ffb070'],
    ]),
  );
  o.push(glow(d, 860, water - 30, 700, 260, '#ffb870', 0.55));
  o.push(
    clouds(
      d,
      rnd,
      [
        [260, 180, 420, 22],
        [980, 130, 520, 26],
        [700, 300, 360, 14],
      ],
      '#6a4e86',
      '#ff9e86',
    ),
  );
  for (let i = 0; i < 40; i++)
    o.push(circle(between(rnd, 0, W), between(rnd, 10, 200), between(rnd, 0.8, 1.8), { fill: '#fff', opacity: 0.6 }));
  o.push(
    skyline(rnd, -20, W + 20, water, {
      minH: 80,
      maxH: 220,
      colour: '#5a4a78',
      win: 4,
      litP: 0.18,
      minW: 30,
      maxW: 80,
    }),
  );
  // a TV tower with two spheres and a spire, and a few tall towers
  const tx = 780;
  o.push(rect(tx - 30, water - 200, 12, 200, { fill: '#2c2a4a' }));
  o.push(rect(tx + 18, water - 200, 12, 200, { fill: '#2c2a4a' }));
  o.push(rect(tx - 8, water - 440, 16, 440, { fill: '#2c2a4a' }));
  o.push(circle(tx, water - 210, 46, { fill: '#3a3660' }));
  o.push(circle(tx, water - 360, 30, { fill: '#3a3660' }));
  o.push(circle(tx - 12, water - 222, 14, { fill: '#ff7aa8', opacity: 0.55 }));
  o.push(circle(tx - 8, water - 368, 9, { fill: '#ff7aa8', opacity: 0.55 }));
  o.push(line(tx, water - 440, tx, water - 520, { stroke: '#2c2a4a', strokeWidth: 5 }));
  o.push(circle(tx, water - 522, 4, { fill: '#ff5a5a' }));
  const towers = [
    [980, 90, 380, 'flat'],
    [1090, 70, 300, 'slant'],
    [1180, 80, 250, 'flat'],
    [470, 80, 330, 'spire'],
    [360, 70, 260, 'flat'],
    [580, 60, 220, 'slant'],
    [120, 90, 230, 'flat'],
  ];
  for (const [x, w, h, top] of towers) {
    const y = water - h;
    o.push(rect(x - w / 2, y, w, h, { fill: d.across('#2a2a4e', '#3c3866') }));
    if (top === 'slant')
      o.push(
        poly(
          [
            [x - w / 2, y],
            [x + w / 2, y - 40],
            [x + w / 2, y],
          ],
          { fill: '#2a2a4e' },
        ),
      );
    if (top === 'spire') {
      o.push(
        poly(
          [
            [x - w / 2, y],
            [x, y - 60],
            [x + w / 2, y],
          ],
          { fill: '#2a2a4e' },
        ),
      );
      o.push(line(x, y - 60, x, y - 120, { stroke: '#2a2a4e', strokeWidth: 4 }));
    }
    for (let wy = y + 14; wy < water - 10; wy += 16)
      for (let wx = x - w / 2 + 8; wx < x + w / 2 - 10; wx += 14)
        if (rnd() < 0.35) o.push(rect(wx, wy, 7, 9, { fill: '#ffd88a', opacity: between(rnd, 0.5, 0.95) }));
  }
  // the river, with reflections of the lights
  o.push(rect(0, water, W, H - water, { fill: d.down('#4a3a6a', '#141a36') }));
  for (let i = 0; i < 240; i++) {
    const x = between(rnd, 0, W);
    const y = between(rnd, water + 4, H);
    o.push(
      rect(x, y, between(rnd, 10, 40), 2, {
        fill: pick(rnd, ['#ffd88a', '#ff9ab8', '#9ab8ff']),
        opacity: between(rnd, 0.15, 0.5),
      }),
    );
  }
  o.push(rect(0, water, W, 3, { fill: '#ffc890', opacity: 0.5 }));
  // an embankment with railings in front
  o.push(rect(0, 660, W, 60, { fill: '#1a1830' }));
  o.push(rect(0, 640, W, 6, { fill: '#2e2a4a' }));
  for (let x = 10; x < W; x += 36) o.push(rect(x, 640, 4, 22, { fill: '#2e2a4a' }));
  for (let x = 150; x < W; x += 340) {
    o.push(rect(x - 3, 560, 6, 100, { fill: '#2e2a4a' }));
    o.push(circle(x, 556, 9, { fill: '#ffe4b0' }));
    o.push(glow(d, x, 556, 60, 60, '#ffd08a', 0.5));
  }
  return done(d, o.join(''), { vignette: 0.3 });
}

function lake() {
  const d = new Defs(W, H);
  const rnd = prng(202);
  const o = [];
  const shore = 400;
  o.push(
    sky(d, [
      [0, '#a9cbe0'],
      [0.7, '#e4eef0'],
      [1, '#f4efe2'],
    ]),
  );
  o.push(
    clouds(
      d,
      rnd,
      [
        [300, 110, 380, 24],
        [1000, 80, 420, 20],
      ],
      '#ffffff',
      '#f4f0ea',
    ),
  );
  // layered hills, paler with distance
  o.push(
    path(
      `M0,${shore - 90} Q200,${shore - 170} 420,${shore - 110} T860,${shore - 150} T1280,${shore - 100} L1280,${shore} L0,${shore} Z`,
      {
        fill: '#a8c0c4',
      },
    ),
  );
  o.push(
    path(
      `M0,${shore - 40} Q160,${shore - 90} 360,${shore - 50} T760,${shore - 70} Q940,${shore - 180} 1080,${shore - 120} T1280,${shore - 70} L1280,${shore} L0,${shore} Z`,
      {
        fill: '#7fa398',
      },
    ),
  );
  // the pagoda on the hill at the right
  o.push(pagoda(1000, shore - 86, 210, { wall: '#c8643e', roof: '#4a3a3a', trim: '#f0c884' }));
  o.push(path(`M860,${shore - 60} Q1000,${shore - 140} 1150,${shore - 60} Z`, { fill: '#6f9688' }));
  o.push(rect(0, shore - 8, W, 10, { fill: '#5f8a76' }));
  // the water
  o.push(rect(0, shore, W, H - shore, { fill: d.down('#b9d6dc', '#6fa3b4') }));
  for (let i = 0; i < 80; i++) {
    const y = between(rnd, shore + 10, H);
    o.push(rect(between(rnd, -40, W), y, between(rnd, 40, 160), 2, { fill: '#ffffff', opacity: 0.35 }));
  }
  // the causeway with an arched stone bridge, crossing the lake
  const cy = 470;
  o.push(
    path(`M-20,${cy + 40} L380,${cy + 6} L1300,${cy - 20} L1300,${cy - 6} L380,${cy + 20} L-20,${cy + 60} Z`, {
      fill: '#c9b48e',
    }),
  );
  o.push(
    path(`M-20,${cy + 60} L380,${cy + 20} L1300,${cy - 6} L1300,${cy + 2} L380,${cy + 30} L-20,${cy + 72} Z`, {
      fill: '#8a7a60',
    }),
  );
  const bx = 600;
  const by = cy - 2;
  o.push(
    path(
      `M${bx - 110},${by + 14} Q${bx},${by - 70} ${bx + 110},${by + 8} L${bx + 110},${by + 20} L${bx - 110},${by + 26} Z`,
      { fill: '#d8cbb0' },
    ),
  );
  o.push(path(`M${bx - 60},${by + 24} Q${bx},${by - 30} ${bx + 60},${by + 20} Z`, { fill: '#6f9aaa' }));
  o.push(
    path(`M${bx - 110},${by + 6} Q${bx},${by - 80} ${bx + 110},${by}`, {
      fill: 'none',
      stroke: '#a8987a',
      strokeWidth: 4,
    }),
  );
  // small trees along the causeway
  for (let x = 40; x < W; x += between(rnd, 50, 90)) {
    if (Math.abs(x - bx) < 130) continue;
    const gy = x < 380 ? lerp(cy + 40, cy + 6, x / 380) : lerp(cy + 6, cy - 20, (x - 380) / 920);
    const r = between(rnd, 14, 22);
    o.push(rect(x - 2, gy - r * 1.2, 4, r * 1.2, { fill: '#5a4a3a' }));
    o.push(circle(x, gy - r * 1.6, r, { fill: pick(rnd, ['#5f8f52', '#6f9f5a', '#4f7f4a']) }));
  }
  // a boat
  o.push(path('M760,600 L880,600 Q870,622 820,624 Q780,622 760,600 Z', { fill: '#6a4a34' }));
  o.push(path('M790,600 Q820,570 850,600 Z', { fill: '#3a3030' }));
  o.push(line(880, 600, 920, 570, { stroke: '#4a3a2c', strokeWidth: 3 }));
  // willows on the near bank, left
  o.push(path(`M0,620 Q200,600 360,650 L360,${H} L0,${H} Z`, { fill: '#6f9a5a' }));
  o.push(willow(d, rnd, 120, 640, 480));
  o.push(willow(d, rnd, 300, 660, 360, { leaf: ['#7aa852', '#93c066', '#6a9a48'] }));
  return done(d, o.join(''));
}

function streetFood() {
  const d = new Defs(W, H);
  const rnd = prng(203);
  const o = [];
  o.push(
    sky(d, [
      [0, '#2a2a58'],
      [0.6, '#7a4a6a'],
      [1, '#d9785a'],
    ]),
  );
  // the street behind: dim shop fronts
  o.push(
    skyline(rnd, -20, W + 20, 420, { minH: 150, maxH: 300, colour: '#3a2e4a', win: 6, litP: 0.2, minW: 90, maxW: 180 }),
  );
  o.push(rect(0, 420, W, H - 420, { fill: '#3a3040' }));
  // the stall: posts, striped awning, counter
  const x0 = 200;
  const x1 = 1080;
  o.push(rect(x0, 170, 16, 430, { fill: '#5a3a2a' }));
  o.push(rect(x1 - 16, 170, 16, 430, { fill: '#5a3a2a' }));
  o.push(rect(x0 + 16, 230, x1 - x0 - 32, 230, { fill: '#4a3428' }));
  o.push(glow(d, 640, 360, 480, 200, '#ffc070', 0.5));
  // shelves with jars and bowls at the back
  o.push(rect(x0 + 40, 300, x1 - x0 - 80, 8, { fill: '#8a5a3a' }));
  for (let x = x0 + 60; x < x1 - 60; x += 46) {
    o.push(rect(x, 266, 28, 34, { fill: pick(rnd, ['#c9a25a', '#b8543c', '#e8d8b0', '#6a8a4a']), rx: 5 }));
  }
  const stripes = 11;
  for (let i = 0; i < stripes; i++) {
    const a = lerp(x0 - 40, x1 + 40, i / stripes);
    const b = lerp(x0 - 40, x1 + 40, (i + 1) / stripes);
    o.push(
      poly(
        [
          [lerp(x0, x1, i / stripes), 150],
          [lerp(x0, x1, (i + 1) / stripes), 150],
          [b, 240],
          [a, 240],
        ],
        { fill: i % 2 ? '#f4ead6' : '#d9342b' },
      ),
    );
    o.push(path(`M${num(a)},240 Q${num((a + b) / 2)},270 ${num(b)},240 Z`, { fill: i % 2 ? '#f4ead6' : '#d9342b' }));
  }
  o.push(rect(x0 - 10, 140, x1 - x0 + 20, 14, { fill: '#8a2a22' }));
  // counter
  o.push(rect(x0 - 20, 460, x1 - x0 + 40, 24, { fill: '#c89a62' }));
  o.push(rect(x0 - 10, 484, x1 - x0 + 20, 160, { fill: d.down('#9a5a34', '#6a3a22') }));
  for (let x = x0 + 30; x < x1; x += 90) o.push(rect(x, 500, 60, 120, { fill: '#7a4428', rx: 6 }));
  // stacked bamboo steamers (left), a wok over a flame (middle), skewers (right)
  const steamer = (x, y, w) => {
    const parts = [];
    for (let k = 0; k < 3; k++) {
      const yy = y - k * w * 0.28;
      parts.push(rect(x - w / 2, yy - w * 0.26, w, w * 0.26, { fill: k % 2 ? '#d8b070' : '#c9a060' }));
      parts.push(line(x - w / 2, yy - w * 0.13, x + w / 2, yy - w * 0.13, { stroke: '#9a7440', strokeWidth: 2 }));
    }
    const top = y - 3 * w * 0.28;
    parts.push(
      path(`M${num(x - w / 2)},${num(top + 2)} Q${num(x)},${num(top - w * 0.3)} ${num(x + w / 2)},${num(top + 2)} Z`, {
        fill: '#e0bc7a',
      }),
    );
    return parts.join('');
  };
  o.push(steamer(360, 462, 130));
  o.push(steamer(500, 462, 110));
  o.push(steam(d, rnd, 360, 340, 230, 130));
  o.push(steam(d, rnd, 500, 360, 200, 110));
  o.push(ellipse(720, 456, 110, 22, { fill: '#2a2426' }));
  o.push(path('M610,450 Q720,520 830,450 Z', { fill: '#3a3436' }));
  o.push(line(830, 452, 900, 436, { stroke: '#2a2426', strokeWidth: 8, strokeLinecap: 'round' }));
  for (let i = 0; i < 14; i++)
    o.push(
      circle(between(rnd, 650, 790), between(rnd, 448, 462), between(rnd, 6, 11), {
        fill: pick(rnd, ['#e8b04a', '#c8703a', '#7aa84a', '#f0d890']),
      }),
    );
  o.push(steam(d, rnd, 720, 430, 220, 160, 0.6));
  for (let k = 0; k < 6; k++) {
    const x = 930 + k * 22;
    o.push(line(x, 458, x + 10, 360, { stroke: '#d8c090', strokeWidth: 3 }));
    for (let j = 0; j < 3; j++)
      o.push(circle(x + 5 + j * 2, 380 + j * 22, 9, { fill: j === 1 ? '#8aa84a' : '#b8543c' }));
  }
  // lanterns under the awning
  for (const x of [260, 450, 640, 830, 1020]) o.push(lantern(d, x, 250, 24, { string: 26 }));
  // stools in front
  for (const x of [330, 620, 910]) {
    o.push(ellipse(x, 650, 44, 12, { fill: '#d9342b' }));
    o.push(rect(x - 34, 650, 8, 70, { fill: '#a82420' }));
    o.push(rect(x + 26, 650, 8, 70, { fill: '#a82420' }));
  }
  return done(d, o.join(''), { vignette: 0.32 });
}

function teaHouse() {
  const d = new Defs(W, H);
  const rnd = prng(204);
  const o = [];
  // wooden wall with a moon window onto bamboo
  o.push(rect(0, 0, W, 520, { fill: d.down('#b07a4a', '#9a643a') }));
  for (let x = 0; x < W; x += 64) o.push(rect(x, 0, 3, 520, { fill: '#7a4a2a', opacity: 0.4 }));
  const mx = 420;
  const my = 250;
  const mr = 170;
  const clip = d.clip(circle(mx, my, mr));
  const view = [rect(mx - mr, my - mr, mr * 2, mr * 2, { fill: d.down('#dceee0', '#b8d8c0') })];
  for (let i = 0; i < 14; i++) {
    const x = mx - mr + between(rnd, 0, mr * 2);
    const c = pick(rnd, ['#5a9a5a', '#6aaa64', '#4a8a4e']);
    view.push(rect(x, my - mr, between(rnd, 8, 14), mr * 2, { fill: c }));
    for (let y = my - mr + between(rnd, 10, 40); y < my + mr; y += between(rnd, 40, 70))
      view.push(rect(x - 1, y, 16, 4, { fill: '#3a7a40' }));
    for (let k = 0; k < 3; k++) {
      const ly = between(rnd, my - mr, my + mr);
      view.push(
        ellipse(x + 26, ly, 24, 6, {
          fill: c,
          transform: `rotate(${num(between(rnd, -30, 30))} ${num(x + 26)} ${num(ly)})`,
        }),
      );
    }
  }
  o.push(group({ clipPath: clip }, view));
  o.push(circle(mx, my, mr, { fill: 'none', stroke: '#5a341c', strokeWidth: 18 }));
  // a lattice screen on the right
  o.push(rect(800, 60, 380, 400, { fill: '#f0e2c4' }));
  o.push(glow(d, 990, 260, 260, 220, '#fff0c8', 0.6));
  for (let x = 800; x <= 1180; x += 38) o.push(rect(x - 3, 60, 6, 400, { fill: '#6a3e22' }));
  for (let y = 60; y <= 460; y += 50) o.push(rect(800, y - 3, 380, 6, { fill: '#6a3e22' }));
  o.push(rect(790, 50, 400, 420, { fill: 'none', stroke: '#5a341c', strokeWidth: 14 }));
  // a hanging lantern and a scroll-free wall shelf
  o.push(lantern(d, 640, 0, 34, { string: 60 }));
  // the table top
  o.push(rect(0, 500, W, 220, { fill: d.down('#6a3a20', '#4a2814') }));
  o.push(rect(0, 500, W, 10, { fill: '#8a5430' }));
  for (let i = 0; i < 8; i++) o.push(rect(0, between(rnd, 520, H), W, 2, { fill: '#3a1e0e', opacity: 0.35 }));
  // a tea tray
  o.push(rect(300, 560, 700, 90, { fill: '#3a2416', rx: 10 }));
  o.push(rect(310, 566, 680, 78, { fill: '#4e3020', rx: 8 }));
  for (let x = 330; x < 990; x += 24) o.push(rect(x, 572, 10, 66, { fill: '#3a2416', opacity: 0.6 }));
  // the teapot
  const tx = 560;
  const ty = 600;
  o.push(shadow(d, tx, ty + 4, 140, 18, 0.5));
  o.push(
    path(
      `M${tx + 80},${ty - 70} Q${tx + 150},${ty - 90} ${tx + 170},${ty - 150} L${tx + 184},${ty - 146} Q${tx + 170},${ty - 60} ${tx + 90},${ty - 30} Z`,
      { fill: '#7a3a24' },
    ),
  );
  o.push(
    path(
      `M${tx - 90},${ty - 110} Q${tx - 170},${ty - 110} ${tx - 160},${ty - 60} Q${tx - 150},${ty - 20} ${tx - 90},${ty - 40}`,
      { fill: 'none', stroke: '#7a3a24', strokeWidth: 16 },
    ),
  );
  o.push(
    path(
      `M${tx - 110},${ty - 20} Q${tx - 130},${ty - 120} ${tx},${ty - 130} Q${tx + 130},${ty - 120} ${tx + 110},${ty - 20} Q${tx},${ty + 4} ${tx - 110},${ty - 20} Z`,
      {
        fill: d.lin(
          [
            [0, '#8a4428'],
            [0.4, '#b0603a'],
            [1, '#6a2e1a'],
          ],
          { x2: 1, y2: 0 },
        ),
      },
    ),
  );
  o.push(ellipse(tx, ty - 128, 60, 12, { fill: '#6a2e1a' }));
  o.push(path(`M${tx - 40},${ty - 132} Q${tx},${ty - 168} ${tx + 40},${ty - 132} Z`, { fill: '#8a4428' }));
  o.push(circle(tx, ty - 164, 10, { fill: '#6a2e1a' }));
  o.push(ellipse(tx - 50, ty - 90, 26, 14, { fill: '#ffffff', opacity: 0.18 }));
  // cups
  for (const [cx, cy] of [
    [800, 620],
    [900, 600],
    [400, 625],
  ]) {
    o.push(shadow(d, cx, cy + 2, 50, 8, 0.45));
    o.push(
      path(
        `M${cx - 36},${cy - 44} L${cx + 36},${cy - 44} Q${cx + 32},${cy} ${cx},${cy} Q${cx - 32},${cy} ${cx - 36},${cy - 44} Z`,
        { fill: '#f4efe4' },
      ),
    );
    o.push(ellipse(cx, cy - 44, 36, 8, { fill: '#c9a24a' }));
    o.push(ellipse(cx, cy - 44, 36, 8, { fill: 'none', stroke: '#e8e0d0', strokeWidth: 3 }));
    o.push(rect(cx - 34, cy - 30, 68, 5, { fill: '#4a7a9a', opacity: 0.7 }));
    o.push(steam(d, rnd, cx, cy - 54, 110, 50, 0.5));
  }
  o.push(steam(d, rnd, tx + 178, ty - 156, 140, 60, 0.5));
  return done(d, o.join(''), { warm: 0.08 });
}

function hotelLobby() {
  const d = new Defs(W, H);
  const rnd = prng(205);
  const c = camera({ x: 0, y: 1.6, f: 640, cy: 330 });
  const room = { w: 12, h: 5, back: 12, near: 0.6 };
  const o = [];
  o.push(
    roomShell(c, {
      ...room,
      floor: d.down('#d8cbb4', '#efe6d6'),
      ceiling: '#efe6d8',
      left: d.across('#c9b290', '#e2d2b4'),
      right: d.across('#e2d2b4', '#c9b290'),
      wall: '#8a6a4e',
    }),
  );
  o.push(floorTiles(c, room, { size: 1, colour: '#8a7a60', opacity: 0.25 }));
  // back wall: warm wood panels with a lit recess
  const [ax, ay] = c.p(-3.5, 3.6, 11.95);
  const [bx, by] = c.p(3.5, 1.4, 11.95);
  o.push(rect(ax, ay, bx - ax, by - ay, { fill: '#e8b878' }));
  o.push(glow(d, (ax + bx) / 2, (ay + by) / 2, bx - ax, (by - ay) * 1.6, '#ffd89a', 0.5));
  for (let x = -3; x <= 3; x += 1)
    o.push(line(...c.p(x, 1.4, 11.95), ...c.p(x, 3.6, 11.95), { stroke: '#c08a4a', strokeWidth: 2 }));
  // the reception desk
  o.push(
    box(c, [-3, 3], [0, 1.1], [9.6, 10.4], {
      front: d.lin(
        [
          [0, '#3a2a24'],
          [0.5, '#5a4032'],
          [1, '#3a2a24'],
        ],
        { x2: 1, y2: 0 },
      ),
      top: '#f4ecde',
    }),
  );
  o.push(frontQuad(c, [-3, 3], [0.9, 0.95], 9.6, { fill: '#e0b060' }));
  // side walls: tall windows / doors and columns
  for (const z of [3, 6, 9]) {
    for (const X of [-6, 6]) {
      o.push(sideQuad(c, X, [0, 3.6], [z, z + 1.6], { fill: '#a9c6d6' }));
      o.push(sideQuad(c, X, [3.4, 3.6], [z, z + 1.6], { fill: '#6a5040' }));
    }
  }
  for (const z of [2.2, 5.2, 8.2, 11.2]) {
    o.push(box(c, [-5.9, -5.4], [0, 5], [z, z + 0.5], { front: '#f0e6d4', right: '#d8cab0' }));
    o.push(box(c, [5.4, 5.9], [0, 5], [z, z + 0.5], { front: '#f0e6d4', left: '#d8cab0' }));
  }
  // sofas and a rug
  o.push(levelQuad(c, [-2.6, 2.6], 0.01, [4, 7], { fill: '#7a3a34' }));
  o.push(levelQuad(c, [-2.3, 2.3], 0.02, [4.3, 6.7], { fill: 'none', stroke: '#e0b070', strokeWidth: 3 }));
  // two sofas facing each other across a low table
  const seat = { front: '#2f4a5a', top: '#3f6072', sides: '#26404e' };
  const back = { front: '#3a5a6c', top: '#4a6c80', sides: '#2f4e60' };
  o.push(box(c, [-3.4, -2.5], [0, 0.45], [4.6, 6.8], seat), box(c, [-3.4, -3.2], [0.45, 0.95], [4.6, 6.8], back));
  o.push(box(c, [2.5, 3.4], [0, 0.45], [4.6, 6.8], seat), box(c, [3.2, 3.4], [0.45, 0.95], [4.6, 6.8], back));
  o.push(box(c, [-1, 1], [0, 0.4], [5, 6.2], { front: '#3a2a22', top: '#c9a46a', sides: '#2a1e18' }));
  o.push(shadow(d, ...c.p(0, 0.41, 5.6), 0.5 * c.s(5.6), 0.06 * c.s(5.6), 0.3));
  // plants beside the desk and globe pendants
  o.push(plant(d, c, rnd, -4.2, 9.6, 1.6));
  o.push(plant(d, c, rnd, 4.2, 9.6, 1.6));
  for (const z of [6, 9.5]) for (const x of [-2, 0, 2]) o.push(pendant(d, c, x, 3.6, z, 5, { r: 0.22 }));
  return done(d, o.join(''));
}

function train() {
  const d = new Defs(W, H);
  const rnd = prng(206);
  const o = [];
  o.push(
    sky(d, [
      [0, '#6fb0e0'],
      [1, '#d8eef4'],
    ]),
  );
  o.push(
    clouds(
      d,
      rnd,
      [
        [220, 120, 360, 30],
        [880, 90, 460, 26],
        [1150, 200, 260, 18],
      ],
      '#ffffff',
      '#eef6fa',
    ),
  );
  o.push(path('M0,360 Q180,250 380,320 T760,290 Q940,220 1100,300 T1280,280 L1280,460 L0,460 Z', { fill: '#9cc0b0' }));
  o.push(path('M0,420 Q240,340 520,400 T1040,380 T1280,390 L1280,520 L0,520 Z', { fill: '#6f9f6a' }));
  for (let i = 0; i < 18; i++) {
    const x = between(rnd, 0, W);
    const y = between(rnd, 390, 440);
    o.push(circle(x, y, between(rnd, 14, 26), { fill: pick(rnd, ['#4f8a52', '#5a9a5a']) }));
  }
  // the viaduct
  const deck = 470;
  o.push(rect(0, deck, W, 26, { fill: '#e4e0d8' }));
  o.push(rect(0, deck + 26, W, 8, { fill: '#b8b2a8' }));
  for (let x = 40; x < W; x += 160) {
    o.push(
      poly(
        [
          [x - 20, deck + 34],
          [x + 20, deck + 34],
          [x + 14, H],
          [x - 14, H],
        ],
        { fill: '#c8c2b8' },
      ),
    );
  }
  // fields in the foreground
  o.push(path(`M0,580 Q400,540 800,580 T1280,560 L1280,${H} L0,${H} Z`, { fill: '#8fbf5a' }));
  for (let k = 0; k < 8; k++) {
    const y = 600 + k * 16;
    o.push(
      path(`M0,${y} Q640,${y - 30} 1280,${y - 10}`, {
        fill: 'none',
        stroke: k % 2 ? '#a8cf6a' : '#7aaa4a',
        strokeWidth: 6,
      }),
    );
  }
  o.push(path(`M0,${H} L0,640 Q240,610 520,${H} Z`, { fill: '#f0c84a' }));
  // the train: a white body with a long pointed nose, a blue stripe and a window band
  const top = deck - 92;
  const bot = deck - 6;
  const nose = 1120;
  o.push(
    group(
      { opacity: 0.6 },
      [0, 1, 2, 3].map((k) => rect(-200, top + 20 + k * 18, 300 - k * 40, 3, { fill: '#ffffff' })),
    ),
  );
  o.push(
    path(
      `M-40,${top} L${nose - 220},${top} Q${nose - 60},${top + 4} ${nose + 60},${bot - 18} Q${nose + 70},${bot} ${nose + 40},${bot} L-40,${bot} Z`,
      {
        fill: d.lin([
          [0, '#ffffff'],
          [0.7, '#e8ecf0'],
          [1, '#b8c2cc'],
        ]),
      },
    ),
  );
  o.push(
    path(
      `M-40,${bot - 30} L${nose - 60},${bot - 30} Q${nose + 30},${bot - 28} ${nose + 56},${bot - 14} L${nose + 50},${bot - 20} Q${nose},${bot - 20} ${nose - 60},${bot - 20} L-40,${bot - 20} Z`,
      { fill: '#2a6ac0' },
    ),
  );
  o.push(rect(-40, top + 24, nose - 260, 22, { fill: '#2a3440', rx: 6 }));
  o.push(
    path(`M${nose - 200},${top + 8} Q${nose - 110},${top + 10} ${nose - 60},${top + 36} L${nose - 150},${top + 36} Z`, {
      fill: '#2a3440',
    }),
  );
  for (let x = 150; x < nose - 200; x += 240) o.push(rect(x, top + 4, 4, bot - top - 4, { fill: '#b8c2cc' }));
  for (let x = 60; x < nose - 260; x += 34) o.push(rect(x, top + 28, 22, 14, { fill: '#5a7a9a', rx: 3 }));
  o.push(rect(-40, bot, nose + 60, 6, { fill: '#3a3a40' }));
  o.push(line(0, top - 30, W, top - 30, { stroke: '#6a6a70', strokeWidth: 2 }));
  for (let x = 100; x < W; x += 320) o.push(rect(x, top - 40, 6, 40 + (bot - top), { fill: '#8a8a90' }));
  return done(d, o.join(''), { warm: 0.03 });
}

function mountain() {
  const d = new Defs(W, H);
  const rnd = prng(207);
  const o = [];
  o.push(
    sky(d, [
      [0, '#cfdde4'],
      [1, '#f4efe4'],
    ]),
  );
  o.push(circle(960, 160, 60, { fill: '#fff4dc', opacity: 0.9 }));
  const peaks = (baseY, list, fill) => {
    let dd = `M-20,${baseY}`;
    for (const [x, h] of list)
      dd += ` L${x - 50},${baseY - h * 0.7} Q${x},${baseY - h - 20} ${x + 50},${baseY - h * 0.7}`;
    dd += ` L${W + 20},${baseY} Z`;
    return path(dd, { fill });
  };
  const mist = (y, h, opacity) =>
    group({ filter: d.blur(22) }, rect(-100, y, W + 200, h, { fill: '#ffffff', opacity }));
  o.push(
    peaks(
      420,
      [
        [120, 260],
        [330, 200],
        [560, 330],
        [800, 240],
        [1030, 300],
        [1220, 220],
      ],
      '#b4c4cc',
    ),
  );
  o.push(mist(340, 90, 0.8));
  o.push(
    peaks(
      520,
      [
        [40, 240],
        [260, 330],
        [470, 220],
        [700, 380],
        [940, 260],
        [1180, 340],
      ],
      '#8aa0aa',
    ),
  );
  o.push(mist(450, 80, 0.75));
  o.push(
    peaks(
      640,
      [
        [150, 300],
        [420, 250],
        [980, 330],
        [1200, 260],
      ],
      '#5e7680',
    ),
  );
  o.push(mist(560, 90, 0.6));
  // a small pavilion on the left ridge
  o.push(rect(138, 352, 30, 22, { fill: '#8a4a34' }));
  o.push(path('M126,354 Q153,332 180,354 Z', { fill: '#3a3036' }));
  // the foreground rock and the stepped path winding up
  o.push(path(`M0,${H} L0,560 Q200,520 420,600 Q640,660 900,620 Q1100,590 1280,640 L1280,${H} Z`, { fill: '#3f4e4c' }));
  // the path: a band of stone steps narrowing as it climbs to the right and into the mist
  const centre = (t) => [
    (1 - t) ** 2 * 600 + 2 * (1 - t) * t * 560 + t * t * 930,
    (1 - t) ** 2 * 740 + 2 * (1 - t) * t * 610 + t * t * 560,
  ];
  const half = (t) => lerp(150, 14, t);
  const left = [];
  const right = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const [x, y] = centre(t);
    left.push([x - half(t), y]);
    right.push([x + half(t), y]);
  }
  o.push(poly([...left, ...right.reverse()], { fill: '#cbbfa6' }));
  for (let i = 1; i < 22; i++) {
    const t = (i / 22) ** 0.8;
    const [x, y] = centre(t);
    o.push(line(x - half(t), y, x + half(t), y, { stroke: '#8a7e68', strokeWidth: lerp(5, 1.5, t) }));
  }
  o.push(
    path(`M${left.map(([x, y]) => `${num(x)},${num(y)}`).join(' L')}`, {
      fill: 'none',
      stroke: '#6a604e',
      strokeWidth: 3,
    }),
  );
  o.push(group({ filter: d.blur(10) }, ellipse(930, 560, 90, 24, { fill: '#ffffff', opacity: 0.8 })));
  o.push(pine(40, 600, 320));
  o.push(pine(1140, 660, 220, { needles: '#33503e' }));
  for (let i = 0; i < 5; i++) {
    const x = between(rnd, 300, 900);
    const y = between(rnd, 120, 260);
    o.push(path(`M${num(x)},${num(y)} q8,-6 16,0 q8,-6 16,0`, { fill: 'none', stroke: '#4a5a60', strokeWidth: 2 }));
  }
  return done(d, o.join(''), { warm: 0.02 });
}

function beach() {
  const d = new Defs(W, H);
  const rnd = prng(208);
  const o = [];
  const horizon = 330;
  o.push(
    sky(
      d,
      [
        [0, '#3aa0e0'],
        [1, '#bfe6f6'],
      ],
      horizon + 2,
    ),
  );
  o.push(glow(d, 980, 120, 220, 220, '#fff6d0', 0.8));
  o.push(circle(980, 120, 48, { fill: '#fff8e0' }));
  o.push(
    clouds(
      d,
      rnd,
      [
        [240, 150, 320, 24],
        [640, 220, 280, 16],
      ],
      '#ffffff',
      '#ffffff',
    ),
  );
  o.push(path(`M0,${horizon} Q80,${horizon - 40} 200,${horizon - 20} T340,${horizon} Z`, { fill: '#4a8a7a' }));
  o.push(
    rect(0, horizon, W, 250, {
      fill: d.lin([
        [0, '#1a7ab8'],
        [0.5, '#2aa8c8'],
        [1, '#5ad8d0'],
      ]),
    }),
  );
  for (let i = 0; i < 50; i++)
    o.push(
      rect(between(rnd, 0, W), between(rnd, horizon + 10, 540), between(rnd, 30, 90), 2, {
        fill: '#ffffff',
        opacity: 0.35,
      }),
    );
  // sand with a foamy wave edge
  o.push(path(`M0,560 Q200,530 420,556 T840,548 T1280,540 L1280,${H} L0,${H} Z`, { fill: '#9ee0d8', opacity: 0.8 }));
  o.push(path(`M0,578 Q220,548 440,574 T860,566 T1280,560 L1280,${H} L0,${H} Z`, { fill: '#f4f0e8' }));
  o.push(
    path(`M0,590 Q220,562 440,588 T860,580 T1280,574 L1280,${H} L0,${H} Z`, { fill: d.down('#f2dcae', '#e4c488') }),
  );
  // a sailing boat
  o.push(path('M560,360 L620,360 L610,370 L570,370 Z', { fill: '#3a4a5a' }));
  o.push(path('M590,358 L590,300 L616,356 Z', { fill: '#ffffff' }));
  // umbrella and towel
  o.push(rect(520, 640, 180, 50, { fill: '#e85a5a', transform: 'rotate(-6 610 665)' }));
  o.push(rect(520, 655, 180, 12, { fill: '#ffffff', transform: 'rotate(-6 610 665)' }));
  o.push(line(760, 700, 790, 520, { stroke: '#f4f0e8', strokeWidth: 6 }));
  o.push(path('M680,540 Q790,440 900,520 Z', { fill: '#f4b83a' }));
  o.push(path('M735,528 Q790,450 845,522 Z', { fill: '#ffffff', opacity: 0.9 }));
  o.push(path('M680,540 Q790,440 900,520', { fill: 'none', stroke: '#d8942a', strokeWidth: 3 }));
  o.push(shadow(d, 820, 705, 110, 14, 0.3));
  // palms
  const leaf = { frond: '#2f8a3a', frondLight: '#7ac04a', trunk: '#a08060', trunkDark: '#6a5440', shadowOpacity: 0.25 };
  o.push(palm(d, rnd, 1080, 690, 520, -0.22, leaf));
  o.push(palm(d, rnd, 1200, 700, 420, -0.08, leaf));
  o.push(palm(d, rnd, 120, 700, 440, 0.2, leaf));
  for (let i = 0; i < 5; i++)
    o.push(ellipse(between(rnd, 300, 1000), between(rnd, 620, 710), 8, 4, { fill: '#f8f0e0' }));
  return done(d, o.join(''), { warm: 0.04, vignette: 0.15 });
}

function nightMarket() {
  const d = new Defs(W, H);
  const rnd = prng(209);
  const o = [];
  o.push(
    sky(d, [
      [0, '#0e1434'],
      [1, '#2e2a5a'],
    ]),
  );
  for (let i = 0; i < 60; i++)
    o.push(circle(between(rnd, 0, W), between(rnd, 0, 200), between(rnd, 0.6, 1.6), { fill: '#ffffff', opacity: 0.6 }));
  o.push(
    skyline(rnd, -20, W + 20, 360, {
      minH: 100,
      maxH: 240,
      colour: '#1e2046',
      win: 5,
      litP: 0.22,
      minW: 60,
      maxW: 140,
    }),
  );
  o.push(rect(0, 360, W, H - 360, { fill: '#2a2438' }));
  // two rows of stalls receding to a vanishing point
  const vx = 640;
  const vy = 330;
  const stall = (x, w, h, baseY, colour) => {
    const parts = [];
    parts.push(glow(d, x + w / 2, baseY - h * 0.45, w * 0.9, h * 0.7, '#ffb05a', 0.45));
    parts.push(rect(x, baseY - h * 0.75, w, h * 0.45, { fill: '#ffd890' }));
    for (let k = 0; k < 5; k++)
      parts.push(
        rect(x + w * 0.1 + k * w * 0.17, baseY - h * 0.62, w * 0.1, h * 0.2, {
          fill: pick(rnd, ['#c8543a', '#e8a040', '#8ab04a', '#f0e0b0']),
          rx: 3,
        }),
      );
    parts.push(rect(x, baseY - h * 0.3, w, h * 0.3, { fill: '#5a3a2a' }));
    parts.push(rect(x - w * 0.04, baseY - h * 0.3, w * 1.08, h * 0.05, { fill: '#a87040' }));
    parts.push(
      poly(
        [
          [x - w * 0.08, baseY - h * 0.75],
          [x + w * 1.08, baseY - h * 0.75],
          [x + w * 0.96, baseY - h],
          [x + w * 0.04, baseY - h],
        ],
        { fill: colour },
      ),
    );
    for (let k = 0; k < 6; k++)
      parts.push(
        path(
          `M${num(x - w * 0.08 + (k * w * 1.16) / 6)},${num(baseY - h * 0.75)} q${num(w * 0.097)},${num(h * 0.08)} ${num(w * 0.193)},0 Z`,
          { fill: colour },
        ),
      );
    return parts.join('');
  };
  const colours = ['#d9342b', '#2a8a6a', '#e8a030', '#3a6ac0', '#b8406a'];
  for (let i = 5; i >= 0; i--) {
    const s = 1 / (1 + i * 0.55);
    const baseY = vy + (560 - vy) * s;
    const h = 300 * s;
    const w = 230 * s;
    const gap = 80 * s;
    o.push(stall(vx - gap - w - 380 * s, w, h, baseY, colours[i % 5]));
    o.push(stall(vx + gap + 380 * s, w, h, baseY, colours[(i + 2) % 5]));
  }
  // string lights criss-crossing above
  const strands = [
    [
      [-20, 120],
      [640, 220],
      [1300, 110],
    ],
    [
      [-20, 220],
      [640, 290],
      [1300, 210],
    ],
    [
      [100, 40],
      [640, 160],
      [1180, 40],
    ],
  ];
  for (const [[x0, y0], [mx, my], [x1, y1]] of strands) {
    const cx = 2 * mx - (x0 + x1) / 2;
    const cy = 2 * my - (y0 + y1) / 2;
    o.push(
      path(`M${x0},${y0} Q${num(cx)},${num(cy)} ${x1},${y1}`, { fill: 'none', stroke: '#1a1420', strokeWidth: 2 }),
    );
    for (let t = 0.02; t < 1; t += 0.035) {
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
      const c = pick(rnd, ['#ffe08a', '#ffb46a', '#ff8a8a', '#fff2c8']);
      o.push(glow(d, x, y + 8, 22, 22, c, 0.5));
      o.push(circle(x, y + 8, 6, { fill: c }));
    }
  }
  // lanterns and the crowd in silhouette
  for (const x of [250, 1030]) o.push(lantern(d, x, 230, 26, { string: 30 }));
  o.push(glow(d, 640, 600, 700, 200, '#ff9a50', 0.3));
  for (let i = 0; i < 18; i++) {
    const x = between(rnd, -20, W + 20);
    const h = between(rnd, 150, 230);
    o.push(person(x, H + 20 + between(rnd, 0, 30), h, pick(rnd, ['#140e1c', '#1c1424', '#221a2a'])));
  }
  return done(d, o.join(''), { warm: 0.06, vignette: 0.3 });
}

function museum() {
  const d = new Defs(W, H);
  const rnd = prng(210);
  const c = camera({ x: 0, y: 1.5, f: 620, cy: 340 });
  const o = [];
  o.push(
    roomShell(c, {
      w: 12,
      h: 6,
      back: 16,
      near: 0.6,
      floor: d.down('#8a6a4a', '#b08a62'),
      ceiling: '#e8e2d8',
      left: '#d8cfc0',
      right: '#d8cfc0',
      wall: '#c9b9a0',
    }),
  );
  // a skylight strip in the ceiling
  o.push(levelQuad(c, [-1.5, 1.5], 6, [1, 16], { fill: '#f8f6f0' }));
  for (let z = 2; z < 16; z += 1.5)
    o.push(line(...c.p(-1.5, 6, z), ...c.p(1.5, 6, z), { stroke: '#c8c0b0', strokeWidth: 2 }));
  // a doorway at the back
  const [dx0, dy0] = c.p(-1.2, 3, 15.95);
  const [dx1, dy1] = c.p(1.2, 0, 15.95);
  o.push(rect(dx0, dy0, dx1 - dx0, dy1 - dy0, { fill: '#8a7a66' }));
  o.push(rect(dx0 + 10, dy0 + 10, dx1 - dx0 - 20, dy1 - dy0 - 10, { fill: '#efe4d0' }));
  // framed paintings on the side walls
  for (const z of [3, 7, 11]) {
    for (const X of [-6, 6]) {
      o.push(sideQuad(c, X, [1.4, 3.2], [z, z + 2.2], { fill: '#5a4030' }));
      const colour = pick(rnd, ['#6a8aa8', '#a86a4a', '#7a9a6a', '#c8a05a']);
      o.push(sideQuad(c, X, [1.55, 3.05], [z + 0.15, z + 2.05], { fill: colour }));
      o.push(
        quad3(
          c,
          [
            [X, 1.55, z + 0.15],
            [X, 1.55, z + 2.05],
            [X, 2.2, z + 1.4],
            [X, 2.3, z + 0.6],
          ],
          { fill: '#3a4a3a', opacity: 0.5 },
        ),
      );
    }
  }
  // plinths with vases down the middle, with spotlights
  const plinths = [
    [-2.6, 12],
    [2.6, 12],
    [-2.6, 8],
    [2.6, 8],
    [-2.6, 4.2],
    [2.6, 4.2],
  ];
  const vases = [
    { pattern: '#2f5a9e', shape: 'meiping' },
    { pattern: '#2f5a9e', shape: 'jar' },
    { body: '#d8e4d0', pattern: '#4a7a5a', shape: 'meiping' },
    { body: '#f0e6d0', pattern: '#b8543c', shape: 'jar' },
    { pattern: '#2f5a9e', shape: 'jar' },
    { body: '#e8e0c8', pattern: '#c8902a', shape: 'meiping' },
  ];
  plinths.forEach(([X, Z], i) => {
    const s = c.s(Z);
    const [x, y] = c.p(X, 1.1, Z);
    o.push(glow(d, x, y - 0.35 * s, 0.9 * s, 0.9 * s, '#fff2d0', 0.45));
    o.push(shadow(d, ...c.p(X, 0, Z), 0.6 * s, 0.08 * s, 0.5));
    o.push(
      box(c, [X - 0.4, X + 0.4], [0, 1.1], [Z - 0.4, Z + 0.4], { front: '#f4f0e8', top: '#ffffff', sides: '#d8d2c6' }),
    );
    o.push(vase(d, x, c.p(X, 1.1, Z - 0.05)[1], 0.78 * s, vases[i]));
  });
  // rope barriers
  for (const X of [-1.4, 1.4])
    for (const Z of [3.2, 6.6, 10.6]) {
      const [x, y] = c.p(X, 0, Z);
      const [, yt] = c.p(X, 0.9, Z);
      o.push(rect(x - 0.025 * c.s(Z), yt, 0.05 * c.s(Z), y - yt, { fill: '#c8a050' }));
      o.push(circle(x, yt, 0.05 * c.s(Z), { fill: '#d8b060' }));
    }
  for (const X of [-1.4, 1.4])
    for (const [z0, z1] of [
      [3.2, 6.6],
      [6.6, 10.6],
    ]) {
      const [x0, y0] = c.p(X, 0.85, z0);
      const [x1, y1] = c.p(X, 0.85, z1);
      const [mx, my] = c.p(X, 0.6, (z0 + z1) / 2);
      o.push(
        path(
          `M${num(x0)},${num(y0)} Q${num(2 * mx - (x0 + x1) / 2)},${num(2 * my - (y0 + y1) / 2)} ${num(x1)},${num(y1)}`,
          { fill: 'none', stroke: '#8a2a2a', strokeWidth: 3 },
        ),
      );
    }
  // a visitor in the aisle
  o.push(person(...c.p(0.5, 0, 7.4), 1.7 * c.s(7.4), '#4a4250'));
  return done(d, o.join(''), { warm: 0.06 });
}

function noodles() {
  const d = new Defs(W, H);
  const rnd = prng(211);
  const o = [];
  // a wooden table seen from above
  o.push(rect(0, 0, W, H, { fill: '#b07848' }));
  for (let y = 0; y < H; y += 90) {
    o.push(rect(0, y, W, 88, { fill: pick(rnd, ['#b07848', '#a86e40', '#b8824e']) }));
    o.push(rect(0, y + 88, W, 2, { fill: '#6a4020', opacity: 0.5 }));
    for (let k = 0; k < 4; k++)
      o.push(
        rect(between(rnd, 0, W), y + between(rnd, 10, 80), between(rnd, 100, 400), 2, {
          fill: '#8a5a30',
          opacity: 0.3,
        }),
      );
  }
  // a placemat
  o.push(rect(230, 60, 820, 600, { fill: '#e8dcc0', rx: 20, opacity: 0.9 }));
  const bx = 600;
  const by = 360;
  const R = 250;
  o.push(circle(bx + 14, by + 18, R + 6, { fill: '#3a2010', opacity: 0.35 }));
  o.push(circle(bx, by, R, { fill: '#f6f2ea' }));
  for (let a = 0; a < 24; a++) {
    const t = (a / 24) * Math.PI * 2;
    o.push(circle(bx + Math.cos(t) * (R - 12), by + Math.sin(t) * (R - 12), 6, { fill: '#2f5a9e', opacity: 0.8 }));
  }
  const r = R - 34;
  o.push(circle(bx, by, r, { fill: '#d8923a' }));
  const clip = d.clip(circle(bx, by, r - 4));
  const inside = [];
  // noodles: many wavy strands
  for (let i = 0; i < 70; i++) {
    const x0 = bx + between(rnd, -r, r);
    const y0 = by + between(rnd, -r, r);
    const a = between(rnd, 0, Math.PI);
    const len = between(rnd, 120, 260);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    inside.push(
      path(
        `M${num(x0)},${num(y0)} c${num(dx * 0.3 - dy * 0.2)},${num(dy * 0.3 + dx * 0.2)} ${num(dx * 0.6 + dy * 0.2)},${num(dy * 0.6 - dx * 0.2)} ${num(dx)},${num(dy)}`,
        {
          fill: 'none',
          stroke: pick(rnd, ['#f6d88a', '#f0cc76', '#fae4a4']),
          strokeWidth: 9,
          strokeLinecap: 'round',
        },
      ),
    );
  }
  o.push(group({ clipPath: clip }, inside));
  // toppings: sliced meat, two egg halves, greens, scallion
  for (const [x, y, rot] of [
    [520, 260, -20],
    [590, 250, 10],
    [660, 270, 30],
  ]) {
    o.push(ellipse(x, y, 52, 34, { fill: '#8a4a30', transform: `rotate(${rot} ${x} ${y})` }));
    o.push(ellipse(x, y, 40, 24, { fill: '#b0684a', transform: `rotate(${rot} ${x} ${y})` }));
  }
  for (const [x, y] of [
    [700, 410],
    [640, 460],
  ]) {
    o.push(ellipse(x, y, 46, 36, { fill: '#ffffff' }));
    o.push(circle(x, y, 20, { fill: '#f0a020' }));
  }
  for (let i = 0; i < 6; i++) {
    const x = 470 + between(rnd, -30, 30);
    const y = 420 + between(rnd, -40, 40);
    o.push(
      ellipse(x, y, 34, 16, {
        fill: pick(rnd, ['#3a8a3a', '#4a9a4a', '#2f7a34']),
        transform: `rotate(${num(between(rnd, 0, 180))} ${num(x)} ${num(y)})`,
      }),
    );
  }
  for (let i = 0; i < 30; i++)
    o.push(circle(bx + between(rnd, -160, 160), by + between(rnd, -160, 160), between(rnd, 4, 7), { fill: '#7ac050' }));
  for (let i = 0; i < 10; i++)
    o.push(circle(bx + between(rnd, -180, 180), by + between(rnd, -180, 180), 3, { fill: '#c8302a' }));
  // chopsticks resting on the rim, a spoon and a small dish
  o.push(
    path('M880,120 L1220,620 L1208,628 L866,128 Z', { fill: '#3a2010', opacity: 0.25, transform: 'translate(10 12)' }),
  );
  o.push(path('M860,110 L1200,610 L1190,618 L848,118 Z', { fill: '#5a3018' }));
  o.push(path('M900,96 L1240,596 L1230,604 L888,104 Z', { fill: '#5a3018' }));
  o.push(rect(1000, 640, 60, 20, { fill: '#f6f2ea', rx: 8 }));
  o.push(ellipse(170, 520, 70, 56, { fill: '#f6f2ea' }));
  o.push(path('M200,560 L330,660 L318,672 L190,572 Z', { fill: '#f6f2ea' }));
  o.push(ellipse(170, 520, 52, 40, { fill: '#e8e0d0' }));
  o.push(circle(150, 180, 80, { fill: '#f6f2ea' }));
  o.push(circle(150, 180, 62, { fill: '#4a2a18' }));
  o.push(steam(d, rnd, bx, by + 80, 260, 180, 0.28));
  return done(d, o.join(''), { warm: 0.04, vignette: 0.28 });
}

function noticeBoard() {
  const d = new Defs(W, H);
  const rnd = prng(212);
  const o = [];
  // the wall and the wooden frame
  o.push(rect(0, 0, W, H, { fill: '#e6e0d4' }));
  o.push(rect(70, 40, W - 140, H - 80, { fill: '#7a4a28', rx: 10 }));
  o.push(rect(94, 64, W - 188, H - 128, { fill: '#c8965a' }));
  // cork speckle
  for (let i = 0; i < 1400; i++)
    o.push(
      circle(between(rnd, 96, W - 96), between(rnd, 66, H - 66), between(rnd, 1, 3), {
        fill: pick(rnd, ['#a8743e', '#d8aa6e', '#9a6634']),
        opacity: 0.7,
      }),
    );
  o.push(rect(94, 64, W - 188, 12, { fill: '#3a2010', opacity: 0.2 }));
  const sheets = [
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
  for (const [x, y, w, h, rot, opts] of sheets) o.push(pinnedSheet(rnd, x, y, w, h, rot, opts));
  // a string linking two notes
  o.push(path('M530,108 Q640,200 765,128', { fill: 'none', stroke: '#c8302a', strokeWidth: 3 }));
  return done(d, o.join(''), { warm: 0.03, vignette: 0.25 });
}

// ---------------------------------------------------------------------------------------------------------------

const SCENES = [
  ['skyline', citySkyline],
  ['lake', lake],
  ['street-food', streetFood],
  ['tea-house', teaHouse],
  ['hotel-lobby', hotelLobby],
  ['train', train],
  ['mountain', mountain],
  ['beach', beach],
  ['night-market', nightMarket],
  ['museum', museum],
  ['noodles', noodles],
  ['notice-board', noticeBoard],
];

await renderScenes({
  set: 'covers',
  scenes: SCENES.map(([scene, draw]) => ({ scene, draw })),
  width: W,
  height: H,
  widths: WIDTHS,
  quality: QUALITY,
});

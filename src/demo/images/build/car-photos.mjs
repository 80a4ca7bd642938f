// Dev-only: draws the demo car fleet's photos (16 scenes: twelve exteriors, one per car, three cabins and an open
// boot) as SVG illustrations at 1600 × 1200 and renders them with sharp to WebP at 480, 960 and 1600 px wide into
// src/demo/images/cars/, with a manifest.json beside them. The output is committed; rerun by hand
// after changing a scene:
//
//   node src/demo/images/build/car-photos.mjs [--only scene,scene] [--preview DIR]
//
// --preview also writes a PNG contact sheet and full-size PNGs of the scenes to DIR (for looking at them).
// Deterministic: every random choice comes from a seeded PRNG, so the same script writes the same files.
// Licensed photographs can replace the output later: keep the file names and the manifest's shape.
// The drawing toolkit and the renderer are shared with the hotel photos: svg-scenes.mjs.
import {
  between,
  circle,
  clouds,
  Defs,
  ellipse,
  finish,
  glow,
  group,
  line,
  num,
  palm,
  path,
  poly,
  prng,
  rect,
  renderScenes,
  shadow,
  sky,
  skyline,
  streetLamp,
  tree,
} from './svg-scenes.mjs';

const W = 1600;
const H = 1200;
const WIDTHS = [480, 960, 1600];
const QUALITY = 80;
const GROUND = 930;

// ---------------------------------------------------------------------------------------------------------------
// Body types: a side profile in metres (x from the rear bumper, y up from the ground), scaled onto the canvas.

/**
 * length; roof height; tail (top of the rear end); boot (length of the boot deck from the rear); roofA and roofB
 * (where the roof starts and ends); screen (the windscreen's foot); bonnet (its height there); nose (height of the
 * front); belt (the windows' lower edge); wheel radius; rear overhang; wheelbase; clearance.
 */
const BODIES = {
  saloon: {
    length: 4.9,
    roof: 1.46,
    tail: 1.02,
    boot: 0.85,
    roofA: 1.7,
    roofB: 3.1,
    screen: 3.75,
    bonnet: 1.0,
    nose: 0.72,
    belt: 0.98,
    wheel: 0.34,
    rear: 1.0,
    base: 2.9,
    clear: 0.16,
  },
  compact: {
    length: 4.65,
    roof: 1.47,
    tail: 1.0,
    boot: 0.75,
    roofA: 1.55,
    roofB: 2.95,
    screen: 3.55,
    bonnet: 0.98,
    nose: 0.7,
    belt: 0.97,
    wheel: 0.32,
    rear: 0.95,
    base: 2.7,
    clear: 0.15,
  },
  suv: {
    length: 4.65,
    roof: 1.7,
    tail: 1.5,
    boot: 0.12,
    roofA: 0.4,
    roofB: 3.0,
    screen: 3.55,
    bonnet: 1.12,
    nose: 0.92,
    belt: 1.1,
    wheel: 0.37,
    rear: 0.95,
    base: 2.75,
    clear: 0.21,
  },
  mpv: {
    length: 5.2,
    roof: 1.8,
    tail: 1.68,
    boot: 0.08,
    roofA: 0.25,
    roofB: 3.95,
    screen: 4.45,
    bonnet: 1.1,
    nose: 0.86,
    belt: 1.05,
    wheel: 0.35,
    rear: 1.05,
    base: 3.1,
    clear: 0.17,
  },
  van: {
    length: 5.38,
    roof: 2.28,
    tail: 2.2,
    boot: 0.04,
    roofA: 0.1,
    roofB: 4.75,
    screen: 5.15,
    bonnet: 1.25,
    nose: 1.05,
    belt: 1.2,
    wheel: 0.36,
    rear: 1.1,
    base: 3.21,
    clear: 0.19,
  },
};

/** Shade a `#rrggbb` colour: amount −1 (black) … 0 … 1 (white). */
function shade(hex, amount) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => {
    const c = (value >> shift) & 255;
    const out = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A car seen from its side, nose to the right, its rear bumper at x0 on the ground line, `scale` px a metre. */
function carProfile(d, body, colour, x0, scale, o = {}) {
  const { electric = false, rims = '#c9ccd2' } = o;
  const b = BODIES[body];
  const atX = (m) => x0 + m * scale;
  const atY = (m) => GROUND - m * scale;
  const out = [shadow(d, atX(b.length / 2), GROUND + 6, (b.length / 2 + 0.3) * scale, 0.22 * scale, 0.6)];
  const outline = [
    [atX(0), atY(b.clear + 0.12)],
    [atX(0.02), atY(b.tail - 0.05)],
    [atX(b.boot), atY(b.tail)],
    [atX(b.roofA), atY(b.roof)],
    [atX(b.roofB), atY(b.roof)],
    [atX(b.screen), atY(b.bonnet)],
    [atX(b.length - 0.12), atY(b.nose)],
    [atX(b.length), atY(b.nose - 0.18)],
    [atX(b.length), atY(b.clear + 0.12)],
    [atX(b.length - 0.2), atY(b.clear)],
    [atX(0.2), atY(b.clear)],
  ];
  const paint = d.lin([
    [0, shade(colour, 0.35)],
    [0.45, colour],
    [1, shade(colour, -0.45)],
  ]);
  const rounding = { strokeLinejoin: 'round', strokeWidth: 0.16 * scale };
  out.push(poly(outline, { fill: paint, stroke: paint, ...rounding }));
  // The glasshouse: rear, side and front glass, split by the pillars.
  const top = b.roof - 0.07;
  const glass = [
    [atX(b.boot + 0.12), atY(b.belt + 0.04)],
    [atX(b.roofA + 0.1), atY(top)],
    [atX(b.roofB - 0.02), atY(top)],
    [atX(b.screen - 0.22), atY(b.belt + 0.04)],
  ];
  const sky = d.lin([
    [0, '#aebfd6'],
    [0.5, '#3f4d66'],
    [1, '#161b26'],
  ]);
  out.push(poly(glass, { fill: sky, stroke: '#14161c', strokeWidth: 0.05 * scale, strokeLinejoin: 'round' }));
  const pillars = body === 'van' ? [0.3, 0.55, 0.8] : body === 'mpv' ? [0.38, 0.7] : [0.52];
  for (const at of pillars) {
    const xTop = b.roofA + 0.1 + (b.roofB - b.roofA - 0.12) * at;
    const xLow = b.boot + 0.12 + (b.screen - b.boot - 0.34) * at;
    out.push(
      poly(
        [
          [atX(xTop - 0.05), atY(top)],
          [atX(xTop + 0.05), atY(top)],
          [atX(xLow + 0.06), atY(b.belt + 0.04)],
          [atX(xLow - 0.06), atY(b.belt + 0.04)],
        ],
        { fill: '#14161c' },
      ),
    );
  }
  // A sky reflection across the glass and a light line along the shoulder.
  out.push(
    poly(
      [
        [atX(b.roofA + 0.5), atY(top)],
        [atX(b.roofA + 0.9), atY(top)],
        [atX(b.roofA + 0.3), atY(b.belt + 0.04)],
        [atX(b.roofA - 0.1), atY(b.belt + 0.04)],
      ],
      { fill: '#ffffff', opacity: 0.16 },
    ),
  );
  out.push(
    line(atX(0.15), atY(b.belt - 0.12), atX(b.length - 0.35), atY(b.belt - 0.16), {
      stroke: shade(colour, 0.55),
      strokeWidth: 0.03 * scale,
      opacity: 0.7,
    }),
  );
  // Door cuts and handles.
  const doors = body === 'van' ? [b.rear + 0.2, b.screen - 0.9] : [b.rear + 0.35, b.rear + 1.35, b.screen - 0.25];
  for (const at of doors) {
    out.push(
      line(atX(at), atY(b.belt + 0.02), atX(at + 0.02), atY(b.clear + 0.22), {
        stroke: shade(colour, -0.5),
        strokeWidth: 3,
      }),
    );
  }
  for (const at of doors.slice(0, -1)) {
    out.push(
      rect(atX(at + 0.55), atY(b.belt - 0.12), 0.22 * scale, 0.035 * scale, { fill: shade(colour, -0.35), rx: 4 }),
    );
  }
  // Sills and bumpers.
  out.push(
    rect(atX(b.rear + b.wheel), atY(b.clear + 0.1), (b.base - 2 * b.wheel) * scale, 0.08 * scale, {
      fill: '#1d1f24',
      opacity: 0.6,
    }),
  );
  // Lights: a lamp at the nose, a red lamp at the tail; an electric car's closed grille.
  out.push(
    path(
      `M${num(atX(b.length - 0.42))},${num(atY(b.nose - 0.02))} L${num(atX(b.length - 0.04))},${num(atY(b.nose - 0.12))} L${num(atX(b.length - 0.02))},${num(atY(b.nose - 0.22))} L${num(atX(b.length - 0.4))},${num(atY(b.nose - 0.14))} Z`,
      { fill: '#f4f1e6' },
    ),
  );
  out.push(glow(d, atX(b.length - 0.05), atY(b.nose - 0.15), 0.5 * scale, 0.2 * scale, '#fff4d8', 0.45));
  out.push(rect(atX(0), atY(b.tail - 0.12), 0.14 * scale, 0.16 * scale, { fill: '#b3182a', rx: 3 }));
  if (!electric) {
    out.push(rect(atX(b.length - 0.08), atY(b.nose - 0.45), 0.08 * scale, 0.18 * scale, { fill: '#202228', rx: 2 }));
  }
  // Wheels: a dark arch, the tyre, the rim with spokes, the hub.
  for (const at of [b.rear, b.rear + b.base]) {
    const cx = atX(at);
    const cy = atY(b.wheel);
    const r = b.wheel * scale;
    out.push(circle(cx, cy, r * 1.16, { fill: '#101114' }));
    out.push(circle(cx, cy, r, { fill: '#1b1c20' }));
    out.push(
      circle(cx, cy, r * 0.64, {
        fill: d.rad([
          [0, '#f4f5f7'],
          [0.8, rims],
          [1, shade(rims, -0.4)],
        ]),
      }),
    );
    const spokes = [];
    for (let k = 0; k < 5; k++) {
      const angle = (k / 5) * Math.PI * 2 + 0.3;
      spokes.push(
        line(
          cx + Math.cos(angle) * r * 0.15,
          cy + Math.sin(angle) * r * 0.15,
          cx + Math.cos(angle) * r * 0.6,
          cy + Math.sin(angle) * r * 0.6,
          {
            stroke: shade(rims, -0.55),
            strokeWidth: r * 0.1,
            strokeLinecap: 'round',
          },
        ),
      );
    }
    out.push(...spokes, circle(cx, cy, r * 0.13, { fill: '#3a3c42' }));
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Backgrounds: one per city of the fleet.

function road(d, colour = '#2b2a30', edge = '#6d6a70') {
  return [
    rect(0, GROUND - 40, W, H - GROUND + 40, { fill: d.down(colour, shade(colour, -0.5)) }),
    rect(0, GROUND - 46, W, 8, { fill: edge }),
    rect(0, H - 90, W, 6, { fill: '#e9e4d4', opacity: 0.5, strokeDasharray: '80 60' }),
  ].join('');
}

function shanghaiDusk(d, rnd) {
  return [
    sky(
      d,
      [
        [0, '#2b2552'],
        [0.55, '#b4587a'],
        [1, '#f2a35e'],
      ],
      GROUND,
    ),
    skyline(rnd, -20, W + 20, GROUND - 60, { minH: 120, maxH: 420, colour: '#2c2748', litP: 0.35 }),
    // The Oriental Pearl Tower's spheres and the Shanghai Tower's twist, as silhouettes.
    rect(1180, GROUND - 640, 14, 580, { fill: '#231f3c' }),
    circle(1187, GROUND - 470, 46, { fill: '#2d2850' }),
    circle(1187, GROUND - 640, 28, { fill: '#2d2850' }),
    poly(
      [
        [280, GROUND - 60],
        [300, GROUND - 760],
        [350, GROUND - 800],
        [372, GROUND - 60],
      ],
      { fill: '#201c38' },
    ),
    glow(d, 1187, GROUND - 470, 120, 120, '#ff8fd0', 0.35),
    road(d),
  ].join('');
}

function beijingAvenue(d, rnd) {
  return [
    sky(
      d,
      [
        [0, '#8fb4d9'],
        [0.7, '#dfe6ea'],
        [1, '#f0e2c8'],
      ],
      GROUND,
    ),
    clouds(
      d,
      rnd,
      [
        [300, 180, 320, 90],
        [1100, 140, 360, 100],
      ],
      '#ffffff',
      true,
    ),
    rect(0, GROUND - 330, W, 290, { fill: '#8d2b25' }),
    rect(0, GROUND - 360, W, 34, { fill: '#5b5a4c' }),
    ...Array.from({ length: 9 }, (_, k) => rect(60 + k * 180, GROUND - 300, 90, 150, { fill: '#6e211d' })),
    ...[120, 560, 1000, 1440].map((x) => streetLamp(d, x, GROUND - 40, 420)),
    road(d, '#3a3a3e'),
  ].join('');
}

function hangzhouLake(d, rnd) {
  return [
    sky(
      d,
      [
        [0, '#b9d3d9'],
        [0.6, '#e7efe9'],
        [1, '#dfe6d7'],
      ],
      GROUND,
    ),
    path(
      `M0,${GROUND - 260} Q300,${GROUND - 420} 620,${GROUND - 300} T1250,${GROUND - 330} T1600,${GROUND - 280} V${GROUND - 120} H0 Z`,
      {
        fill: '#9fb4ad',
      },
    ),
    rect(0, GROUND - 170, W, 130, { fill: d.down('#a9c6cc', '#7fa2a8') }),
    ...[80, 330, 1320, 1540].map((x) => tree(d, rnd, x, GROUND - 40, between(rnd, 300, 380))),
    road(d, '#45464a'),
  ].join('');
}

function sanyaBeach(d, rnd) {
  return [
    sky(
      d,
      [
        [0, '#4da3d8'],
        [0.7, '#bfe3f0'],
        [1, '#f6e7c8'],
      ],
      GROUND,
    ),
    rect(0, GROUND - 230, W, 90, { fill: d.down('#1f8fb0', '#52b7c4') }),
    rect(0, GROUND - 140, W, 100, { fill: '#eed9ae' }),
    ...[90, 260, 1360, 1530].map((x, k) => palm(d, rnd, x, GROUND - 40, between(rnd, 420, 520), k % 2 ? -0.12 : 0.14)),
    road(d, '#4a4a4e'),
  ].join('');
}

const BACKGROUNDS = { shanghai: shanghaiDusk, beijing: beijingAvenue, hangzhou: hangzhouLake, sanya: sanyaBeach };

/** The fleet: scene name (`car-<code>`), body, paint and city. Codes match the seed (`src/demo/cars/fleet`). */
const FLEET = [
  { code: 'sha-lavida', body: 'compact', colour: '#c9ced6', city: 'shanghai' },
  { code: 'sha-camry', body: 'saloon', colour: '#7a1f2b', city: 'shanghai' },
  { code: 'sha-eclass', body: 'saloon', colour: '#1c1f26', city: 'shanghai' },
  { code: 'sha-gl8', body: 'mpv', colour: '#2d3340', city: 'shanghai' },
  { code: 'pek-qin-ev', body: 'compact', colour: '#2f6fb3', city: 'beijing', electric: true },
  { code: 'pek-a6l', body: 'saloon', colour: '#14161b', city: 'beijing' },
  { code: 'pek-rav4', body: 'suv', colour: '#8a8d86', city: 'beijing' },
  { code: 'hgh-model-y', body: 'suv', colour: '#f2f3f4', city: 'hangzhou', electric: true },
  { code: 'hgh-accord', body: 'saloon', colour: '#44505f', city: 'hangzhou' },
  { code: 'syx-han-ev', body: 'saloon', colour: '#b8442f', city: 'sanya', electric: true },
  { code: 'syx-tiguan', body: 'suv', colour: '#ecebe6', city: 'sanya' },
  { code: 'syx-hiace', body: 'van', colour: '#f5f5f2', city: 'sanya' },
];

function exterior(car, index) {
  return () => {
    const d = new Defs(W, H);
    const rnd = prng(7001 + index * 31);
    const b = BODIES[car.body];
    const scale = Math.min(1240 / b.length, 520 / b.roof);
    const x0 = (W - b.length * scale) / 2;
    const body = [BACKGROUNDS[car.city](d, rnd), carProfile(d, car.body, car.colour, x0, scale, car)].join('');
    return finish(d, body, { warm: car.city === 'shanghai' ? 0.14 : 0.06, vignette: 0.3 });
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Cabins and the boot, drawn flat in screen pixels.

/** A seat seen from the front: cushion, back and headrest. */
function seat(d, x, y, w, h, colour, o = {}) {
  const { headrest = true } = o;
  const cloth = d.down(shade(colour, 0.25), shade(colour, -0.35));
  return group(
    {},
    shadow(d, x + w / 2, y + h * 1.02, w * 0.6, h * 0.06, 0.5),
    rect(x, y, w, h * 0.75, { rx: w * 0.18, fill: cloth }),
    rect(x - w * 0.06, y + h * 0.62, w * 1.12, h * 0.38, { rx: w * 0.14, fill: shade(colour, -0.15) }),
    line(x + w * 0.5, y + h * 0.08, x + w * 0.5, y + h * 0.66, {
      stroke: shade(colour, -0.4),
      strokeWidth: 3,
      opacity: 0.5,
    }),
    headrest ? rect(x + w * 0.25, y - h * 0.2, w * 0.5, h * 0.18, { rx: w * 0.1, fill: cloth }) : '',
  );
}

function cabin(kind) {
  return () => {
    const d = new Defs(W, H);
    const rnd = prng(kind.length * 97);
    const trim = { standard: '#4a4d55', business: '#2a2320', van: '#3b3532' }[kind];
    const leather = { standard: '#5b5f68', business: '#b08a64', van: '#c8b79c' }[kind];
    const out = [
      rect(0, 0, W, H, { fill: d.down(shade(trim, 0.2), shade(trim, -0.5)) }),
      // Windows either side with daylight, the roof lining, the floor.
      poly(
        [
          [0, 140],
          [260, 260],
          [260, 560],
          [0, 640],
        ],
        { fill: d.down('#dbe9f2', '#9fb8c8') },
      ),
      poly(
        [
          [W, 140],
          [W - 260, 260],
          [W - 260, 560],
          [W, 640],
        ],
        { fill: d.down('#dbe9f2', '#9fb8c8') },
      ),
      poly(
        [
          [0, 0],
          [W, 0],
          [W - 260, 220],
          [260, 220],
        ],
        { fill: '#d9d2c6' },
      ),
      poly(
        [
          [0, H],
          [W, H],
          [W - 300, 880],
          [300, 880],
        ],
        { fill: shade(trim, -0.3) },
      ),
      glow(d, 130, 380, 260, 300, '#ffffff', 0.35),
      glow(d, W - 130, 380, 260, 300, '#ffffff', 0.35),
    ];
    if (kind === 'standard') {
      // The dashboard and windscreen ahead, two front seats from behind.
      out.push(rect(260, 220, W - 520, 300, { fill: d.down('#e8f1f6', '#b9cfdc') }));
      out.push(...[300, 700, 1100].map((x) => tree(d, rnd, x, 520, 220, { shadowOpacity: 0 })));
      out.push(rect(220, 500, W - 440, 120, { rx: 30, fill: '#26282d' }));
      out.push(rect(700, 520, 200, 70, { rx: 10, fill: '#0f1720' }), glow(d, 800, 555, 120, 40, '#6fb6ff', 0.4));
      out.push(seat(d, 330, 560, 340, 420, leather), seat(d, 930, 560, 340, 420, leather));
      out.push(rect(720, 760, 160, 220, { rx: 20, fill: '#2b2d33' }));
    } else if (kind === 'business') {
      // The rear bench with a fold-down armrest, wood trim and reading lights.
      out.push(rect(260, 220, W - 520, 240, { fill: '#3a2f29' }));
      out.push(rect(260, 455, W - 520, 26, { fill: '#7a4a2a' }));
      out.push(seat(d, 330, 430, 430, 460, leather), seat(d, 840, 430, 430, 460, leather));
      out.push(rect(745, 700, 110, 200, { rx: 18, fill: shade(leather, -0.2) }));
      out.push(glow(d, 520, 240, 120, 60, '#ffe2b0', 0.6), glow(d, 1080, 240, 120, 60, '#ffe2b0', 0.6));
    } else {
      // Two rows of captain's chairs down an aisle.
      out.push(rect(260, 220, W - 520, 260, { fill: '#4a423d' }));
      out.push(seat(d, 470, 330, 200, 250, leather), seat(d, 930, 330, 200, 250, leather));
      out.push(seat(d, 300, 520, 330, 420, leather), seat(d, 970, 520, 330, 420, leather));
      out.push(rect(700, 700, 200, 20, { fill: '#8a6a48' }));
    }
    return finish(d, out.join(''), { warm: 0.08, vignette: 0.42 });
  };
}

function boot() {
  const d = new Defs(W, H);
  const paint = d.down('#5d6470', '#2a2f38');
  const out = [
    rect(0, 0, W, H, { fill: d.down('#c7ccd1', '#8b9096') }),
    rect(0, 880, W, H - 880, { fill: '#6c6a68' }),
    shadow(d, W / 2, 1010, 640, 60, 0.6),
    // The car's rear, the open lid above, the dark load space.
    rect(250, 380, 1100, 600, { rx: 70, fill: paint }),
    poly(
      [
        [310, 380],
        [1290, 380],
        [1230, 110],
        [370, 110],
      ],
      { fill: paint },
    ),
    poly(
      [
        [380, 360],
        [1220, 360],
        [1180, 150],
        [420, 150],
      ],
      { fill: d.down('#9fb3c4', '#3d4a57') },
    ),
    rect(330, 420, 940, 420, { rx: 30, fill: '#1a1b1f' }),
    rect(250, 800, 1100, 60, { fill: '#202226' }),
    rect(270, 440, 50, 120, { rx: 10, fill: '#b3182a' }),
    rect(1280, 440, 50, 120, { rx: 10, fill: '#b3182a' }),
  ];
  // Suitcases: two large upright, a carry-on and a holdall.
  const cases = [
    [380, 520, 230, 320, '#2f5d8a'],
    [630, 560, 210, 280, '#b04a3a'],
    [860, 640, 160, 200, '#3c3f46'],
  ];
  for (const [x, y, w, h, colour] of cases) {
    out.push(rect(x, y, w, h, { rx: 22, fill: d.down(shade(colour, 0.2), shade(colour, -0.3)) }));
    for (let k = 1; k < 4; k++)
      out.push(
        line(x + (w * k) / 4, y + 12, x + (w * k) / 4, y + h - 12, { stroke: shade(colour, -0.4), strokeWidth: 4 }),
      );
    out.push(rect(x + w * 0.35, y - 30, w * 0.3, 34, { rx: 10, fill: 'none', stroke: '#1c1c1c', strokeWidth: 8 }));
  }
  out.push(ellipse(1130, 760, 120, 80, { fill: '#8a6a3f' }), rect(1040, 740, 180, 16, { rx: 8, fill: '#6b5030' }));
  return finish(d, out.join(''), { warm: 0.05, vignette: 0.35 });
}

const SCENES = [
  ...FLEET.map((car, index) => ({ scene: `car-${car.code}`, meta: { kind: 'exterior' }, draw: exterior(car, index) })),
  { scene: 'cabin-standard', meta: { kind: 'interior' }, draw: cabin('standard') },
  { scene: 'cabin-business', meta: { kind: 'interior' }, draw: cabin('business') },
  { scene: 'cabin-van', meta: { kind: 'interior' }, draw: cabin('van') },
  { scene: 'boot', meta: { kind: 'boot' }, draw: boot },
];

await renderScenes({ set: 'cars', scenes: SCENES, width: W, height: H, widths: WIDTHS, quality: QUALITY });

// The lake: layered hills with a pagoda, a causeway with an arched stone bridge and small trees crossing the
// water, a boat, and weeping willows on the near bank.
import { shadow } from '../kit/light.mjs';
import { openSky } from '../kit/outdoor.mjs';
import { between, circle, lerp, line, num, path, pick, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';

const SHORE = 400;
/** The causeway's height at the bridge, and the bridge's centre. */
const CAUSEWAY = 470;
const BRIDGE_X = 600;

export const lake = coverScene(202, (d, rnd) => [
  openSky(d, rnd, {
    stops: [
      [0, '#a9cbe0'],
      [0.7, '#e4eef0'],
      [1, '#f4efe2'],
    ],
    clouds: {
      list: [
        [300, 110, 380, 24],
        [1000, 80, 420, 20],
      ],
      colour: '#ffffff',
      lit: '#f4f0ea',
    },
  }),
  hills(),
  water(d, rnd),
  causeway(),
  causewayTrees(rnd),
  // a boat
  path('M760,600 L880,600 Q870,622 820,624 Q780,622 760,600 Z', { fill: '#6a4a34' }),
  path('M790,600 Q820,570 850,600 Z', { fill: '#3a3030' }),
  line(880, 600, 920, 570, { stroke: '#4a3a2c', strokeWidth: 3 }),
  // willows on the near bank, left
  path(`M0,620 Q200,600 360,650 L360,${H} L0,${H} Z`, { fill: '#6f9a5a' }),
  willow(d, rnd, 120, 640, 480),
  willow(d, rnd, 300, 660, 360, { leaf: ['#7aa852', '#93c066', '#6a9a48'] }),
]);

/** Layered hills, paler with distance, and the pagoda on the hill at the right. */
function hills() {
  return [
    path(
      `M0,${SHORE - 90} Q200,${SHORE - 170} 420,${SHORE - 110} T860,${SHORE - 150} T1280,${SHORE - 100} L1280,${SHORE} L0,${SHORE} Z`,
      { fill: '#a8c0c4' },
    ),
    path(
      `M0,${SHORE - 40} Q160,${SHORE - 90} 360,${SHORE - 50} T760,${SHORE - 70} Q940,${SHORE - 180} 1080,${SHORE - 120} T1280,${SHORE - 70} L1280,${SHORE} L0,${SHORE} Z`,
      { fill: '#7fa398' },
    ),
    pagoda(1000, SHORE - 86, 210, { wall: '#c8643e', roof: '#4a3a3a', trim: '#f0c884' }),
    path(`M860,${SHORE - 60} Q1000,${SHORE - 140} 1150,${SHORE - 60} Z`, { fill: '#6f9688' }),
    rect(0, SHORE - 8, W, 10, { fill: '#5f8a76' }),
  ];
}

function water(d, rnd) {
  const o = [rect(0, SHORE, W, H - SHORE, { fill: d.down('#b9d6dc', '#6fa3b4') })];
  for (let i = 0; i < 80; i++) {
    const y = between(rnd, SHORE + 10, H);
    o.push(rect(between(rnd, -40, W), y, between(rnd, 40, 160), 2, { fill: '#ffffff', opacity: 0.35 }));
  }
  return o;
}

/** The causeway crossing the lake, with an arched stone bridge. */
function causeway() {
  const cy = CAUSEWAY;
  const bx = BRIDGE_X;
  const by = cy - 2;
  return [
    path(`M-20,${cy + 40} L380,${cy + 6} L1300,${cy - 20} L1300,${cy - 6} L380,${cy + 20} L-20,${cy + 60} Z`, {
      fill: '#c9b48e',
    }),
    path(`M-20,${cy + 60} L380,${cy + 20} L1300,${cy - 6} L1300,${cy + 2} L380,${cy + 30} L-20,${cy + 72} Z`, {
      fill: '#8a7a60',
    }),
    path(
      `M${bx - 110},${by + 14} Q${bx},${by - 70} ${bx + 110},${by + 8} L${bx + 110},${by + 20} L${bx - 110},${by + 26} Z`,
      { fill: '#d8cbb0' },
    ),
    path(`M${bx - 60},${by + 24} Q${bx},${by - 30} ${bx + 60},${by + 20} Z`, { fill: '#6f9aaa' }),
    path(`M${bx - 110},${by + 6} Q${bx},${by - 80} ${bx + 110},${by}`, {
      fill: 'none',
      stroke: '#a8987a',
      strokeWidth: 4,
    }),
  ];
}

/** Small round trees along the causeway, but for the bridge. */
function causewayTrees(rnd) {
  const cy = CAUSEWAY;
  const o = [];
  for (let x = 40; x < W; x += between(rnd, 50, 90)) {
    if (Math.abs(x - BRIDGE_X) < 130) continue;
    const gy = x < 380 ? lerp(cy + 40, cy + 6, x / 380) : lerp(cy + 6, cy - 20, (x - 380) / 920);
    const r = between(rnd, 14, 22);
    o.push(rect(x - 2, gy - r * 1.2, 4, r * 1.2, { fill: '#5a4a3a' }));
    o.push(circle(x, gy - r * 1.6, r, { fill: pick(rnd, ['#5f8f52', '#6f9f5a', '#4f7f4a']) }));
  }
  return o;
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

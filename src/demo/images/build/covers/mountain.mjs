// The misty mountains: three ranges of peaks fading into mist, a pavilion on a ridge, a stepped stone path
// winding up the foreground rock into the mist, pines and a few birds.
import { sky } from '../kit/light.mjs';
import { between, circle, ellipse, group, lerp, line, num, path, poly, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';

export const mountain = coverScene(
  207,
  (d, rnd) => [
    sky(d, [
      [0, '#cfdde4'],
      [1, '#f4efe4'],
    ]),
    circle(960, 160, 60, { fill: '#fff4dc', opacity: 0.9 }),
    ranges(d),
    // a small pavilion on the left ridge
    rect(138, 352, 30, 22, { fill: '#8a4a34' }),
    path('M126,354 Q153,332 180,354 Z', { fill: '#3a3036' }),
    // the foreground rock
    path(`M0,${H} L0,560 Q200,520 420,600 Q640,660 900,620 Q1100,590 1280,640 L1280,${H} Z`, { fill: '#3f4e4c' }),
    steppedPath(d),
    pine(40, 600, 320),
    pine(1140, 660, 220, { needles: '#33503e' }),
    birds(rnd),
  ],
  { warm: 0.02 },
);

/** Three ranges of peaks, nearer ones darker, each with mist at its foot. */
function ranges(d) {
  const mist = (y, h, opacity) =>
    group({ filter: d.blur(22) }, rect(-100, y, W + 200, h, { fill: '#ffffff', opacity }));
  return [
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
    mist(340, 90, 0.8),
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
    mist(450, 80, 0.75),
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
    mist(560, 90, 0.6),
  ];
}

/** A range of rounded peaks standing on baseY: [x, height] each. */
function peaks(baseY, list, fill) {
  let dd = `M-20,${baseY}`;
  for (const [x, h] of list)
    dd += ` L${x - 50},${baseY - h * 0.7} Q${x},${baseY - h - 20} ${x + 50},${baseY - h * 0.7}`;
  dd += ` L${W + 20},${baseY} Z`;
  return path(dd, { fill });
}

/** The path: a band of stone steps narrowing as it climbs to the right and into the mist. */
function steppedPath(d) {
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
  const o = [poly([...left, ...right.reverse()], { fill: '#cbbfa6' })];
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
  return o;
}

function birds(rnd) {
  const o = [];
  for (let i = 0; i < 5; i++) {
    const x = between(rnd, 300, 900);
    const y = between(rnd, 120, 260);
    o.push(path(`M${num(x)},${num(y)} q8,-6 16,0 q8,-6 16,0`, { fill: 'none', stroke: '#4a5a60', strokeWidth: 2 }));
  }
  return o;
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

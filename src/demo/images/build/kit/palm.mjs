// A palm tree, drawn flat in screen pixels: a curved tapering trunk and feathery drooping fronds.
import { shadow } from './light.mjs';
import { between, circle, lerp, line, poly } from './svg.mjs';

/** A palm tree standing at (x, groundY), h tall, its crown leaning by `lean` of its height. */
export function palm(d, rnd, x, groundY, h, lean = 0.15, o = {}) {
  const {
    frond = '#2f4a2c',
    frondLight = '#58703a',
    trunk = '#6b5644',
    trunkDark = '#463628',
    shadowOpacity = 0.35,
  } = o;
  const top = [x + lean * h, groundY - h];
  return [
    shadow(d, x + lean * h * 0.5, groundY, h * 0.3, h * 0.04, shadowOpacity),
    palmTrunk(d, x, groundY, h, lean, top, { trunk, trunkDark }),
    palmCrown(rnd, h, top, { frond, frondLight }),
  ].join('');
}

/** The trunk: a quadratic curve from the ground to the crown at `top`, tapering, with rings. */
function palmTrunk(d, x, groundY, h, lean, top, { trunk, trunkDark }) {
  const ctrl = [x + lean * h * 0.1, groundY - h * 0.55];
  const bez = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * groundY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left = [];
  const right = [];
  const rings = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const [px, py] = bez(t);
    const wdt = h * lerp(0.032, 0.018, t);
    left.push([px - wdt, py]);
    right.push([px + wdt, py]);
    if (i < 16)
      rings.push(
        line(px - wdt, py, px + wdt, py - wdt * 0.3, {
          stroke: trunkDark,
          strokeWidth: Math.max(1, h * 0.004),
          opacity: 0.5,
        }),
      );
  }
  const bark = d.lin(
    [
      [0, trunkDark],
      [0.4, trunk],
      [1, trunkDark],
    ],
    { x2: 1, y2: 0 },
  );
  return [poly([...left, ...right.reverse()], { fill: bark }), ...rings].join('');
}

/** The crown: eleven fronds fanned over the top, lit on the upper ones, and the coconuts. */
function palmCrown(rnd, h, top, { frond, frondLight }) {
  const fronds = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const angle = lerp(-Math.PI * 1.08, Math.PI * 0.08, i / (count - 1)) + between(rnd, -0.12, 0.12);
    const L = h * between(rnd, 0.36, 0.5) * (Math.abs(Math.sin(angle)) > 0.8 ? 0.75 : 1);
    const droop = L * between(rnd, 0.35, 0.6);
    fronds.push({ ...frondEdges(top, angle, L, droop), angle });
  }
  const out = [];
  for (const f of fronds) out.push(poly([...f.upper, ...f.lower.reverse()], { fill: frond }));
  for (const f of fronds)
    if (f.angle < -0.3 && f.angle > -2.8)
      out.push(
        poly(
          f.upper.map(([px, py], k) => [px, py - (k % 2) * 1.5]),
          { fill: frondLight, opacity: 0.55 },
        ),
      );
  out.push(circle(top[0] - h * 0.012, top[1] + h * 0.02, h * 0.018, { fill: '#3d2f1e' }));
  out.push(circle(top[0] + h * 0.014, top[1] + h * 0.024, h * 0.016, { fill: '#4a3822' }));
  return out.join('');
}

/** One frond's two serrated edges: leaflets either side of a midrib L long, drooping by `droop` at its tip. */
function frondEdges(top, angle, L, droop) {
  const dir = [Math.cos(angle), Math.sin(angle)];
  const mid = (t) => [top[0] + dir[0] * L * t, top[1] + dir[1] * L * t + droop * t * t];
  const upper = [];
  const lower = [];
  for (let k = 0; k <= 26; k++) {
    const t = k / 26;
    const [mx, my] = mid(t);
    const [nx, ny] = mid(Math.min(1, t + 0.02));
    let tx = nx - mx;
    let ty = ny - my;
    const len = Math.hypot(tx, ty) || 1;
    tx /= len;
    ty /= len;
    const leaf = L * 0.2 * Math.sin(Math.PI * Math.min(1, t * 1.05 + 0.05));
    const up = [mx - ty * leaf + tx * leaf * 0.5, my + tx * leaf + ty * leaf * 0.5 + leaf * 0.35];
    const down = [mx + ty * leaf + tx * leaf * 0.5, my - tx * leaf + ty * leaf * 0.5 + leaf * 0.35];
    upper.push([mx, my], up);
    lower.push([mx, my], down);
  }
  return { upper, lower };
}

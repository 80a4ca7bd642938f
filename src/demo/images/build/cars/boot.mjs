// The open boot: a car's rear with its lid up, luggage in the load space.
import { shadow } from '../kit/light.mjs';
import { ellipse, line, poly, rect, shade } from '../kit/svg.mjs';
import { carScene, H, W } from './canvas.mjs';

/** Nothing in it is random: the seed is never drawn from. */
export const boot = carScene(
  0,
  (d) => {
    const paint = d.down('#5d6470', '#2a2f38'); // made before the backdrop's gradient, as it always was
    return [backdrop(d), rear(d, paint), luggage(d)];
  },
  { warm: 0.05, vignette: 0.35 },
);

function backdrop(d) {
  return [
    rect(0, 0, W, H, { fill: d.down('#c7ccd1', '#8b9096') }),
    rect(0, 880, W, H - 880, { fill: '#6c6a68' }),
    shadow(d, W / 2, 1010, 640, 60, 0.6),
  ];
}

/** The car's rear, the open lid above, the dark load space, the tail lamps. */
function rear(d, paint) {
  return [
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
}

/** Suitcases: two large upright, a carry-on, and a holdall. */
function luggage(d) {
  const cases = [
    [380, 520, 230, 320, '#2f5d8a'],
    [630, 560, 210, 280, '#b04a3a'],
    [860, 640, 160, 200, '#3c3f46'],
  ];
  const out = [];
  for (const [x, y, w, h, colour] of cases) {
    out.push(rect(x, y, w, h, { rx: 22, fill: d.down(shade(colour, 0.2), shade(colour, -0.3)) }));
    for (let k = 1; k < 4; k++)
      out.push(
        line(x + (w * k) / 4, y + 12, x + (w * k) / 4, y + h - 12, { stroke: shade(colour, -0.4), strokeWidth: 4 }),
      );
    out.push(rect(x + w * 0.35, y - 30, w * 0.3, 34, { rx: 10, fill: 'none', stroke: '#1c1c1c', strokeWidth: 8 }));
  }
  out.push(ellipse(1130, 760, 120, 80, { fill: '#8a6a3f' }), rect(1040, 740, 180, 16, { rx: 8, fill: '#6b5030' }));
  return out;
}

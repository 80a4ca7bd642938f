// The cabins, drawn flat in screen pixels: the standard car's front seats, the business car's rear bench and the
// van's rows of captain's chairs, each inside a shell of windows, roof lining and floor.
import { glow, shadow } from '../kit/light.mjs';
import { tree } from '../kit/outdoor.mjs';
import { group, line, poly, rect, shade } from '../kit/svg.mjs';
import { carScene, H, W } from './canvas.mjs';

/** Each cabin's trim and upholstery, and what it shows. */
const CABINS = {
  standard: { trim: '#4a4d55', leather: '#5b5f68', inside: frontSeats },
  business: { trim: '#2a2320', leather: '#b08a64', inside: rearBench },
  van: { trim: '#3b3532', leather: '#c8b79c', inside: captainsChairs },
};

/** The cabin of `kind` (standard, business or van) as a scene. */
export const cabin = (kind) => {
  const { trim, leather, inside } = CABINS[kind];
  return carScene(kind.length * 97, (d, rnd) => [shell(d, trim), inside(d, rnd, leather)], {
    warm: 0.08,
    vignette: 0.42,
  });
};

/** Windows either side with daylight, the roof lining, the floor. */
function shell(d, trim) {
  return [
    rect(0, 0, W, H, { fill: d.down(shade(trim, 0.2), shade(trim, -0.5)) }),
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
}

/** The dashboard and windscreen ahead, two front seats from behind. */
function frontSeats(d, rnd, leather) {
  return [
    rect(260, 220, W - 520, 300, { fill: d.down('#e8f1f6', '#b9cfdc') }),
    [300, 700, 1100].map((x) => tree(d, rnd, x, 520, 220, { shadowOpacity: 0 })),
    rect(220, 500, W - 440, 120, { rx: 30, fill: '#26282d' }),
    rect(700, 520, 200, 70, { rx: 10, fill: '#0f1720' }),
    glow(d, 800, 555, 120, 40, '#6fb6ff', 0.4),
    seat(d, 330, 560, 340, 420, leather),
    seat(d, 930, 560, 340, 420, leather),
    rect(720, 760, 160, 220, { rx: 20, fill: '#2b2d33' }),
  ];
}

/** The rear bench with a fold-down armrest, wood trim and reading lights. */
function rearBench(d, _rnd, leather) {
  return [
    rect(260, 220, W - 520, 240, { fill: '#3a2f29' }),
    rect(260, 455, W - 520, 26, { fill: '#7a4a2a' }),
    seat(d, 330, 430, 430, 460, leather),
    seat(d, 840, 430, 430, 460, leather),
    rect(745, 700, 110, 200, { rx: 18, fill: shade(leather, -0.2) }),
    glow(d, 520, 240, 120, 60, '#ffe2b0', 0.6),
    glow(d, 1080, 240, 120, 60, '#ffe2b0', 0.6),
  ];
}

/** Two rows of captain's chairs down an aisle. */
function captainsChairs(d, _rnd, leather) {
  return [
    rect(260, 220, W - 520, 260, { fill: '#4a423d' }),
    seat(d, 470, 330, 200, 250, leather),
    seat(d, 930, 330, 200, 250, leather),
    seat(d, 300, 520, 330, 420, leather),
    seat(d, 970, 520, 330, 420, leather),
    rect(700, 700, 200, 20, { fill: '#8a6a48' }),
  ];
}

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

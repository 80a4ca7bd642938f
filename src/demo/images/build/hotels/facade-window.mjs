// A façade's window: lit (warm, maybe with a curtain or a lamp) or dark (reflecting the sky), square or arched.
import { between, num, path, pick, poly, rect } from '../kit/svg.mjs';

/** A window of a façade, lit (warm, maybe with a curtain or a lamp) or dark (reflecting the sky). */
export function facadeWindow(d, rnd, x, y, w, h, lit, o = {}) {
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

// The <defs> of one scene: gradients, clip paths and blur filters, each under a fresh id.
import { attrs } from './svg.mjs';

/** Collects the <defs> of one scene: gradients, clip paths and filters, each under a fresh id. */
export class Defs {
  /** width, height: the scene's canvas (blur filters cover it with a margin; `finish` draws at this size). */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.items = [];
    this.cache = new Map();
    this.count = 0;
  }
  id() {
    this.count += 1;
    return `d${this.count}`;
  }
  once(key, make) {
    if (!this.cache.has(key)) {
      const id = this.id();
      this.items.push(make(id));
      this.cache.set(key, `url(#${id})`);
    }
    return this.cache.get(key);
  }
  /** stops: [[offset, colour, opacity?]]; default direction top to bottom. */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false, spread } = {}) {
    const key = JSON.stringify(['lin', stops, x1, y1, x2, y2, user, spread]);
    return this.once(
      key,
      (id) =>
        `<linearGradient ${attrs({ id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined, spreadMethod: spread })}>${stopsXml(stops)}</linearGradient>`,
    );
  }
  /** A two-colour gradient from top to bottom. */
  down(top, bottom) {
    return this.lin([
      [0, top],
      [1, bottom],
    ]);
  }
  /** A two-colour gradient from left to right. */
  across(left, right) {
    return this.lin(
      [
        [0, left],
        [1, right],
      ],
      { x2: 1, y2: 0 },
    );
  }
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = {}) {
    const key = JSON.stringify(['rad', stops, cx, cy, r, fx, fy, user]);
    return this.once(
      key,
      (id) =>
        `<radialGradient ${attrs({ id, cx, cy, r, fx, fy, gradientUnits: user ? 'userSpaceOnUse' : undefined })}>${stopsXml(stops)}</radialGradient>`,
    );
  }
  clip(shapes) {
    const id = this.id();
    this.items.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }
  blur(sd) {
    return this.once(
      `blur${sd}`,
      (id) =>
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="-200" y="-200" width="${this.width + 400}" height="${this.height + 400}"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }
  toString() {
    return this.items.join('');
  }
}
const stopsXml = (stops) =>
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op === 1 ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');

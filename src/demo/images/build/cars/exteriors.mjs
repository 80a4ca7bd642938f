// The exteriors: each car of the fleet in profile before a background of its city.
import { background } from './backgrounds.mjs';
import { BODIES } from './bodies.mjs';
import { carScene, W } from './canvas.mjs';
import { carProfile } from './profile.mjs';

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

/** The fleet's exteriors, in order: { scene: `car-<code>`, meta, draw }. */
export const EXTERIORS = FLEET.map((car, index) => ({
  scene: `car-${car.code}`,
  meta: { kind: 'exterior' },
  draw: exterior(car, index),
}));

/** A car as large as the canvas allows, centred on the road. */
function exterior(car, index) {
  const b = BODIES[car.body];
  const scale = Math.min(1240 / b.length, 520 / b.roof);
  const x0 = (W - b.length * scale) / 2;
  return carScene(
    7001 + index * 31,
    (d, rnd) => [background(d, rnd, car.city), carProfile(d, car.body, car.colour, x0, scale, car)],
    { warm: car.city === 'shanghai' ? 0.14 : 0.06, vignette: 0.3 },
  );
}

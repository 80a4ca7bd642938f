// The hotel photos: twelve scenes (four façades, the lobby, three rooms, the bathroom, the pool, the restaurant
// and a sunset view), each listed with its kind, on the set's canvas.
import { bathroom } from './bathroom.mjs';
import { bedroom } from './bedroom.mjs';
import { CANVAS } from './canvas.mjs';
import { facadeBoutique } from './facade-boutique.mjs';
import { facadeClassical } from './facade-classical.mjs';
import { facadeResort } from './facade-resort.mjs';
import { facadeTower } from './facade-tower.mjs';
import { lobby } from './lobby.mjs';
import { pool } from './pool.mjs';
import { restaurant } from './restaurant.mjs';
import { suite } from './suite.mjs';
import { view } from './view.mjs';

const SCENES = [
  ['facade-1', 'facade', facadeTower],
  ['facade-2', 'facade', facadeResort],
  ['facade-3', 'facade', facadeClassical],
  ['facade-4', 'facade', facadeBoutique],
  ['lobby', 'lobby', lobby],
  ['room-king', 'room', bedroom('king')],
  ['room-twin', 'room', bedroom('twin')],
  ['room-suite', 'room', suite],
  ['bathroom', 'bathroom', bathroom],
  ['pool', 'pool', pool],
  ['restaurant', 'restaurant', restaurant],
  ['view', 'view', view],
];

/** What `renderScenes` takes for this set. */
export const HOTEL_PHOTOS = {
  set: 'hotels',
  ...CANVAS,
  scenes: SCENES.map(([scene, kind, draw]) => ({ scene, meta: { kind }, draw })),
};

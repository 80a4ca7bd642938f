// The news covers: twelve flat illustrations, no text or letters in them (they serve both languages), on the
// set's canvas.
import { beach } from './beach.mjs';
import { CANVAS } from './canvas.mjs';
import { citySkyline } from './city-skyline.mjs';
import { hotelLobby } from './hotel-lobby.mjs';
import { lake } from './lake.mjs';
import { mountain } from './mountain.mjs';
import { museum } from './museum.mjs';
import { nightMarket } from './night-market.mjs';
import { noodles } from './noodles.mjs';
import { noticeBoard } from './notice-board.mjs';
import { streetFood } from './street-food.mjs';
import { teaHouse } from './tea-house.mjs';
import { train } from './train.mjs';

const SCENES = [
  ['skyline', citySkyline],
  ['lake', lake],
  ['street-food', streetFood],
  ['tea-house', teaHouse],
  ['hotel-lobby', hotelLobby],
  ['train', train],
  ['mountain', mountain],
  ['beach', beach],
  ['night-market', nightMarket],
  ['museum', museum],
  ['noodles', noodles],
  ['notice-board', noticeBoard],
];

/** What `renderScenes` takes for this set. */
export const NEWS_COVERS = { set: 'covers', ...CANVAS, scenes: SCENES.map(([scene, draw]) => ({ scene, draw })) };

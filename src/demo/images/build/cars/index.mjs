// The car photos: sixteen scenes (twelve exteriors, one per car of the fleet, three cabins and an open boot), on
// the set's canvas.
import { boot } from './boot.mjs';
import { cabin } from './cabins.mjs';
import { CANVAS } from './canvas.mjs';
import { EXTERIORS } from './exteriors.mjs';

/** What `renderScenes` takes for this set. */
export const CAR_PHOTOS = {
  set: 'cars',
  ...CANVAS,
  scenes: [
    ...EXTERIORS,
    { scene: 'cabin-standard', meta: { kind: 'interior' }, draw: cabin('standard') },
    { scene: 'cabin-business', meta: { kind: 'interior' }, draw: cabin('business') },
    { scene: 'cabin-van', meta: { kind: 'interior' }, draw: cabin('van') },
    { scene: 'boot', meta: { kind: 'boot' }, draw: boot },
  ],
};

// The body types: a side profile in metres (x from the rear bumper, y up from the ground), scaled onto the canvas.

/**
 * length; roof height; tail (top of the rear end); boot (length of the boot deck from the rear); roofA and roofB
 * (where the roof starts and ends); screen (the windscreen's foot); bonnet (its height there); nose (height of the
 * front); belt (the windows' lower edge); wheel radius; rear overhang; wheelbase (base); clearance (clear).
 */
const FIELDS = 'length roof tail boot roofA roofB screen bonnet nose belt wheel rear base clear'.split(' ');

/** One body type a row, its measures in the order of FIELDS. */
const TABLE = {
  saloon: [4.9, 1.46, 1.02, 0.85, 1.7, 3.1, 3.75, 1.0, 0.72, 0.98, 0.34, 1.0, 2.9, 0.16],
  compact: [4.65, 1.47, 1.0, 0.75, 1.55, 2.95, 3.55, 0.98, 0.7, 0.97, 0.32, 0.95, 2.7, 0.15],
  suv: [4.65, 1.7, 1.5, 0.12, 0.4, 3.0, 3.55, 1.12, 0.92, 1.1, 0.37, 0.95, 2.75, 0.21],
  mpv: [5.2, 1.8, 1.68, 0.08, 0.25, 3.95, 4.45, 1.1, 0.86, 1.05, 0.35, 1.05, 3.1, 0.17],
  van: [5.38, 2.28, 2.2, 0.04, 0.1, 4.75, 5.15, 1.25, 1.05, 1.2, 0.36, 1.1, 3.21, 0.19],
};

/** Each body type's measures, by name: { length, roof, tail, … }. */
export const BODIES = Object.fromEntries(
  Object.entries(TABLE).map(([name, row]) => [name, Object.fromEntries(FIELDS.map((field, i) => [field, row[i]]))]),
);

/** The catalogue's codes an operator chooses from (docs/design/catalogue.md §3): bed types, as the guest pages name them. */
export const BED_TYPES = ['king', 'queen', 'double', 'twin', 'single', 'bunk'] as const;
export type BedType = (typeof BED_TYPES)[number];

/** A text field of the catalogue in one language, as a form names it: `name_zh_cn`, `name_en`. */
export const textField = <F extends string, L extends string>(field: F, lang: L) =>
  `${field}_${lang.replace('-', '_')}` as `${F}_${string}`;

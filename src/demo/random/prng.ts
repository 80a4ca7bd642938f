/**
 * The seeded random numbers of the demo and the generators (and of the benches' URLs, `bench/lib.mjs`, which loads
 * this file in Node as it is: no imports). The same seed gives the same numbers, so every fresh database holds the
 * same catalogue and every bench run asks for the same pages.
 */

/** A small, fast, seedable PRNG (mulberry32): numbers in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max] from the PRNG. */
export const randomInt = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

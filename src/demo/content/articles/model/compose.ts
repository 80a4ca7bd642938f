/** Writing the seed's article bodies. */

/** A body from its blocks, one per line. */
export const body = (...blocks: string[]): string => blocks.join('\n');

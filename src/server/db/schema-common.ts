/** Column types every table family shares. */

/** '1' enabled, '0' disabled (BuildAdmin's convention for groups, rules and switches). */
export type SwitchStatus = '1' | '0';

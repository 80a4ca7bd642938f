/**
 * Whole-number settings kept in `config` rows (the booking rules, the content limits): read per call, so an
 * operator's change applies at once; a missing or malformed row, or one outside its bounds, means the default, so no
 * migration is needed to add one.
 */
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Config name → [setting, default, minimum, maximum]. */
export type IntSettingTable<S> = Record<string, [keyof S, number, number, number]>;

export interface IntSettings<S> {
  names: string[];
  defaults: S;
  /** The settings from config values by name (pure: tests and the loader share it). */
  from(values: ReadonlyMap<string, string>): S;
  read(db: Kysely<DB>): Promise<S>;
}

export function intSettings<S extends { [K in keyof S]: number }>(table: IntSettingTable<S>): IntSettings<S> {
  const names = Object.keys(table);
  const defaults = Object.fromEntries(Object.values(table).map(([key, fallback]) => [key, fallback])) as S;
  const from = (values: ReadonlyMap<string, string>): S => {
    const settings: Record<string, number> = { ...defaults };
    for (const [name, [key, , min, max]] of Object.entries(table)) {
      const raw = values.get(name)?.trim() ?? '';
      if (!/^\d{1,6}$/.test(raw)) continue;
      const value = Number(raw);
      if (value >= min && value <= max) settings[key as string] = value;
    }
    return settings as S;
  };
  return {
    names,
    defaults,
    from,
    read: async (db) => {
      const rows = await db.selectFrom('config').select(['name', 'value']).where('name', 'in', names).execute();
      return from(new Map(rows.map((row) => [row.name, row.value])));
    },
  };
}

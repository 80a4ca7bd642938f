/**
 * PostgreSQL: the primary key of `room_night` carries the columns hotel search reads (`price`, `available`,
 * `closed`), so pricing a room type for a stay is an index-only range scan instead of an index range scan plus a
 * heap page per room type (docs/design/hotels.md §6.1 step 3, §12). The key itself is unchanged: the included
 * columns take no part in uniqueness. It replaces the plain key rather than adding a second index beside it
 * (same size as a second index, one index less to write). SQLite's `room_night` is a `without rowid` table ordered
 * by the key, which is covering already: nothing to do there.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

const primaryKey = (include: boolean) =>
  sql`alter table ${sql.table('room_night')} drop constraint ${sql.ref('room_night_pk')},
    add constraint ${sql.ref('room_night_pk')} primary key (${sql.ref('room_type_id')}, ${sql.ref('night')})${
      include ? sql` include (${sql.ref('price')}, ${sql.ref('available')}, ${sql.ref('closed')})` : sql``
    }`;

export function roomNightCoverMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      if (engine === 'postgres') await primaryKey(true).execute(db);
    },

    async down(db: Db) {
      if (engine === 'postgres') await primaryKey(false).execute(db);
    },
  };
}

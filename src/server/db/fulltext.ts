/**
 * The content search index (docs/design/content.md §5): the only engine-specific statements of the content
 * section. A document is the space-separated terms of `indexTerms` (CJK bigrams and normalised words); a query is
 * the terms of `queryTerms`, all of which must match. SQLite: FTS5 contentless table `cms_search(terms)` with
 * `rowid` = article id. PostgreSQL: `cms_search(article_id, doc tsvector)` with a GIN index, `simple` config.
 * Both give the same hits for the same terms. The table is created by migration 0013. PostgreSQL documents are
 * stripped of positions (`strip`): the search never asks for phrases, and a smaller document is cheaper to recheck
 * for each candidate (measured on the page query at 100,000 articles).
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { QueryTerm } from '~/lib/content/searchTerms';
import type { Engine } from './engine';

// biome-ignore lint/suspicious/noExplicitAny: the statements are raw SQL on a table without a Kysely type
type AnyDb = Kysely<any>;

/** Counts stop here: "more than 1,000 results" (design §5.1). */
export const SEARCH_COUNT_CAP = 1000;

/** FTS5 query: each term double-quoted (`"` doubled), prefixes with `*`, joined by AND. */
export function ftsQuery(terms: readonly QueryTerm[]): string {
  return terms.map((term) => `"${term.value.replaceAll('"', '""')}"${term.kind === 'prefix' ? '*' : ''}`).join(' AND ');
}

/** `to_tsquery('simple', …)` text: each lexeme single-quoted (`'` and `\` escaped), prefixes as `:*`, joined by &. */
export function tsQuery(terms: readonly QueryTerm[]): string {
  return terms
    .map((term) => `'${term.value.replace(/['\\]/g, (c) => `${c}${c}`)}'${term.kind === 'prefix' ? ':*' : ''}`)
    .join(' & ');
}

/** Writes (or replaces) the search row of an article. `terms` is `indexTerms` of its searchable text. */
export async function writeSearchRow(db: AnyDb, engine: Engine, articleId: number, terms: string): Promise<void> {
  if (engine === 'sqlite') {
    await sql`insert or replace into ${sql.table('cms_search')} (rowid, terms) values (${articleId}, ${terms})`.execute(
      db,
    );
    return;
  }
  await sql`insert into ${sql.table('cms_search')} (article_id, doc) values (${articleId}, strip(to_tsvector('simple', ${terms})))
    on conflict (article_id) do update set doc = excluded.doc`.execute(db);
}

/**
 * Writes the search rows of many new articles in a few statements (the generated articles of `SEED_ARTICLES`):
 * `rows` are `[articleId, indexTerms(…)]` of articles that have no search row yet.
 */
export async function insertSearchRows(
  db: AnyDb,
  engine: Engine,
  rows: readonly (readonly [articleId: number, terms: string])[],
  chunk = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows
      .slice(start, start + chunk)
      .map(([id, terms]) =>
        engine === 'sqlite' ? sql`(${id}, ${terms})` : sql`(${id}, strip(to_tsvector('simple', ${terms})))`,
      );
    const columns = engine === 'sqlite' ? sql`(rowid, terms)` : sql`(article_id, doc)`;
    await sql`insert into ${sql.table('cms_search')} ${columns} values ${sql.join(values)}`.execute(db);
  }
}

/** Removes the search row of an article (nothing when it has none). */
export async function deleteSearchRow(db: AnyDb, engine: Engine, articleId: number): Promise<void> {
  const key = engine === 'sqlite' ? sql.ref('rowid') : sql.ref('article_id');
  await sql`delete from ${sql.table('cms_search')} where ${key} = ${articleId}`.execute(db);
}

/** The id column of the search table (the article's id on both engines). */
export const searchIdColumn = (engine: Engine): RawBuilder<number> =>
  engine === 'sqlite' ? sql<number>`${sql.ref('cms_search.rowid')}` : sql<number>`${sql.ref('cms_search.article_id')}`;

/** The condition "the row matches every term", for a query `from cms_search`. `terms` must not be empty. */
export function matchClause(engine: Engine, terms: readonly QueryTerm[]): RawBuilder<SqlBool> {
  if (terms.length === 0) throw new RangeError('a search needs at least one term');
  return engine === 'sqlite'
    ? sql<SqlBool>`${sql.table('cms_search')} match ${ftsQuery(terms)}`
    : sql<SqlBool>`${sql.ref('cms_search.doc')} @@ to_tsquery('simple', ${tsQuery(terms)})`;
}

/**
 * A further condition on the matching ids (a channel, a tag): given the id column, it answers a condition such as
 * `id in (select …)`.
 */
export type SearchRestriction = (id: RawBuilder<number>) => RawBuilder<SqlBool>;

const whereOf = (engine: Engine, terms: readonly QueryTerm[], restrict?: SearchRestriction): RawBuilder<SqlBool> =>
  restrict
    ? sql<SqlBool>`${matchClause(engine, terms)} and ${restrict(searchIdColumn(engine))}`
    : matchClause(engine, terms);

/**
 * One page of matching article ids, newest (highest id) first. `matches` is what `countMatches` found (call it first,
 * in the same transaction): on PostgreSQL, up to the cap the page is read through the GIN index and sorted (cost
 * grows with the matches, at most the cap), past it by the primary key backwards, checking each row (matches are
 * then at least 1 % of the rows, so a page is found soon). The planner's own choice could walk the whole table
 * backwards for a rare word it thought common (a second for a word in no article, at 100,000 articles, measured).
 */
export async function searchIds(
  db: AnyDb,
  engine: Engine,
  terms: readonly QueryTerm[],
  page: { limit: number; offset: number },
  restrict?: SearchRestriction,
  matches = SEARCH_COUNT_CAP,
): Promise<number[]> {
  const id = searchIdColumn(engine);
  if (engine === 'postgres') {
    const sparse = matches <= SEARCH_COUNT_CAP;
    await sql`set local enable_indexscan = ${sql.raw(sparse ? 'off' : 'on')}`.execute(db);
    await sql`set local enable_bitmapscan = ${sql.raw(sparse ? 'on' : 'off')}`.execute(db);
  }
  const { rows } = await sql<{ id: number | string }>`select ${id} as id from ${sql.table('cms_search')}
    where ${whereOf(engine, terms, restrict)} order by ${id} desc limit ${page.limit} offset ${page.offset}`.execute(
    db,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * How many articles match, counted up to `cap + 1` (`cap + 1` means "more than cap"). On PostgreSQL the bitmap
 * scan is forced with `set local`, so call it inside a transaction there (design §5.2).
 */
export async function countMatches(
  db: AnyDb,
  engine: Engine,
  terms: readonly QueryTerm[],
  cap = SEARCH_COUNT_CAP,
  restrict?: SearchRestriction,
): Promise<number> {
  if (engine === 'postgres') await sql`set local enable_seqscan = off`.execute(db);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select ${searchIdColumn(engine)}
    from ${sql.table('cms_search')} where ${whereOf(engine, terms, restrict)} limit ${cap + 1}) as matched`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

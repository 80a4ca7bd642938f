/** Per-language values of translatable columns (table `translation`); the columns themselves hold zh-cn. */
import type { Kysely } from 'kysely';
import type { Lang } from '~/lib/i18n/locale';
import { DEFAULT_LANG } from '~/lib/i18n/locale';
import type { DB } from '~/server/db/schema';

/** ref → translated value, for one scope/field/language; empty for the default language. */
export async function translationsOf(
  db: Kysely<DB>,
  scope: string,
  field: string,
  lang: Lang,
): Promise<Map<string, string>> {
  if (lang === DEFAULT_LANG) return new Map();
  const rows = await db
    .selectFrom('translation')
    .select(['ref', 'value'])
    .where('scope', '=', scope)
    .where('field', '=', field)
    .where('lang', '=', lang)
    .execute();
  return new Map(rows.map((row) => [row.ref, row.value]));
}

/**
 * Stored bodies under the current HTML policy (design §6.2): a row cleaned with an older `SANITIZE_VERSION` is
 * cleaned again when it is read, and written back so the next read is plain.
 */
import type { Kysely } from 'kysely';
import { SANITIZE_VERSION } from '~/lib/content/htmlPolicy';
import type { DB } from '~/server/db';
import { sanitizeBody } from './sanitize';

export interface StoredBody {
  content: string;
  content_policy: number;
  lang: string;
}

/** The article's (or page's) body in `row.lang`, cleaned again first when its policy is older than the current. */
export async function currentBody(
  db: Kysely<DB>,
  kind: 'article' | 'page',
  id: number,
  row: StoredBody,
): Promise<string> {
  if (row.content_policy >= SANITIZE_VERSION) return row.content;
  const { html } = sanitizeBody(row.content);
  if (kind === 'article') {
    await db
      .updateTable('cms_article_i18n')
      .set({ content: html, content_policy: SANITIZE_VERSION })
      .where('article_id', '=', id)
      .where('lang', '=', row.lang)
      .where('content_policy', '=', row.content_policy)
      .execute();
  } else {
    await db
      .updateTable('cms_page_i18n')
      .set({ content: html, content_policy: SANITIZE_VERSION })
      .where('page_id', '=', id)
      .where('lang', '=', row.lang)
      .where('content_policy', '=', row.content_policy)
      .execute();
  }
  return html;
}

/**
 * Moderation by an operator (design §0 "moderation", §3; no back office in this issue): approve or reject (with a
 * reason) a member's submission, take a published article off the site. Each is one transaction through the state
 * machine with the article's counters, tag links and search row, guarded by the status it read (a change made
 * meanwhile refuses instead of being overwritten); hide or show a comment. The seed and tests call them; an admin
 * module or a CLI can later.
 */
import type { Kysely } from 'kysely';
import {
  ARTICLE_REFUSALS,
  type ArticleEvent,
  type ArticleRefusalKey,
  type ArticleStatus,
  isArticleRefusal,
  publishTimeAfter,
  transition,
} from '~/lib/content/articleStatus';
import type { DB } from '~/server/db';
import { engineOf, withBusyRetry } from '~/server/db/engine';
import { articlePlaces, syncArticle } from './articleSync';

export type OpResult = { ok: true; status: ArticleStatus } | { refused: ArticleRefusalKey | 'Article not found' };

async function operate(
  db: Kysely<DB>,
  articleId: number,
  event: Extract<ArticleEvent, 'approve' | 'reject' | 'unpublish'>,
  now: number,
  reason = '',
): Promise<OpResult> {
  const engine = engineOf(db);
  return withBusyRetry(() =>
    db.transaction().execute(async (trx): Promise<OpResult> => {
      const row = await trx
        .selectFrom('cms_article as a')
        .innerJoin('cms_channel as c', 'c.id', 'a.channel_id')
        .select(['a.status', 'a.publish_time', 'c.member_submit', 'c.submit_review'])
        .where('a.id', '=', articleId)
        .executeTakeFirst();
      if (!row) return { refused: 'Article not found' };
      const next = transition(row.status, event, {
        actor: 'operator',
        channel: { member_submit: row.member_submit === '1', submit_review: row.submit_review === '1' },
        reason,
      });
      if (isArticleRefusal(next)) return next;
      if (next === 'deleted') return { refused: ARTICLE_REFUSALS.notAllowed };
      const before = await articlePlaces(trx, articleId);
      const current = row.publish_time === null ? null : Number(row.publish_time);
      const updated = await trx
        .updateTable('cms_article')
        .set({
          status: next,
          reject_reason: event === 'reject' ? reason.trim() : '',
          publish_time: publishTimeAfter(current, next, now),
          update_time: now,
        })
        .where('id', '=', articleId)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { refused: ARTICLE_REFUSALS.notAllowed };
      await syncArticle(trx, engine, articleId, before);
      return { ok: true, status: next };
    }),
  );
}

/** Publishes a pending submission (its first publication sets `publish_time`). */
export const approveArticle = (db: Kysely<DB>, articleId: number, now: number) =>
  operate(db, articleId, 'approve', now);

/** Sends a pending submission back to its author with a reason of 1–200 characters. */
export const rejectArticle = (db: Kysely<DB>, articleId: number, reason: string, now: number) =>
  operate(db, articleId, 'reject', now, reason);

/** Takes a published article off the site (back to draft; its first publication time is kept). */
export const unpublishArticle = (db: Kysely<DB>, articleId: number, now: number) =>
  operate(db, articleId, 'unpublish', now);

/**
 * Hides (`shown` false) or shows again a comment (design §15.6: comments show at once and an operator can hide
 * them), with the article's counter in the same transaction; a comment already in that state changes nothing.
 */
export async function setCommentShown(db: Kysely<DB>, commentId: number, shown: boolean): Promise<boolean> {
  return withBusyRetry(() =>
    db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('cms_comment')
        .set({ status: shown ? '1' : '0' })
        .where('id', '=', commentId)
        .where('status', '=', shown ? '0' : '1')
        .returning('article_id')
        .executeTakeFirst();
      if (!changed) return false;
      await trx
        .updateTable('cms_article')
        .set((eb) => ({ comments: eb('comments', shown ? '+' : '-', 1) }))
        .where('id', '=', changed.article_id)
        .execute();
      return true;
    }),
  );
}

/**
 * The comment form's rule, shared by the comment island and the article page's POST handler: trimmed, 2 to `max`
 * characters (the API's `cms_comment_max_length`, 500 unless set), plain text with new lines.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { codePointLength } from '~/lib/content/plainText';

const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 500;

/** `validate` keys of the comment form. */
export const COMMENT_KEYS = {
  empty: 'Content cannot be empty',
  length: 'A comment has 2 to 500 characters',
} as const;

export const commentSchema = (max: number = COMMENT_MAX_LENGTH) =>
  z.object({
    content: z.string({ error: COMMENT_KEYS.empty }).check(
      z.trim(),
      z.minLength(1, { error: COMMENT_KEYS.empty, abort: true }),
      z.refine((text: string) => codePointLength(text) >= COMMENT_MIN_LENGTH && codePointLength(text) <= max, {
        error: COMMENT_KEYS.length,
      }),
    ),
  });

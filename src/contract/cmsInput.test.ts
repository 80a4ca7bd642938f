import { describe, expect, it } from 'vitest';
import { COMMENT_KEYS, commentSchema } from './cmsInput';

const messageOf = (content: unknown, max?: number) => {
  const result = commentSchema(max).safeParse({ content });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('commentSchema', () => {
  it('takes 2 to 500 characters after trimming, new lines included', () => {
    expect(messageOf('好的')).toBeUndefined();
    expect(messageOf('  Nice tip!\nThanks.  ')).toBeUndefined();
    expect(messageOf('😀😀')).toBeUndefined();
    expect(messageOf('x'.repeat(500))).toBeUndefined();
  });

  it('refuses empty, one-character and too long comments', () => {
    expect(messageOf('')).toBe(COMMENT_KEYS.empty);
    expect(messageOf('   \n ')).toBe(COMMENT_KEYS.empty);
    expect(messageOf(undefined)).toBe(COMMENT_KEYS.empty);
    expect(messageOf('a')).toBe(COMMENT_KEYS.length);
    expect(messageOf('x'.repeat(501))).toBe(COMMENT_KEYS.length);
    expect(messageOf('x'.repeat(11), 10)).toBe(COMMENT_KEYS.length);
  });
});

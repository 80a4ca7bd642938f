/**
 * Article tags (docs/design/content.md §2): a tag is stored once under its key (NFKC, trimmed, lower case), keeping
 * the name it was first typed with; an article has at most `MAX_TAGS`, each at most `MAX_TAG_LENGTH` characters.
 */
import { codePointLength, collapseSpace } from './plainText';

export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 20;

/** The key two spellings of one tag share: `Citywalk` and `ＣＩＴＹＷＡＬＫ` are one tag. */
export const tagKey = (name: string): string => collapseSpace(name.normalize('NFKC')).toLowerCase();

/** The tags as typed, trimmed, empty ones dropped and later spellings of one key dropped, in the order given. */
export function distinctTags(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = collapseSpace(raw.normalize('NFKC'));
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** Whether a (trimmed) tag name and its key fit their columns (NFKC can lengthen a name: `㍿` → `株式会社`). */
export const isTagLength = (name: string): boolean => {
  const length = codePointLength(name);
  return length > 0 && length <= MAX_TAG_LENGTH && codePointLength(tagKey(name)) <= MAX_TAG_LENGTH;
};

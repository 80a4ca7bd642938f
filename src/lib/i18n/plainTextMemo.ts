/**
 * Keeps what a translate function answers for a key without options: the catalogues are fixed at build time, so a
 * key's text in one language and namespace never changes, and i18next's lookup (key checks, resolution, the
 * interpolation pass) is the costly part of a page's rendering that repeats for every label. Calls with options
 * (interpolation, plurals, a default) always go through. At most `limit` keys are kept, so that keys built from data
 * cannot grow it without bound.
 */
export function plainTextMemo<Options>(
  translate: (key: string, options?: Options) => string,
  limit = 4096,
): (key: string, options?: Options) => string {
  const texts = new Map<string, string>();
  return (key, options) => {
    if (options !== undefined) return translate(key, options);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      if (texts.size < limit) texts.set(key, text);
    }
    return text;
  };
}

/**
 * Text from an external BuildAdmin backend arrives HTML-escaped, sometimes twice (ThinkPHP's `htmlspecialchars`
 * input filter runs on every save: `A & B` comes back as `A &amp;amp; B`). This undoes it before the text is shown
 * or edited — a bounded number of rounds, so hostile input cannot make it loop. Our pages escape on output.
 */
import { decodeHTMLStrict } from 'entities';

export const MAX_DECODE_ROUNDS = 3;

export function decodeEscapedText(text: string, rounds = MAX_DECODE_ROUNDS): string {
  let current = text;
  for (let i = 0; i < rounds && current.includes('&'); i++) {
    const next = decodeHTMLStrict(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

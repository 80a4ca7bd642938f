import { describe, expect, it } from 'vitest';
import { decodeEscapedText, MAX_DECODE_ROUNDS } from './entities';

describe('decodeEscapedText', () => {
  it('undoes single and double escaping by the backend', () => {
    expect(decodeEscapedText('A &amp; B')).toBe('A & B');
    expect(decodeEscapedText('A &amp;amp; B')).toBe('A & B');
    expect(decodeEscapedText('&lt;b&gt; &quot;hi&quot; it&#039;s')).toBe('<b> "hi" it\'s');
  });
  it('leaves plain text and bare ampersands alone', () => {
    expect(decodeEscapedText('演示会员')).toBe('演示会员');
    expect(decodeEscapedText('Tom & Jerry')).toBe('Tom & Jerry');
    expect(decodeEscapedText('')).toBe('');
  });
  it('stops after a bounded number of rounds', () => {
    const deep = `&${'amp;'.repeat(10)}lt;`;
    expect(decodeEscapedText(deep)).toBe(`&${'amp;'.repeat(10 - MAX_DECODE_ROUNDS)}lt;`);
  });
});

import { describe, expect, it } from 'vitest';
import { memberInfoFromApi } from './memberInfo.server';

describe('memberInfoFromApi', () => {
  const escaped = { id: 1, nickname: 'A &amp;amp; B', motto: '&lt;3 &quot;hotels&quot;' };
  it("decodes an external backend's escaped nickname and motto", () => {
    expect(memberInfoFromApi(escaped, true)).toEqual({ id: 1, nickname: 'A & B', motto: '<3 "hotels"' });
  });
  it('leaves the built-in API’s answers as stored', () => {
    expect(memberInfoFromApi(escaped, false)).toBe(escaped);
  });
});

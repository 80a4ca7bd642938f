import { describe, expect, it } from 'vitest';
import { listLocation } from './listLocation';

describe('listLocation', () => {
  it('keeps the filter and page of the list, and leaves its confirmation step', () => {
    expect(listLocation(new URL('http://x/user/cms/content?status=draft&confirm=delete&id=7&page=2'))).toBe(
      '/user/cms/content?status=draft&page=2',
    );
    expect(listLocation(new URL('http://x/user/cms/collect'))).toBe('/user/cms/collect');
    expect(listLocation(new URL('http://x/user/cms/comment?confirm=delete&id=3'))).toBe('/user/cms/comment');
  });
});

import { describe, expect, it } from 'vitest';
import { bookedByText } from './bookedBy';

const t = (key: string, params: Record<string, unknown> = {}) =>
  ({
    Me: 'Me',
    '{{nickname}} ({{username}})': `${params.nickname} (${params.username})`,
    '{{name}} (deleted)': `${params.name} (deleted)`,
  })[key] ?? key;

describe('bookedByText', () => {
  it('says Me for the caller on the page, the names otherwise', () => {
    expect(bookedByText({ nickname: '王芳', username: 'wangfang', deleted: false, self: true }, t)).toBe('Me');
    expect(bookedByText({ nickname: '王芳', username: 'wangfang', deleted: false }, t)).toBe('王芳 (wangfang)');
  });

  it('writes one name once, and marks a deleted sub-account', () => {
    expect(bookedByText({ nickname: 'demo', username: 'demo', deleted: false }, t)).toBe('demo');
    expect(bookedByText({ nickname: ' ', username: 'wangfang', deleted: false }, t)).toBe('wangfang');
    expect(bookedByText({ nickname: '王芳', username: '', deleted: true }, t)).toBe('王芳 (deleted)');
  });
});

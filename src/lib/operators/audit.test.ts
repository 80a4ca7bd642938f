import { describe, expect, it } from 'vitest';
import { changedFields, MASK, maskSecrets } from './audit';

describe('maskSecrets', () => {
  it('masks secrets at any depth and keeps the rest', () => {
    expect(
      maskSecrets({
        username: 'frontdesk',
        password: 'hunter22',
        nested: { refresh_token: 'x', list: [{ totp_secret: 'y', note: 'ok' }] },
        captchaInfo: 'clicks',
      }),
    ).toEqual({
      username: 'frontdesk',
      password: MASK,
      nested: { refresh_token: MASK, list: [{ totp_secret: MASK, note: 'ok' }] },
      captchaInfo: MASK,
    });
  });

  it('leaves plain values alone', () => {
    expect(maskSecrets('text')).toBe('text');
    expect(maskSecrets(null)).toBe(null);
    expect(maskSecrets([1, 2])).toEqual([1, 2]);
  });
});

describe('changedFields', () => {
  it('keeps only what changed, on both sides', () => {
    expect(
      changedFields({ status: 'paid', room: '', note: 'a' }, { status: 'confirmed', room: '', note: 'a' }),
    ).toEqual({
      before: { status: 'paid' },
      after: { status: 'confirmed' },
    });
  });

  it('reads a field missing before as null, and masks a changed password', () => {
    expect(changedFields({}, { code: 'HX1', password: 'new' })).toEqual({
      before: { code: null, password: MASK },
      after: { code: 'HX1', password: MASK },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { mainAccountOf } from './mainAccount';

describe('mainAccountOf', () => {
  it('names a sub-account’s main account by its nickname, else its user name', () => {
    expect(mainAccountOf({ main_account: { id: 7, username: 'demo', nickname: '演示会员' } })).toEqual({
      id: 7,
      name: '演示会员',
    });
    expect(mainAccountOf({ main_account: { id: 7, username: 'demo', nickname: '  ' } })).toEqual({
      id: 7,
      name: 'demo',
    });
    expect(mainAccountOf({ main_account: { id: 7, username: '', nickname: '' } })).toEqual({ id: 7, name: '7' });
  });

  it('says no main account for a main account, another backend’s info, or a shape it does not know', () => {
    expect(mainAccountOf({ main_account: null })).toBeUndefined();
    expect(mainAccountOf({})).toBeUndefined();
    expect(mainAccountOf(null)).toBeUndefined();
    expect(mainAccountOf(undefined)).toBeUndefined();
    expect(mainAccountOf({ main_account: [] })).toBeUndefined();
    expect(mainAccountOf({ main_account: { id: '7', nickname: 'x' } })).toBeUndefined();
    expect(mainAccountOf({ main_account: { id: 0, nickname: 'x' } })).toBeUndefined();
    expect(mainAccountOf({ main_account: 'demo' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { asksForRefresh, decideCode, isRedirectCode } from './codes';
import type { ApiEnvelope } from './types';

const t = (key: string) => `t:${key}`;
const env = (code: number, msg: string, data: unknown = null): ApiEnvelope<unknown> => ({ code, msg, time: 1, data });
const opts = { showCodeMessage: true, showSuccessMessage: false, currentRouteName: 'account/overview' };

describe('decideCode: success', () => {
  it('does nothing by default', () => {
    expect(decideCode(env(1, 'ok'), opts, t)).toEqual({ clearTokens: false });
  });
  it('notifies msg when showSuccessMessage', () => {
    expect(decideCode(env(1, 'Saved'), { ...opts, showSuccessMessage: true }, t)).toEqual({
      clearTokens: false,
      notify: { type: 'success', message: 'Saved' },
    });
  });
  it('falls back to the translated Operation successful', () => {
    expect(decideCode(env(1, ''), { ...opts, showSuccessMessage: true }, t).notify).toEqual({
      type: 'success',
      message: 't:Operation successful',
    });
  });
});

describe('decideCode: errors', () => {
  it('notifies msg as an error for code 0 and 401', () => {
    expect(decideCode(env(0, 'Bad'), opts, t)).toEqual({
      clearTokens: false,
      notify: { type: 'error', message: 'Bad' },
    });
    expect(decideCode(env(401, 'You have no permission', []), opts, t).notify?.message).toBe('You have no permission');
  });
  it('stays silent with showCodeMessage false or an empty msg', () => {
    expect(decideCode(env(0, 'Bad'), { ...opts, showCodeMessage: false }, t)).toEqual({ clearTokens: false });
    expect(decideCode(env(0, ''), opts, t)).toEqual({ clearTokens: false });
  });
});

describe('decideCode: 303 and 409', () => {
  it('303 need login clears tokens, notifies and goes to userLogin', () => {
    expect(decideCode(env(303, 'Please login first', { type: 'need login' }), opts, t)).toEqual({
      clearTokens: true,
      navigate: 'userLogin',
      notify: { type: 'error', message: 'Please login first' },
    });
  });
  it('409 clears tokens and goes to userLogin', () => {
    expect(decideCode(env(409, 'Token expiration', []), opts, t)).toEqual({
      clearTokens: true,
      navigate: 'userLogin',
      notify: { type: 'error', message: 'Token expiration' },
    });
  });
  it('other 303 goes to user without clearing tokens', () => {
    expect(decideCode(env(303, 'Already', { type: 'logged in' }), opts, t)).toEqual({
      clearTokens: false,
      navigate: 'user',
      notify: { type: 'error', message: 'Already' },
    });
  });
  it('skips navigation and notification when already on the target route', () => {
    expect(
      decideCode(env(303, 'Please login first', { type: 'need login' }), { ...opts, currentRouteName: 'userLogin' }, t),
    ).toEqual({ clearTokens: true });
    expect(decideCode(env(409, 'Token expiration', []), { ...opts, currentRouteName: 'userLogin' }, t)).toEqual({
      clearTokens: true,
    });
    expect(decideCode(env(303, 'Already', { type: 'logged in' }), { ...opts, currentRouteName: 'user' }, t)).toEqual({
      clearTokens: false,
    });
  });
  it('never notifies 303/409 as a code message, even with showCodeMessage', () => {
    expect(decideCode(env(303, 'x', null), opts, t)).toEqual({ clearTokens: false });
    expect(decideCode(env(409, 'x', null), opts, t)).toEqual({ clearTokens: false });
  });
  it('still navigates with showCodeMessage false; no notification for an empty msg', () => {
    expect(decideCode(env(409, '', []), { ...opts, showCodeMessage: false }, t)).toEqual({
      clearTokens: true,
      navigate: 'userLogin',
    });
  });
  it('isRedirectCode', () => {
    expect([303, 409, 0, 1, 302].map(isRedirectCode)).toEqual([true, true, false, false, false]);
  });
});

describe('asksForRefresh', () => {
  it('409, and 303 need login (a token a concurrent refresh replaced); no other answer', () => {
    const answer = (code: number, data: unknown): ApiEnvelope<unknown> => ({ code, msg: '', time: 0, data });
    expect(asksForRefresh(answer(409, []))).toBe(true);
    expect(asksForRefresh(answer(303, { type: 'need login' }))).toBe(true);
    expect(asksForRefresh(answer(303, { type: 'logged in' }))).toBe(false);
    expect(asksForRefresh(answer(303, null))).toBe(false);
    expect(asksForRefresh(answer(0, { type: 'need login' }))).toBe(false);
    expect(asksForRefresh(answer(1, null))).toBe(false);
  });
});

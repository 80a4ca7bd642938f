import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '~/lib/api/httpErrors';
import { NotOfferedError, withoutAnswer } from './notOffered.server';

const httpError = (status: number) =>
  new ApiHttpError('failed', { kind: 'http', status, url: '/api/hotel/detail' }, '/api/hotel/detail');

describe('a guest page whose call failed', () => {
  it('is not offered when the API has no such module (HTTP 404)', () => {
    expect(() => withoutAnswer(httpError(404))).toThrow(NotOfferedError);
  });

  it('goes without the answer when the API is down, throttled or failing (the busy page)', () => {
    expect(withoutAnswer(httpError(503))).toBeUndefined();
    expect(withoutAnswer(httpError(500))).toBeUndefined();
    expect(withoutAnswer(new ApiHttpError('timeout', { kind: 'timeout' }, '/api/hotel/list'))).toBeUndefined();
    expect(withoutAnswer(new Error('socket hang up'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { handleDisabledApi } from '~/server/handle';

describe('switched-off built-in API', () => {
  it('answers every call with the translated not-found envelope', async () => {
    const res = handleDisabledApi(new Request('http://localhost/api/index/index', { headers: { 'think-lang': 'en' } }));
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ code: 0, data: null });
    expect(body.msg).not.toBe('API not found');
    expect(body.msg.length).toBeGreaterThan(0);
  });
});

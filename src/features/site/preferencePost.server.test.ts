import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { postedChoice, preferencePost } from './preferencePost.server';

const isColour = (value: unknown): value is 'red' | 'blue' => value === 'red' || value === 'blue';

async function post(fields: Record<string, string>, current?: string) {
  const set: [string, string, unknown][] = [];
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const context = {
    request: new Request('http://site.test/colour', { method: 'POST', body }),
    cookies: {
      get: () => (current === undefined ? undefined : { value: current }),
      set: (name: string, value: string, options: unknown) => set.push([name, value, options]),
    },
    redirect: (to: string, status: number) => new Response(null, { status, headers: { location: to } }),
    locals: { secure: true },
  } as unknown as APIContext;
  const route = preferencePost({ cookie: 'colour', maxAge: 60, fallback: '/home', value: postedChoice('c', isColour) });
  const response = await route(context);
  return { response, set };
}

describe('preferencePost', () => {
  it('stores a known choice for the whole site and goes back where the person was', async () => {
    const { response, set } = await post({ c: 'red', to: '/user/login?type=register' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/user/login?type=register');
    expect(set).toEqual([['colour', 'red', { path: '/', maxAge: 60, sameSite: 'lax', secure: true }]]);
  });

  it('leaves the cookie alone for an unknown choice and never leaves the site', async () => {
    const { response, set } = await post({ c: 'green', to: 'https://evil.example/' }, 'blue');
    expect(set).toEqual([]);
    expect(response.headers.get('location')).toBe('/home');
  });
});

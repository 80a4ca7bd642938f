// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, registerMenus } from '~/lib/menus';
import { memberMenus } from '~tests/support/menus';

afterEach(cleanup);

const { authNode } = registerMenus([], memberMenus());
const path = '/user/account/overview';

async function load() {
  vi.resetModules();
  return {
    ...(await import('./Auth')),
    ...(await import('~/stores/memberCenter')),
  };
}

function Probe({ useAuth }: { useAuth: (check: string) => boolean }) {
  return <output>{String(useAuth('export'))}</output>;
}

describe('Auth in islands', () => {
  it('agrees with the pure check the server uses, from the scope the island was given', async () => {
    const { default: Auth, AuthProvider } = await load();
    render(
      <AuthProvider scope={{ authNode, path }}>
        <Auth check="export">
          <button type="button">export</button>
        </Auth>
        <Auth check="delete">
          <button type="button">delete</button>
        </Auth>
      </AuthProvider>,
    );
    expect(auth(authNode, path, 'export')).toBe(true);
    expect(auth(authNode, path, 'delete')).toBe(false);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['export']);
  });

  it('reads the shared store in the browser: a later change of authNode shows at once', async () => {
    const { default: Auth, AuthProvider, $memberCenter } = await load();
    render(
      <AuthProvider scope={{ authNode, path }}>
        <Auth check="delete">
          <button type="button">delete</button>
        </Auth>
      </AuthProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    act(() => $memberCenter.setKey('authNode', { [path]: [`${path}/delete`] }));
    expect(screen.getByRole('button').textContent).toBe('delete');
  });

  it('denies without a scope', async () => {
    const { useAuth } = await load();
    render(<Probe useAuth={useAuth} />);
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('renders on the server from the scope alone', async () => {
    const { default: Auth, AuthProvider } = await load();
    vi.stubGlobal('window', undefined);
    try {
      const html = renderToString(
        <AuthProvider scope={{ authNode, path }}>
          <Auth check="export">yes</Auth>
          <Auth check={{ name: '/user/nothing' }}>no</Auth>
        </AuthProvider>,
      );
      expect(html).toBe('yes');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

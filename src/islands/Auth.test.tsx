// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Auth, AuthProvider } from './Auth';

afterEach(cleanup);

const authNode = { '/user/account/balance': ['/user/account/balance/export'] };

describe('<Auth>', () => {
  it('renders allowed elements and removes the others', () => {
    render(
      <AuthProvider authNode={authNode} path="/user/account/balance">
        <Auth check="export">
          <button type="button">export</button>
        </Auth>
        <Auth check="delete">
          <button type="button">delete</button>
        </Auth>
        <Auth check={{ name: '/user/account/balance', subNodeName: '/user/account/balance/export' }}>
          <span>object check</span>
        </Auth>
        <Auth check={{ name: '/user/unknown' }}>
          <span>unknown page</span>
        </Auth>
      </AuthProvider>,
    );
    expect(screen.queryByText('export')).not.toBeNull();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.queryByText('object check')).not.toBeNull();
    expect(screen.queryByText('unknown page')).toBeNull();
  });
  it('denies everything without a provider', () => {
    render(
      <Auth check="export">
        <span>nothing</span>
      </Auth>,
    );
    expect(screen.queryByText('nothing')).toBeNull();
  });
});

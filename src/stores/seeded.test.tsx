// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { atom, map } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { useSeededKeys, useSeededStore } from './seeded';

afterEach(cleanup);

function Count({ store, seed }: { store: ReturnType<typeof atom<number>>; seed: number }) {
  return <output>{useSeededStore(store, seed)}</output>;
}

const store = map({ open: true, authNode: 'none' });

function Permissions({ seed }: { seed: string }) {
  return <output>{useSeededKeys(store, { authNode: seed }).authNode}</output>;
}

function Panel({ open, authNode }: { open: boolean; authNode: string }) {
  const state = useSeededKeys(store, { open, authNode });
  return <output>{`${state.open} ${state.authNode}`}</output>;
}

describe('useSeededStore', () => {
  it('seeds the store once from the first island, then every island shares it', () => {
    const store = atom(0);
    render(
      <>
        <Count store={store} seed={5} />
        <Count store={store} seed={9} />
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['5', '5']);
    act(() => store.set(7));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['7', '7']);
  });

  it('seeds a map key by key: an island bringing one key does not keep another island from seeding the rest', () => {
    render(
      <>
        <Permissions seed="server" />
        <Panel open={false} authNode="other" />
      </>,
    );
    expect(store.get()).toEqual({ open: false, authNode: 'server' });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['server', 'false server']);
    act(() => store.setKey('authNode', 'changed'));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['changed', 'false changed']);
  });
});

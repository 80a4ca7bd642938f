// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { useSeededStore } from './seeded';

afterEach(cleanup);

function Count({ store, seed }: { store: ReturnType<typeof atom<number>>; seed: number }) {
  return <output>{useSeededStore(store, seed)}</output>;
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
});

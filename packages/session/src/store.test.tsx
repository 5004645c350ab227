// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { serverSnapshot, useStore } from './store';
import { useBasket } from './basket';
import { useActivity } from './activity';
import { $features } from './config';

// React's act() outside Testing Library: say this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useStore: a page the server rendered for a visitor, hydrated, then personalised', () => {
  it('reads a store of the visitor’s own as the server rendered it while the page hydrates, then as it is', async () => {
    const $name = atom<string | null>(null);
    const $sigla = atom('UFX');
    serverSnapshot($name, () => null);
    const seen: string[] = [];
    function Greeting() {
      const name = useStore($name);
      const sigla = useStore($sigla);
      seen.push(`${name ?? 'visitante'} ${sigla}`);
      return <p>{name ? `Olá, ${name}` : 'Entrar'} · {sigla}</p>;
    }
    // The server renders for a visitor, whoever asked; the page knows the patron already.
    const html = renderToString(<Greeting />);
    $name.set('Ana');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      seen.length = 0;
      await act(async () => {
        hydrateRoot(container, <Greeting />, { onRecoverableError: (e) => console.error(e) });
      });
      expect(seen[0]).toBe('visitante UFX'); // the hydration: as the server rendered it
      expect(container.textContent).toBe('Olá, Ana · UFX'); // then the patron's
      expect(errors).not.toHaveBeenCalled();
      await act(async () => $name.set('Bruno'));
      expect(container.textContent).toBe('Olá, Bruno · UFX');
    } finally {
      errors.mockRestore();
    }
  });

  it('a visitor’s browser hydrates with what the server rendered: an empty basket and the public activities render nothing twice', async () => {
    $features.set([57]);
    const seen: string[] = [];
    function Chrome() {
      const basket = useBasket();
      const comments = useActivity(57);
      seen.push(`${basket.length} ${comments}`);
      return <p>{basket.length} {comments ? 'comentários' : ''}</p>;
    }
    const html = renderToString(<Chrome />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    seen.length = 0;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Chrome />);
    });
    expect(seen).toEqual(['0 true']); // one render: the hydration, and none after it
    await act(async () => root?.unmount());
  });
});

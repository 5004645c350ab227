// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, useNavigate } from '@estante/federation/router';
import { writeRegion } from '../fragments.mjs';
import { keepServerRegion, releaseServerRegion, ServerRegionOr } from './serverRegion';

/** The page's body as the shell's server writes it, with a remote's region (the same function). */
function serverPage(body: string): HTMLElement {
  const html = writeRegion('<div id="root"><main class="estante-main"></main></div>', 'catalogue', body);
  document.body.innerHTML = html;
  return document.getElementById('root') as HTMLElement;
}

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

afterEach(() => {
  cleanup();
  releaseServerRegion();
  document.body.innerHTML = '';
});

describe('the server’s region until the remote renders', () => {
  it('stays on screen, the same nodes, instead of the spinner for the address it was rendered for, and is gone for another address', () => {
    const root = serverPage('<h1>45 títulos encontrados para “jazz”</h1><a href="/acervo/7">Kind of Blue</a>');
    const heading = root.querySelector('h1');
    window.history.replaceState(null, '', '/?q=jazz');
    expect(keepServerRegion(root, window.location)).not.toBeNull();
    expect(root.querySelector('[data-estante-region]')).toBeNull(); // out of the container React renders into
    render(
      <BrowserRouter>
        <Navigator />
        <ServerRegionOr label="Carregando…">
          <p>carregando</p>
        </ServerRegionOr>
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: '45 títulos encontrados para “jazz”' })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Kind of Blue' }).getAttribute('href')).toBe('/acervo/7');
    expect(screen.queryByText('carregando')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Carregando…'); // announced instead of the spinner's label
    act(() => go('/?q=blues'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('carregando')).toBeTruthy();
  });

  it('is not shown again once the remote has rendered (an address revisited is the app’s)', () => {
    const root = serverPage('<h1>Dom Casmurro</h1>');
    window.history.replaceState(null, '', '/acervo/7');
    keepServerRegion(root, window.location);
    releaseServerRegion();
    render(
      <BrowserRouter>
        <ServerRegionOr label="Carregando…">
          <p>carregando</p>
        </ServerRegionOr>
      </BrowserRouter>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('carregando')).toBeTruthy();
  });

  it('a page without a region shows the spinner', () => {
    document.body.innerHTML = '<div id="root"><main class="estante-main"></main></div>';
    window.history.replaceState(null, '', '/');
    expect(keepServerRegion(document.getElementById('root') as HTMLElement, window.location)).toBeNull();
    render(
      <BrowserRouter>
        <ServerRegionOr label="Carregando…">
          <p>carregando</p>
        </ServerRegionOr>
      </BrowserRouter>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
  });
});

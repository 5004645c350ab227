// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Filtro } from '@estante/api-contract';
import { emptySearch } from './searchParams';

// A keyboard user checks a facet value and tabs on to another; the next answer no longer has the
// value they are on (it fell to no titles) or its whole group. Focus stays in the facets — never the
// page's body, from where Tab starts again at the skip link.
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' }, ready: true }),
}));

const { Facets } = await import('./Facets');

afterEach(cleanup);

const item = (codigo: string, total: number) => ({ codigo, descricao: codigo, total, totalSemFiltro: total });
const material: Filtro = { codigo: 'tipo', descricao: 'Tipo de material', itens: [item('Livros', 40), item('Partituras', 7), item('Gravações', 3)] };
const language: Filtro = { codigo: 'idioma', descricao: 'Idioma', itens: [item('Português', 30), item('Inglês', 10)] };
const search = { ...emptySearch, term: 'jazz' };

function show(facets: readonly Filtro[], titled = true, fallback?: () => HTMLElement | null) {
  const view = render(<Facets facets={facets} search={search} titled={titled} onToggle={() => {}} fallback={fallback} />);
  return {
    again: (next: readonly Filtro[]) => view.rerender(<Facets facets={next} search={search} titled={titled} onToggle={() => {}} fallback={fallback} />),
    /** The next answer has no facets: the panel goes (Results shows none). */
    gone: () => view.rerender(<></>),
  };
}
/** An element outside the facets (the results' count heading, the dialog's button). */
function outsider(): HTMLElement {
  const el = document.body.appendChild(document.createElement('button'));
  el.textContent = 'outside';
  return el;
}
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('focus in the facets when the next answer changes them', () => {
  it('a value that went away: the first value of its group', () => {
    const page = show([material, language]);
    box('Gravações').focus();
    page.again([{ ...material, itens: material.itens.slice(0, 2) }, language]);
    expect(document.activeElement).toBe(box('Livros'));
  });

  it('a value that went away, with focusout fired as it is removed (as Chromium does): the first value of its group', () => {
    const removeChild = Node.prototype.removeChild;
    Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
      const focused = document.activeElement;
      if (focused && child.contains(focused)) focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      return removeChild.call(this, child) as T;
    };
    try {
      const page = show([material, language]);
      box('Gravações').focus();
      page.again([{ ...material, itens: material.itens.slice(0, 2) }, language]);
      expect(document.activeElement).toBe(box('Livros'));
    } finally {
      Node.prototype.removeChild = removeChild;
    }
  });

  it('a value still there keeps its focus', () => {
    const page = show([material, language]);
    box('Partituras').focus();
    page.again([{ ...material, itens: [item('Partituras', 7), item('Livros', 2)] }, language]);
    expect(document.activeElement).toBe(box('Partituras'));
  });

  it('a group that went away: the first value left, in the dialog too', () => {
    for (const titled of [true, false]) {
      const page = show([material, language], titled);
      box('Inglês').focus();
      page.again([material]);
      expect(document.activeElement, titled ? 'side panel' : 'dialog').toBe(box('Livros'));
      cleanup();
    }
  });

  it('no value left: the facets heading', () => {
    const page = show([language]);
    box('Inglês').focus();
    page.again([]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'catalogue.facets.title' }));
  });

  it('no value left in the dialog (no heading there): the fallback', () => {
    const button = outsider();
    const page = show([language], false, () => button);
    box('Inglês').focus();
    page.again([]);
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('the facets gone with an answer that has none: the fallback, once the commit is over', async () => {
    const heading = outsider();
    const page = show([material, language], true, () => heading);
    box('Inglês').focus();
    page.gone();
    await Promise.resolve();
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });

  it('the facets gone while focus is elsewhere: the fallback does not take it', async () => {
    const heading = outsider();
    const search = outsider();
    const page = show([material, language], true, () => heading);
    box('Inglês').focus();
    search.focus();
    page.gone();
    await Promise.resolve();
    expect(document.activeElement).toBe(search);
    heading.remove();
    search.remove();
  });

  it('focus the user moved out of the facets is left where it is', () => {
    const page = show([material, language]);
    const outside = document.body.appendChild(document.createElement('button'));
    box('Gravações').focus();
    outside.focus();
    page.again([{ ...material, itens: material.itens.slice(0, 2) }, language]);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('focus the user let go (a click on the page around) is not taken back', () => {
    const page = show([material, language]);
    box('Gravações').focus();
    box('Gravações').blur();
    page.again([{ ...material, itens: material.itens.slice(0, 2) }, language]);
    expect(document.activeElement).toBe(document.body);
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf, usePageParam } from './paging';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

/** A list's pager: the page it reads, the address, and buttons that move. */
function Pager({ name }: { readonly name?: string }) {
  const [page, setPage] = usePageParam(name);
  const { search } = useLocation();
  return (
    <>
      <output data-testid="page">{page}</output>
      <output data-testid="search">{search}</output>
      <button type="button" onClick={() => setPage(page + 1)}>
        next
      </button>
      <button type="button" onClick={() => setPage(1)}>
        first
      </button>
    </>
  );
}

function mount(url: string, name?: string) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<MemoryRouter initialEntries={[url]}>{name ? <Pager name={name} /> : <Pager />}</MemoryRouter>));
  const text = (id: string) => host?.querySelector(`[data-testid="${id}"]`)?.textContent;
  const click = (label: string) => act(() => [...(host?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label)?.click());
  return { page: () => text('page'), search: () => text('search'), click };
}

describe('usePageParam', () => {
  it('reads ?pagina=3 as page 3, and a missing or broken value as page 1', () => {
    expect(mount('/lista?q=sol&pagina=3').page()).toBe('3');
    act(() => root?.unmount());
    expect(mount('/lista').page()).toBe('1');
    for (const bad of ['0', '-2', 'x', '1.5', '']) expect(pageOf(bad), bad).toBe(1);
  });

  it('writes the page into the address, keeping the other parameters; page 1 drops it', () => {
    const view = mount('/lista?q=sol&pagina=3');
    view.click('next');
    expect(view.page()).toBe('4');
    expect(view.search()).toBe('?q=sol&pagina=4');
    view.click('first');
    expect(view.page()).toBe('1');
    expect(view.search()).toBe('?q=sol');
  });

  it('takes another parameter name', () => {
    const view = mount('/lista?p=2', 'p');
    expect(view.page()).toBe('2');
    view.click('next');
    expect(view.search()).toBe('?p=3');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { saveFile, useDocumentTitle } from './document';

function Page({ text }: { readonly text: string | null }) {
  useDocumentTitle(text);
  return null;
}

afterEach(cleanup);

describe('the document a page names and the files it saves', () => {
  it('names the tab while the page shows, and gives the old name back on leaving', () => {
    document.title = 'Catálogo';
    const view = render(<Page text={null} />);
    expect(document.title).toBe('Catálogo');
    view.rerender(<Page text="Reservas | Meu Pergamum" />);
    expect(document.title).toBe('Reservas | Meu Pergamum');
    view.unmount();
    expect(document.title).toBe('Catálogo');
  });

  it('saves a text or a blob under its name through a link with download', () => {
    const urls: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      urls.push(b);
      return `blob:${urls.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile('a,b\n1,2\n', 'historico.csv', 'text/csv;charset=utf-8');
    saveFile(new Blob(['TY  - BOOK'], { type: 'application/x-research-info-systems' }), 'historico.ris');
    expect(clicked).toEqual([
      { href: 'blob:1', download: 'historico.csv' },
      { href: 'blob:2', download: 'historico.ris' },
    ]);
    expect(urls[0]!.type).toBe('text/csv;charset=utf-8');
    expect(urls[1]!.type).toBe('application/x-research-info-systems');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import { openInNewTab } from './open-tab';

/** A tab as window.open gives it: what the code does to it is recorded. */
function fakeTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    document: { title: '', body: { textContent: '' } },
    location: { replaced: [] as string[], replace(url: string) { this.replaced.push(url); } },
    close() { this.closed = true; },
  };
  return tab;
}

describe('openInNewTab (an address known only after a request, opened in a new tab from the click)', () => {
  it('opens the tab before the request settles, cuts it from this page, shows the wait, then sends it to the address', async () => {
    const tab = fakeTab();
    const calls: string[][] = [];
    let resolve: (link: string) => void = () => undefined;
    const win = { open: (...args: string[]) => (calls.push(args), tab as unknown as Window) };
    const outcome = openInNewTab(() => new Promise<string>((r) => (resolve = r)), 'Abrindo…', win);
    // synchronously, inside the click: the tab exists and no longer reaches back to this page
    expect(calls).toEqual([['', '_blank']]);
    expect(tab.opener).toBeNull();
    expect(tab.document.body.textContent).toBe('Abrindo…');
    expect(tab.location.replaced).toEqual([]);
    resolve('https://base.example/acesso?token=abc');
    expect(await outcome).toEqual({ kind: 'opened' });
    expect(tab.location.replaced).toEqual(['https://base.example/acesso?token=abc']);
    expect(tab.closed).toBe(false);
  });

  it('closes the tab and answers the error when the address cannot be had', async () => {
    const tab = fakeTab();
    const error = new Error('502');
    const outcome = await openInNewTab(() => Promise.reject(error), '…', { open: () => tab as unknown as Window });
    expect(outcome).toEqual({ kind: 'failed', error });
    expect(tab.closed).toBe(true);
    expect(tab.location.replaced).toEqual([]);
  });

  it('a blocked tab (or one the patron closed meanwhile): the address is given back for a link', async () => {
    expect(await openInNewTab(() => Promise.resolve('https://base.example/a'), '…', { open: () => null })).toEqual({ kind: 'blocked', link: 'https://base.example/a' });
    const tab = fakeTab();
    const outcome = openInNewTab(() => Promise.resolve('https://base.example/b'), '…', { open: () => tab as unknown as Window });
    tab.closed = true;
    expect(await outcome).toEqual({ kind: 'blocked', link: 'https://base.example/b' });
  });
});

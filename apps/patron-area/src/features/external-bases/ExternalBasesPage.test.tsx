// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { BasesExternasResponse } from '@estante/api-contract';
import { ApiError } from '@estante/api-client';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';

// The external bases page: every base listed; a configured one opens through the patron's access
// address (one request per click while pending); one not configured says SPEC.md §8's message; a
// refusal of the server shows its translated text under the base.
const data: BasesExternasResponse = {
  bases: [
    { base: 'pearson', descricao: 'Biblioteca Virtual Pearson', resumo: 'Livros digitais', configurada: true },
    { base: 'cengage', descricao: 'Cengage', resumo: 'Livros-texto', configurada: false },
    { base: 'gale', descricao: 'Gale', resumo: 'Periódicos', configurada: true },
  ],
};
const asked: string[] = [];
let answer: (base: string) => Promise<{ link: string }> = () => Promise.resolve({ link: 'https://base.example/a?token=x' });
const opened: string[] = [];
vi.mock('@estante/api-endpoints/patron', async (original) => ({
  openInNewTab: (await original<{ openInNewTab: unknown }>()).openInNewTab,
  externalBasesQuery: (cod: number) => ({ queryKey: ['patron', cod, 'externalBases'], queryFn: () => Promise.resolve(data) }),
  externalBaseAccess: (base: string) => {
    asked.push(base);
    return answer(base);
  },
}));
vi.mock('@estante/session', async (original) => ({ ...(await original<Record<string, unknown>>()), useStore: () => ({ cod_pessoa: 7 }) }));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string, v?: Record<string, unknown>) => (v ? `${key}:${Object.values(v).filter((x) => typeof x === 'string').join('|')}` : key), i18n: { language: 'pt' }, ready: true }),
}));

const { default: ExternalBasesPage } = await import('./ExternalBasesPage');

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExternalBasesPage />
    </QueryClientProvider>,
  );

/** window.open as the browser gives it: a blank tab the page then sends somewhere. */
function stubOpen() {
  const tab = { opener: {}, closed: false, document: { title: '', body: { textContent: '' } }, location: { replace: (u: string) => opened.push(u) }, close: () => (tab.closed = true) };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  asked.length = 0;
  opened.length = 0;
});

describe('the external bases page', () => {
  it('lists every base; a configured one has its button, one not configured says why', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Biblioteca Virtual Pearson' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'openFor:Biblioteca Virtual Pearson' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'openFor:Cengage' })).toBeNull();
    expect(screen.getByText('notConfigured')).toBeTruthy();
  });

  it('a click opens a tab at once and sends it to the access address; a second click meanwhile asks nothing more', async () => {
    const { tab, open } = stubOpen();
    let release: (v: { link: string }) => void = () => undefined;
    answer = () => new Promise((r) => (release = r));
    show();
    const button = await screen.findByRole('button', { name: 'openFor:Biblioteca Virtual Pearson' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(asked).toEqual(['pearson']);
    release({ link: 'https://base.example/pearson?token=abc' });
    await vi.waitFor(() => expect(opened).toEqual(['https://base.example/pearson?token=abc']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the server's refusal (502 BASE_EXTERNA_INACESSIVEL): the tab is closed and the translated message shows under the base", async () => {
    const { tab } = stubOpen();
    answer = () => Promise.reject(new ApiError('http', 502, 'BASE_EXTERNA_INACESSIVEL', { serverCode: 'BASE_EXTERNA_INACESSIVEL' }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'openFor:Gale' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('failed:Gale');
    expect(alert.textContent).toContain('errors.codes.BASE_EXTERNA_INACESSIVEL');
    expect(tab.closed).toBe(true);
    expect(opened).toEqual([]);
  });

  it('a blocked tab: a link to the access address to click instead', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    answer = () => Promise.resolve({ link: 'https://base.example/pearson?token=zz' });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'openFor:Biblioteca Virtual Pearson' }));
    const link = await screen.findByRole('link', { name: 'blockedLink:Biblioteca Virtual Pearson' });
    expect(link.getAttribute('href')).toBe('https://base.example/pearson?token=zz');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

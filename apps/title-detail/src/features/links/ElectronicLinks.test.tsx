// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@estante/api-client';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { i18n, initI18n } from '@estante/i18n';
import { NS } from '../../strings';
import { ElectronicLinks } from './ElectronicLinks';

// A title's links (856): an ordinary one opens as a link; one that points at an external base asks a
// visitor to sign in, and for a patron opens a new tab from the click at the access address (or
// shows SPEC.md §8's message when the base cannot be reached).
const calls = vi.hoisted(() => ({ access: [] as string[], recorded: [] as string[], answer: (() => Promise.resolve({ link: '' })) as (b: string) => Promise<{ link: string }> }));
vi.mock('@estante/api-endpoints/title', async (original) => ({
  openInNewTab: (await original<{ openInNewTab: unknown }>()).openInNewTab,
  electronicLinksQuery: (cod: number) => ({
    queryKey: ['title', cod, 'links'],
    queryFn: () =>
      Promise.resolve([
        { url: 'http://ebooks.example.com', descricao: 'Click here to access this ebook.', material: null, nota: null },
        { url: 'https://www.loc.gov/toc.html', descricao: 'Table of contents', material: null, nota: null },
      ]),
  }),
  titleBaseLinksQuery: (cod: number) => ({
    queryKey: ['title', cod, 'baseLinks'],
    queryFn: () =>
      Promise.resolve([
        { url: 'http://ebooks.example.com', descricao: 'Click here to access this ebook.', material: null, nota: null, base: 'ebrary', baseDescricao: 'Ebook Central', restrito: true, tipo: 'base' },
        { url: 'https://www.loc.gov/toc.html', descricao: 'Table of contents', material: null, nota: null, base: null, baseDescricao: null, restrito: false, tipo: 'pagina' },
      ]),
  }),
  baseAccessLink: (base: string) => (calls.access.push(base), calls.answer(base)),
  recordLinkAccess: (_cod: number, url: string) => (calls.recorded.push(url), Promise.resolve({ url, acessos: 1 })),
}));
vi.mock('@estante/federation/router', () => ({ useLocation: () => ({ pathname: '/acervo/7', search: '', hash: '' }), useRouteRef: () => () => '/login', Link: ({ children }: { children: unknown }) => children }));
const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('@estante/session', () => ({
  $signedIn: 'signedIn',
  $features: 'features',
  useStore: (store: string) => (store === 'signedIn' ? session.signedIn : []),
  loginPresentation: () => 'page',
  requestLogin: () => undefined,
}));

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(NS);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  calls.access.length = 0;
  calls.recorded.length = 0;
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ElectronicLinks cod={7} />
    </QueryClientProvider>,
  );

describe("a title's links", () => {
  it('a visitor: the base link is not offered, the sign-in prompt names the base; the other link opens as a link', async () => {
    session.signedIn = false;
    show();
    expect(await screen.findByText('Entre para acessar Ebook Central: a base abre com o seu usuário.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Click here/ })).toBeNull();
    const plain = await screen.findByRole('link', { name: /Table of contents/ });
    expect(plain.getAttribute('href')).toBe('https://www.loc.gov/toc.html');
    expect(plain.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a patron: the click opens a tab at once, then sends it to the access address; the opening is counted', async () => {
    session.signedIn = true;
    const replaced: string[] = [];
    const tab = { opener: {}, closed: false, document: { title: '', body: { textContent: '' } }, location: { replace: (u: string) => replaced.push(u) }, close: () => undefined };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    calls.answer = () => Promise.resolve({ link: 'https://ebooks.example.com/acesso?token=t' });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Click here to access this ebook. (Ebook Central, abre numa nova aba)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(replaced).toEqual(['https://ebooks.example.com/acesso?token=t']));
    expect(calls.access).toEqual(['ebrary']);
    expect(calls.recorded).toEqual(['http://ebooks.example.com']);
  });

  it('a base that cannot be reached: the tab is closed and the message says so', async () => {
    session.signedIn = true;
    const tab = { opener: {}, closed: false, document: { title: '', body: { textContent: '' } }, location: { replace: () => undefined }, close: () => (tab.closed = true) };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    calls.answer = () => Promise.reject(new ApiError('http', 502, 'Serviços externos inacessíveis. Entre em contato com o suporte.', { serverCode: 'BASE_EXTERNA_INACESSIVEL' }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Click here to access this ebook/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível abrir Ebook Central.');
    expect(alert.textContent).toContain('Serviços externos inacessíveis. Entre em contato com o suporte.');
    expect(tab.closed).toBe(true);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteBindingsProvider, BrowserRouter, Route, Routes } from '@estante/federation/router';
import { i18n, initI18n } from '@estante/i18n';
import { $session } from '@estante/session';
import { NS } from '../strings';
import { PatronLayout } from './PatronLayout';
import { PageGate } from './PageGate';
import { testBindings } from '../test-bindings';

// The personal area's frame: the menu holds only the pages the patron's category may use (the
// current one marked), folds behind "Páginas do Meu Pergamum" on a phone, and a page the category lacks shows a notice.
vi.setConfig({ testTimeout: 20_000 });

const ALL = [5711, 5712, 5713, 5714, 5715, 5716, 5717, 5718, 5719, 5720];
function signIn(activities: readonly number[]) {
  $session.set({
    user: { cod_pessoa: 1, nome_pessoa: 'Ana Beatriz Souza', login: '20240001', authPermissions: activities.map((a) => ({ cod_modulo: 571, cod_atividade: a })) },
    credentials: { access_token: 'a', refresh_token: 'r' },
    remember: false,
  } as never);
}
const phone = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({ matches, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never;
};

function show(path: string, gate: { activity?: { modulo: number; atividade: number } } = {}) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <RouteBindingsProvider bindings={testBindings}>
        <Routes>
          <Route path="/meupergamum" element={<PatronLayout />}>
            <Route index element={<h1 id="patron-title">Resumo da página</h1>} />
            <Route path="*" element={<PageGate route={gate}><h1 id="patron-title">A página</h1></PageGate>} />
          </Route>
        </Routes>
      </RouteBindingsProvider>
    </BrowserRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(NS);
});
afterEach(() => {
  cleanup();
  $session.set(null);
});

describe('the personal area frame', () => {
  it("lists the patron's permitted pages in route-table order, marks the current one, and shows who is signed in", () => {
    phone(true);
    signIn(ALL.filter((a) => a !== 5720));
    show('/meupergamum/emprestimos');
    const menu = screen.getByRole('navigation', { name: 'Menu da área pessoal' });
    const links = [...menu.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Resumo', 'Empréstimos e renovação', 'Histórico de empréstimos', 'Débitos', 'Reservas', 'Solicitações', 'Alertas', 'Dados pessoais', 'Alterar senha', 'Troca de usuário',
    ]);
    expect(links.map((a) => a.getAttribute('href'))[9]).toBe('/meupergamum/troca-usuario');
    expect(screen.getByRole('link', { name: 'Empréstimos e renovação' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Resumo' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Bem-vindo(a), Ana Beatriz Souza.')).toBeTruthy();
    expect(screen.getByText('Código de usuário: 20240001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sair' }).getAttribute('href')).toBe('/sair');
  });

  it('with the loan token permission the menu has it too', () => {
    phone(true);
    signIn(ALL);
    show('/meupergamum');
    expect(screen.getByRole('link', { name: 'Token de empréstimo' }).getAttribute('href')).toBe('/meupergamum/token-emprestimo');
    expect(screen.getByRole('link', { name: 'Resumo' }).getAttribute('aria-current')).toBe('page');
  });

  it('on a phone the menu starts folded behind its button and opens and closes with it; a picked page folds it again', () => {
    phone(false);
    signIn(ALL);
    show('/meupergamum');
    const toggle = screen.getByRole('button', { name: 'Páginas do Meu Pergamum' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Débitos' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Débitos' }).getAttribute('aria-current')).toBe('page');
  });

  it('on a wide screen the menu starts open', () => {
    phone(true);
    signIn(ALL);
    show('/meupergamum');
    expect(screen.getByRole('button', { name: 'Páginas do Meu Pergamum', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a page whose activity the category lacks shows "not available for your registration", not the page', () => {
    phone(true);
    signIn(ALL.filter((a) => a !== 5720));
    show('/meupergamum/token-emprestimo', { activity: { modulo: 571, atividade: 5720 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Página não disponível');
    expect(screen.getByText(/não está disponível para o seu vínculo/)).toBeTruthy();
    expect(screen.queryByText('A página')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao resumo' }).getAttribute('href')).toBe('/meupergamum');
  });

  it('the same page for a patron who holds the activity', () => {
    phone(true);
    signIn(ALL);
    show('/meupergamum/token-emprestimo', { activity: { modulo: 571, atividade: 5720 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A página');
  });
});

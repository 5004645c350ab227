// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PlanoDisciplina, PlanoEnsino, PlanoEnsinoRequest } from '@estante/api-contract';
import { ApiError } from '@estante/api-client';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { BrowserRouter, RouteBindingsProvider } from '@estante/federation/router';
import { testBindings } from '../../test-bindings';

// The plan editor: an empty plan and pages 20–10 are each named under their field and nothing is
// sent; a title found in the catalogue goes to the basic bibliography; a double click saves once,
// stating the version read; a save refused as stale (409) says so and keeps what was typed.
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no ResizeObserver (antd's text area watches its size).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as never;

const disciplina = { cod_disciplina: 2, codigo: 'ETI201', nome_disciplina: 'Ética Profissional', carga_horaria: 30 };
const data: PlanoDisciplina = { disciplina, cursos: [{ cod_curso: 1, nome_curso: 'Biblioteconomia', sigla: 'BIB', periodo: 6 }], plano: null };
const sent: PlanoEnsinoRequest[] = [];
let answer: (body: PlanoEnsinoRequest) => Promise<PlanoEnsino> = () => new Promise(() => undefined);
vi.mock('@estante/api-endpoints/patron', () => ({
  teachingPlansKey: (cod: number) => ['patron', cod, 'teaching-plan'],
  disciplinePlanQuery: (cod: number, d: number) => ({ queryKey: ['patron', cod, 'teaching-plan', 'discipline', d], queryFn: () => Promise.resolve(data) }),
  saveDisciplinePlan: (_d: number, body: PlanoEnsinoRequest) => {
    sent.push(body);
    return answer(body);
  },
  deleteDisciplinePlan: () => Promise.resolve({ message: 'ok' }),
}));
vi.mock('@estante/api-endpoints/catalogue', () => ({
  searchQuery: (q: { termo_pesquisa: string }) => ({
    queryKey: ['search', q],
    queryFn: () => Promise.resolve({ data: [{ cod_acervo: 55, obra: 'Ética a Nicômaco', descricao: 'Ética a Nicômaco / Aristóteles' }], total: 1 }),
  }),
}));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string, v?: Record<string, unknown>) => (v && 'title' in v ? `${key}:${String(v.title)}` : key), i18n: { language: 'pt' }, ready: true }),
}));

const { PlanEditor } = await import('./PlanEditor');

const show = () =>
  render(
    <BrowserRouter>
      <RouteBindingsProvider bindings={testBindings}>
        <QueryClientProvider client={new QueryClient()}>
          <PlanEditor codPessoa={3} codDisciplina={2} />
        </QueryClientProvider>
      </RouteBindingsProvider>
    </BrowserRouter>,
  );

/** The text under a field: its error, named by aria-describedby. */
const messageUnder = (field: HTMLElement) => {
  const id = (field.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(() => {
  cleanup();
  sent.length = 0;
});

async function addTitle() {
  fireEvent.change(screen.getByLabelText('picker.label'), { target: { value: 'ética' } });
  fireEvent.keyDown(screen.getByLabelText('picker.label'), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('button', { name: 'picker.addBasicFor:Ética a Nicômaco' }));
}

describe('the plan editor', () => {
  it('an empty plan: the message under the first field, nothing sent; pages 20–10: the message under the end page, nothing sent', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'save' }));
    const ementa = screen.getByLabelText('fields.ementa');
    await waitFor(() => expect(messageUnder(ementa)).toBe('errors.planoVazio'));
    expect(ementa.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(ementa, { target: { value: 'Ética profissional.' } });
    await addTitle();
    expect(screen.getByRole('link', { name: 'Ética a Nicômaco' }).getAttribute('href')).toBe('/acervo/55');
    fireEvent.change(screen.getByLabelText('bib.startPage'), { target: { value: '20' } });
    const end = screen.getByLabelText('bib.endPage');
    fireEvent.change(end, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(messageUnder(end)).toBe('errors.paginasInvertidas'));
    expect(messageUnder(ementa)).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('a double click saves once, the version read (0: new) and the bibliography with its pages', async () => {
    answer = () => new Promise(() => undefined); // still pending
    show();
    fireEvent.change(await screen.findByLabelText('fields.ementa'), { target: { value: 'Ética profissional.' } });
    await addTitle();
    fireEvent.change(screen.getByLabelText('bib.startPage'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('bib.endPage'), { target: { value: '30' } });
    const save = screen.getByRole('button', { name: 'save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    fireEvent.click(save);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      ementa: 'Ética profissional.', objetivos: null, conteudo: null, metodologia: null, avaliacao: null, versao: 0,
      bibliografia: [{ cod_acervo: 55, tipo: 'B', capitulo: null, pagina_inicial: 20, pagina_final: 30, nota: null }],
    });
  });

  it('a save another window made stale (409): the warning with a reload, what was typed kept', async () => {
    answer = () => Promise.reject(new ApiError('http', 409, 'changed', { serverCode: 'VERSAO_DESATUALIZADA' }));
    show();
    const ementa = await screen.findByLabelText('fields.ementa');
    fireEvent.change(ementa, { target: { value: 'Minha versão.' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('stale.title')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'stale.reload' })).toBeTruthy();
    expect((ementa as HTMLTextAreaElement).value).toBe('Minha versão.');
  });
});

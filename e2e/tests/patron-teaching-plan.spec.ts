import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// Teaching plans (issue 25 item 5; SPEC.md §5 "at least one teaching-plan field", "bibliography start
// page not greater than end page"): the demo professor (P0001) writes the plan of Ética Profissional —
// an empty plan and pages 20–10 each named under their field — adds a title found in the catalogue to
// the basic bibliography and saves; the demo student (20240001, Biblioteconomia, a course with that
// discipline) then reads it with the title's availability and a link to the title. axe, 375 px.
// SHOTS=<folder> saves screenshots of the pages at 1366 and 375 px.

const SHOTS = process.env.SHOTS;
const ETI = { cod: 2, code: 'ETI201', name: 'Ética Profissional' };
const TERM = 'ética';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The message under a field: the text its control names in aria-describedby as its error. */
async function expectMessageUnder(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  expect(ids).toHaveLength(1);
  await expect(field.page().locator(`[id="${ids[0]}"]`)).toHaveText(text);
}

/** The first title the catalogue finds for TERM (as the picker asks it), and what its copies say now. */
async function firstFound(request: APIRequestContext, token: string) {
  const res = await request.get(`${API}/api/consulta?termo_pesquisa=${encodeURIComponent(TERM)}&perPage=10`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const first = ((await res.json()) as { data: { cod_acervo: number; obra: string }[] }).data[0]!;
  const avail = await request.get(`${API}/api/acervo/disponibilidade?acervos=${first.cod_acervo}`, { headers: bearer(token) });
  const campi = ((await avail.json()) as { cod_acervo: number; campi: { total: number; disponiveis: number }[] }[])[0]?.campi ?? [];
  const total = campi.reduce((n, c) => n + c.total, 0);
  const disponiveis = campi.reduce((n, c) => n + c.disponiveis, 0);
  const text =
    total === 0
      ? 'Sem exemplares no acervo'
      : disponiveis > 0
        ? `Disponível: ${disponiveis} de ${total} ${total === 1 ? 'exemplar' : 'exemplares'}`
        : total === 1
          ? 'Indisponível agora: o exemplar está emprestado ou reservado'
          : `Indisponível agora: os ${total} exemplares estão emprestados ou reservados`;
  return { ...first, availability: text };
}

test.describe('teaching plan', () => {
  test('the professor writes a plan: empty → message under the field; pages 20–10 → message under the end page; a catalogue title added and saved; axe; 375 px', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.professor);
    const title = await firstFound(request, token);
    await signInAs(page, DEMO.professor, '/meupergamum/plano-ensino');
    await expect(page.getByRole('heading', { level: 1, name: 'Plano de ensino' })).toBeVisible();
    await expect(page).toHaveTitle(/^Plano de ensino \| Meu Pergamum/);
    await expect(page.getByRole('navigation', { name: 'Menu da área pessoal' }).getByRole('link', { name: 'Plano de ensino' })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row').filter({ hasText: `${ETI.code} — ${ETI.name}` });
    await expect(row).toContainText('Ainda sem plano');
    await expect(page.getByRole('row').filter({ hasText: 'MET101 — Metodologia Científica' })).toContainText(/Salvo em .+ · \d+ títulos/);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shoot(page, 'teaching-plan-professor');

    await page.getByRole('link', { name: `Criar plano: ${ETI.name}` }).click();
    await expect(page).toHaveURL(`/meupergamum/plano-ensino?disciplina=${ETI.cod}`);
    await expect(page.getByRole('heading', { level: 2, name: `${ETI.code} — ${ETI.name}` })).toBeVisible();
    await expect(page.getByText('Este plano ainda não foi salvo.')).toBeVisible();

    // Nothing filled: the rule's message under the first field; nothing sent.
    const save = page.getByRole('button', { name: 'Salvar plano' });
    await save.click();
    const ementa = page.getByLabel('Ementa', { exact: true });
    await expectMessageUnder(ementa, 'Preencha ao menos um campo do plano: ementa, objetivos, conteúdo, metodologia ou avaliação.');
    await expect(ementa).toBeFocused();
    await ementa.fill('Ética e deontologia profissional; o código de ética da profissão; dilemas éticos no trabalho.');

    // The catalogue picker: too short a term is named under its field, then a real search.
    const search = page.getByLabel('Buscar no acervo');
    await search.fill('ét');
    await search.press('Enter');
    await expectMessageUnder(search, 'Informe ao menos 3 caracteres.');
    await search.fill(TERM);
    await search.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /títulos? encontrados? para "ética"/ })).toBeVisible();
    await expect(page).toHaveURL(`/meupergamum/plano-ensino?disciplina=${ETI.cod}`); // Enter searched, it did not save
    await page.getByRole('button', { name: `Adicionar à básica: ${title.obra}` }).first().click();
    const basic = page.getByRole('region', { name: 'Bibliografia básica' });
    await expect(basic.getByRole('link', { name: title.obra })).toHaveAttribute('href', `/acervo/${title.cod_acervo}`);
    await expect(page.getByRole('list', { name: 'Títulos encontrados' }).getByRole('listitem').first()).toContainText('Já está na bibliografia.');

    // Pages 20–10: the message under the end page; the plan is not saved.
    await basic.getByLabel('Capítulo (opcional)').fill('Capítulo 4');
    await basic.getByLabel('Página inicial').fill('20');
    const end = basic.getByLabel('Página final');
    await end.fill('10');
    await save.click();
    await expectMessageUnder(end, 'A página inicial não pode ser maior que a página final.');
    await expectAxeClean(page);
    const before = await request.get(`${API}/api/plano-ensino/disciplina/${ETI.cod}`, { headers: bearer(token) });
    expect(((await before.json()) as { plano: unknown }).plano).toBeNull();

    await end.fill('30');
    await save.click();
    await expect(page.getByText('Plano de ensino salvo.')).toBeVisible();
    await expect(page.getByText(/Salvo pela última vez em /)).toBeVisible();
    const saved = (await (await request.get(`${API}/api/plano-ensino/disciplina/${ETI.cod}`, { headers: bearer(token) })).json()) as {
      plano: { versao: number; ementa: string; bibliografia: { cod_acervo: number; tipo: string; capitulo: string; pagina_inicial: number; pagina_final: number }[] };
    };
    expect(saved.plano).toMatchObject({ versao: 1, ementa: expect.stringMatching(/^Ética e deontologia/) });
    expect(saved.plano.bibliografia).toEqual([expect.objectContaining({ cod_acervo: title.cod_acervo, tipo: 'B', capitulo: 'Capítulo 4', pagina_inicial: 20, pagina_final: 30 })]);
    await fitsPhone(page);
    await shoot(page, 'teaching-plan-editor');

    // Saved again from this window: it states the version it now shows (2), not the one it opened with.
    await page.getByLabel('Metodologia').fill('Estudos de caso.');
    await save.click();
    await expect(page.getByText('Plano de ensino salvo.').first()).toBeVisible();
    await expect.poll(async () => ((await (await request.get(`${API}/api/plano-ensino/disciplina/${ETI.cod}`, { headers: bearer(token) })).json()) as { plano: { versao: number } }).plano.versao).toBe(2);
  });

  test('a save from a window opened before another save is refused, nothing overwritten; "Recarregar plano" shows the current plan', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.professor);
    await signInAs(page, DEMO.professor, `/meupergamum/plano-ensino?disciplina=${ETI.cod}`);
    await expect(page.getByLabel('Ementa', { exact: true })).not.toHaveValue('');
    const current = (await (await request.get(`${API}/api/plano-ensino/disciplina/${ETI.cod}`, { headers: bearer(token) })).json()) as { plano: Record<string, unknown> & { versao: number; bibliografia: Record<string, unknown>[] } };
    // Another window saves first.
    const other = await request.put(`${API}/api/plano-ensino/disciplina/${ETI.cod}`, {
      headers: bearer(token),
      data: { ementa: current.plano.ementa, objetivos: current.plano.objetivos, conteudo: current.plano.conteudo, metodologia: current.plano.metodologia, avaliacao: 'Seminário.', bibliografia: current.plano.bibliografia.map(({ cod_acervo, tipo, capitulo, pagina_inicial, pagina_final, nota }) => ({ cod_acervo, tipo, capitulo, pagina_inicial, pagina_final, nota })), versao: current.plano.versao },
    });
    expect(other.status(), await other.text()).toBe(200);
    await page.getByLabel('Avaliação').fill('Prova escrita.');
    await page.getByRole('button', { name: 'Salvar plano' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'O plano mudou em outra janela' })).toBeVisible();
    await expect(page.getByLabel('Avaliação')).toHaveValue('Prova escrita.');
    await page.getByRole('button', { name: 'Recarregar plano' }).click();
    await expect(page.getByLabel('Avaliação')).toHaveValue('Seminário.');
  });

  test('the student reads the plan of a discipline of their course: the title with its availability and a link to it; axe; 375 px', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const title = await firstFound(request, token);
    await signInAs(page, DEMO.undergraduate, '/meupergamum/plano-ensino');
    await expect(page.getByRole('heading', { level: 2, name: 'Biblioteconomia (BIB)' })).toBeVisible();
    await expect(page.getByText('Disciplinas que você leciona')).toHaveCount(0);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shoot(page, 'teaching-plan-student');

    await page.getByRole('link', { name: `Plano de Carlos Eduardo Mendes: ${ETI.name}` }).click();
    await expect(page).toHaveURL(/\/meupergamum\/plano-ensino\?plano=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: `${ETI.code} — ${ETI.name}` })).toBeVisible();
    await expect(page.getByText(/^Professor\(a\): Carlos Eduardo Mendes · atualizado em /)).toBeVisible();
    await expect(page.getByText('Ética e deontologia profissional; o código de ética da profissão; dilemas éticos no trabalho.')).toBeVisible();
    const basic = page.getByRole('region', { name: 'Bibliografia básica' });
    const item = basic.getByRole('listitem').filter({ hasText: title.obra });
    await expect(item).toContainText('Capítulo: Capítulo 4 · p. 20–30');
    await expect(item).toContainText(title.availability);
    await expect(page.getByRole('button', { name: 'Salvar plano' })).toHaveCount(0);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shoot(page, 'teaching-plan-read');

    await item.getByRole('link', { name: title.obra }).click();
    await expect(page).toHaveURL(`/acervo/${title.cod_acervo}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // Not hers to change: the editor's address answers with the server's refusal.
    await page.goto(`/meupergamum/plano-ensino?disciplina=${ETI.cod}`);
    await expect(page.getByRole('alert')).toContainText('Só o professor que leciona esta disciplina pode alterar o plano de ensino dela.');
  });

  test('in English and Spanish', async ({ page }) => {
    await signInAs(page, DEMO.professor, `/meupergamum/plano-ensino?disciplina=${ETI.cod}`);
    await page.goto(`/meupergamum/plano-ensino?disciplina=${ETI.cod}&lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teaching plan' })).toBeVisible();
    await expect(page.getByLabel('Summary', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save plan' })).toBeVisible();
    await page.goto(`/meupergamum/plano-ensino?disciplina=${ETI.cod}&lng=es`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de enseñanza' })).toBeVisible();
    await expect(page.getByLabel('Buscar en el acervo')).toBeVisible();
    await page.goto('/meupergamum/plano-ensino?lng=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Plano de ensino' })).toBeVisible();
  });
});

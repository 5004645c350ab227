import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// The personal area's acquisition suggestions and purchase orders (issue 25 item 4; SPEC.md §3, §4,
// §5, §6): the seeded patron's suggestions with their statuses by name and what became of each (the
// order, the arrival and the catalogued title, the refusal and its reason), statistics, the status
// filter kept in the address, a new suggestion (the footer's rules, messages under their fields; a
// double click sends once), and the professor's teacher's suggestion naming a discipline. axe, 375 px.

const PAGE = '/meupergamum/sugestoes';
const SEND = '/api/unidade-informacao/sugestao-aquisicao';
const SHOTS = '/tmp/shots-c';

interface Mine {
  total: number;
  sugestoes: { cod_situacao: number; titulo: string; chegada: { cod_acervo: number | null; titulo: string | null } | null }[];
}

function recordPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === SEND) seen.push(r);
  });
  return seen;
}

/** A row of the list, as a table row or as a card on a narrow screen. */
const row = (page: Page, text: string) => page.locator('.acq-table').locator('tbody tr, li.estante-table__card').filter({ hasText: text });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('#patron-title')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('personal area: acquisition suggestions', () => {
  test('Ana sees her suggestions with statuses by name and their story, her statistics, and filters by status; axe; 375 px', async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const mine = (await (await request.get(`${API}/api/aquisicao/sugestoes`, { headers: { ...bearer(token), lang: '1' } })).json()) as Mine;
    const arrived = mine.sugestoes.find((s) => s.cod_situacao === 2 && s.chegada?.cod_acervo);
    expect(arrived, 'the seed has an arrived, catalogued suggestion of Ana').toBeTruthy();

    await signInAs(page, DEMO.undergraduate, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Sugestões de aquisição' })).toBeVisible();
    await expect(page).toHaveTitle(/^Sugestões de aquisição \| Meu Pergamum/);
    await expect(page.getByRole('navigation', { name: 'Menu da área pessoal' }).getByRole('link', { name: 'Sugestões de aquisição' })).toBeVisible();

    // Statuses by name and what became of each.
    await expect(row(page, 'Ansiedade: como enfrentar o mal do século')).toContainText('Não atendida');
    await expect(row(page, 'Ansiedade: como enfrentar o mal do século')).toContainText('A biblioteca não vai comprar este título. Motivo: Obra de autoajuda');
    const waiting = row(page, 'Engenharia de software');
    await expect(waiting).toContainText('Aguardando entrega');
    await expect(waiting).toContainText(/Pedido de compra PC-\d{4}\/0011, de \d{1,2} de .+? de \d{4}, ao fornecedor Livraria Acadêmica Sul: Enviado ao fornecedor\./);
    await expect(waiting).toContainText(/Entrega prevista para \d{1,2} de .+? de \d{4}\./);
    await expect(row(page, 'Formação do Brasil contemporâneo')).toContainText('Esgotada');
    await expect(row(page, 'O povo brasileiro')).toContainText('Em análise pela biblioteca; ainda sem pedido de compra.');
    const arrivedRow = row(page, arrived!.titulo);
    await expect(arrivedRow).toContainText('Atendida');
    await expect(arrivedRow).toContainText(/Chegou à biblioteca em \d{1,2} de .+? de \d{4}\. No acervo:/);
    const link = arrivedRow.locator('.acq-story').getByRole('link', { name: arrived!.chegada!.titulo! });
    await expect(link).toHaveAttribute('href', `/acervo/${arrived!.chegada!.cod_acervo}`);

    // Statistics.
    const stats = page.getByRole('region', { name: 'Estatísticas das suas sugestões' });
    await expect(stats).toContainText(`${mine.total} sugestões enviadas`);
    await expect(stats).toContainText('Taxa de atendimento:');
    await expect(stats.getByRole('heading', { name: 'Por ano' })).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, 'sugestoes-ana');
    await fitsPhone(page);

    // The filter: every status by name; the choice kept in the address.
    const filter = page.getByLabel('Situação', { exact: true });
    await expect(filter.locator('option')).toHaveText([
      'Todas as situações', 'Aguardando entrega', 'Atendida', 'Cancelada', 'Duplicada', 'Em cotação', 'Esgotada', 'Finalizada / incompleta',
      'Já existe no acervo', 'Não atendida', 'Não localizada', 'Parcialmente atendida', 'Em negociação', 'Pré-sugestão', 'Sugestão de compra',
    ]);
    await filter.selectOption({ label: 'Não atendida' });
    await expect(page).toHaveURL(`${PAGE}?situacao=9`);
    await expect(row(page, 'Ansiedade')).toBeVisible();
    await expect(row(page, 'Engenharia de software')).toHaveCount(0);
    await filter.selectOption({ label: 'Duplicada' });
    await expect(page.getByText('Nenhuma sugestão nesta situação.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('4');
    await filter.selectOption({ label: 'Todas as situações' });
    await expect(page).toHaveURL(PAGE);
  });

  test('a new suggestion: the rules’ messages under their fields, no teacher’s fields for a student, a double click sends once', async ({ page }) => {
    const posts = recordPosts(page);
    await signInAs(page, DEMO.undergraduate, PAGE);
    await page.getByRole('button', { name: 'Nova sugestão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova sugestão de aquisição' });
    await expect(dialog.getByLabel('Sugestão de professor (para um curso ou disciplina)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(dialog.getByText('Escolha a biblioteca.')).toBeVisible();
    await expect(dialog.getByText('Informe o título.')).toBeVisible();
    await expect(dialog.getByText('Informe a editora.')).toBeVisible();
    const title = dialog.getByLabel('Título', { exact: true });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/nova-sugestao-1366.png` });
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(dialog.getByText('Informe a editora.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/nova-sugestao-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'Biblioteca Central' });
    await title.fill('   ');
    await dialog.getByLabel('Editora', { exact: true }).fill('Companhia das Letras');
    await dialog.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(dialog.getByText('Informe o título.')).toBeVisible();
    expect(posts).toHaveLength(0);

    await title.fill('Torto arado');
    await dialog.getByLabel('Autor', { exact: true }).fill('Vieira Junior, Itamar');
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === SEND && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Enviar sugestão' }).dblclick();
    expect((await response).status()).toBe(201);
    await expect(page.locator('.ant-notification-top').getByText('Sugestão enviada.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    const added = row(page, 'Torto arado');
    await expect(added).toContainText('Pré-sugestão');
    await expect(added).toContainText('Em análise pela biblioteca');
    await expect(added).not.toContainText('Sugestão de professor');
  });

  test('the professor sends a teacher’s suggestion naming a course and a discipline; it is listed marked', async ({ page }) => {
    await signInAs(page, DEMO.professor, PAGE);
    await expect(row(page, 'Como elaborar projetos de pesquisa')).toContainText('Sugestão de professor');
    await expect(row(page, 'Como elaborar projetos de pesquisa')).toContainText('Disciplina: MET101 — Metodologia Científica');
    await page.getByRole('button', { name: 'Nova sugestão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova sugestão de aquisição' });
    await dialog.getByLabel('Sugestão de professor (para um curso ou disciplina)').check();
    const course = dialog.getByLabel('Curso', { exact: true });
    await expect(course.locator('option', { hasText: 'Biblioteconomia' })).toHaveCount(1);
    await course.selectOption({ label: 'Direito' });
    const discipline = dialog.getByLabel('Disciplina', { exact: true });
    await expect(discipline.locator('option', { hasText: 'DIR202 — Direito Administrativo' })).toHaveCount(1);
    await expect(discipline.locator('option', { hasText: 'CCO101' })).toHaveCount(0);
    await discipline.selectOption({ label: 'DIR202 — Direito Administrativo' });
    await dialog.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'Biblioteca Central' });
    await dialog.getByLabel('Título', { exact: true }).fill('Curso de direito administrativo');
    await dialog.getByLabel('Autor', { exact: true }).fill('Mello, Celso Antônio Bandeira de');
    await dialog.getByLabel('Editora', { exact: true }).fill('Malheiros');
    await expectAxeClean(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === SEND && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Enviar sugestão' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ professor: true, curso: 3, disciplina: 12, titulo: 'Curso de direito administrativo' });
    expect(await response.json()).toMatchObject({ professor: true, situacao: 'Pré-sugestão' });
    const added = row(page, 'Curso de direito administrativo');
    await expect(added).toContainText('Sugestão de professor');
    await expect(added).toContainText('Curso: Direito');
    await expect(added).toContainText('Disciplina: DIR202 — Direito Administrativo');
    await expectAxeClean(page);
    await shoot(page, 'sugestoes-professor');
  });

  test('in English and Spanish the statuses and the story read in the language', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, PAGE);
    for (const [lng, heading, status] of [
      ['en', 'Acquisition suggestions', 'Awaiting delivery'],
      ['es', 'Sugerencias de adquisición', 'Esperando entrega'],
    ] as const) {
      await page.goto(`${PAGE}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(row(page, 'Engenharia de software')).toContainText(status);
    }
    await expect(row(page, 'Ansiedade')).toContainText('La biblioteca no comprará este título.');
  });
});

import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// Issue 26 items 5 and 6: the bibliographic survey and exchange of publications pages (the seeded
// requests with status and the library's answer; a new request with every rule's message under its
// field; cancel once) and the personal statistics (figures equal to the API's, chart with the table
// beside it, subjects read most). axe, 375 px, screenshots at 1366 and 375 px.

const SURVEY = '/meupergamum/levantamento-bibliografico';
const EXCHANGE = '/meupergamum/permuta';
const STATS = '/meupergamum/estatisticas';
const SHOTS = '/tmp/shots-e';

/** `GET /api/pessoas/estatisticas` (the contract's EstatisticasPessoais). */
interface EstatisticasPessoais {
  total: number;
  anos: { ano: number; total: number; meses: { mes: number; emprestimos: number }[] }[];
  assuntos: { cod_autoridade: number; assunto: string; emprestimos: number }[];
}

/** A row of a list, as a table row or as a card on a narrow screen. */
const row = (page: Page, text: string) => page.locator('.lr-table').locator('tbody tr, li.estante-table__card').filter({ hasText: text });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('#patron-title')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

function recordWrites(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

test.describe('personal area: bibliographic survey', () => {
  test("Ana's surveys: the answered one with the library's answer, the one in progress; axe; 375 px", async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, SURVEY);
    await expect(page.getByRole('heading', { level: 1, name: 'Levantamento bibliográfico' })).toBeVisible();
    await expect(page).toHaveTitle(/^Levantamento bibliográfico \| Meu Pergamum/);
    const answered = row(page, 'Letramento informacional no ensino superior');
    await expect(answered).toContainText('Respondido');
    await expect(answered).toContainText('Encontramos 27 referências sobre letramento informacional');
    await expect(answered).toContainText('Idiomas: Português, Inglês, Espanhol');
    await expect(answered.getByRole('button', { name: /Cancelar/ })).toHaveCount(0);
    const progress = row(page, 'Competência em informação e inteligência artificial');
    await expect(progress).toContainText('Em andamento');
    await expect(progress).toContainText('Ainda sem resposta.');
    await expect(progress.getByRole('button', { name: 'Cancelar pedido: Competência em informação e inteligência artificial' })).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, 'levantamento-ana');
    await fitsPhone(page);
  });

  test('a new survey: each rule under its field (start after end, past deadline), then sent, listed as received and cancelled once', async ({ page }) => {
    const posts = recordWrites(page, 'POST', /^\/api\/pessoas\/levantamento-bibliografico$/);
    const cancels = recordWrites(page, 'PUT', /^\/api\/pessoas\/levantamento-bibliografico\/\d+\/cancelamento$/);
    await signInAs(page, DEMO.undergraduate, SURVEY);
    await page.getByRole('button', { name: 'Novo levantamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo levantamento bibliográfico' });
    await expect(dialog.getByRole('checkbox', { name: 'Livro' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.locator('#novo-levantamento-assunto-error')).toHaveText('Preencha este campo.');
    await expect(dialog.locator('#novo-levantamento-ano_inicio-error')).toHaveText('Preencha este campo.');
    await expect(dialog.locator('#novo-levantamento-idiomas-error')).toHaveText('Escolha ao menos um idioma.');
    await expect(dialog.locator('#novo-levantamento-tipos_obra-error')).toHaveText('Escolha ao menos um tipo de material.');
    await expect(dialog.locator('#novo-levantamento-prazo-error')).toHaveText('Preencha este campo.');
    await expect(dialog.getByRole('group', { name: 'Idiomas' }).getByRole('checkbox', { name: 'Português' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('group', { name: 'Idiomas' })).toHaveAccessibleDescription('Escolha ao menos um idioma.');
    await expectAxeClean(page);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/novo-levantamento-1366.png` });
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/novo-levantamento-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByLabel('Assunto', { exact: true }).fill('Repositórios institucionais');
    await dialog.getByLabel('Ano inicial').fill('2022');
    await dialog.getByLabel('Ano final').fill('2015');
    await dialog.getByRole('checkbox', { name: 'Português' }).check();
    await dialog.getByRole('checkbox', { name: 'Livro' }).check();
    await dialog.getByRole('checkbox', { name: 'Periódico' }).check();
    await dialog.getByLabel('Finalidade').selectOption({ label: 'Projeto de pesquisa' });
    await dialog.getByLabel('Prazo').fill('01/01/2000');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.locator('#novo-levantamento-ano_inicio-error')).toHaveText('O ano inicial não pode ser posterior ao ano final.');
    await expect(dialog.locator('#novo-levantamento-prazo-error')).toHaveText('O prazo não pode ser uma data passada.');
    expect(posts).toHaveLength(0);

    await dialog.getByLabel('Ano inicial').fill('2015');
    await dialog.getByLabel('Ano final').fill('2022');
    // Typed as on a Portuguese page: dd/mm/aaaa (the field keeps the ISO day).
    const deadline = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10).split('-').reverse().join('/');
    await dialog.getByLabel('Prazo').fill(deadline);
    await dialog.getByRole('button', { name: 'Enviar pedido' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pedido de levantamento bibliográfico recebido.')).toBeVisible();
    expect(posts).toHaveLength(1);
    const mine = row(page, 'Repositórios institucionais');
    await expect(mine).toContainText('Recebido');
    await expect(mine).toContainText('Período: 2015 a 2022');
    await expect(mine).toContainText('Tipos de material: Livro, Periódico');

    await mine.getByRole('button', { name: 'Cancelar pedido: Repositórios institucionais' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar o pedido?' });
    await confirm.getByRole('button', { name: 'Cancelar pedido' }).dblclick();
    await expect(mine).toContainText('Cancelado');
    await expect(mine).toContainText('Cancelado por você');
    await expect(mine.getByRole('button', { name: /Cancelar pedido:/ })).toHaveCount(0);
    expect(cancels).toHaveLength(1);
  });
});

test.describe('personal area: exchange of publications', () => {
  test("Ana's exchange offer, a new request asking for publications with its rules, and the page at 375 px", async ({ page }) => {
    const posts = recordWrites(page, 'POST', /^\/api\/pessoas\/permuta$/);
    await signInAs(page, DEMO.undergraduate, EXCHANGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Permuta de publicações' })).toBeVisible();
    await expect(page).toHaveTitle(/^Permuta de publicações \| Meu Pergamum/);
    const offer = row(page, 'Revista Brasileira de Biblioteconomia e Documentação');
    await expect(offer).toContainText('Ofereço publicações');
    await expect(offer).toContainText('4 × Revista Brasileira de Biblioteconomia e Documentação');
    await expect(offer).toContainText('Recebido');
    await expectAxeClean(page);
    await shoot(page, 'permuta-ana');
    await fitsPhone(page);

    await page.getByRole('button', { name: 'Novo pedido de permuta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo pedido de permuta' });
    await dialog.getByLabel('Modalidade').selectOption({ label: 'Procuro publicações' });
    await dialog.getByRole('button', { name: 'Adicionar publicação' }).click();
    await expect(dialog.getByRole('group', { name: 'Publicação 2' })).toBeVisible();
    await expect(dialog.locator('#nova-permuta-itens-1-titulo')).toBeFocused();
    await dialog.locator('#nova-permuta-itens-0-titulo').fill('Ciência da Informação v. 50');
    await dialog.locator('#nova-permuta-itens-0-ano').fill('3021');
    await dialog.locator('#nova-permuta-itens-0-quantidade').fill('0');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.locator('#nova-permuta-itens-0-ano-error')).toHaveText(/O ano não pode passar de \d{4}\./);
    await expect(dialog.locator('#nova-permuta-itens-0-quantidade-error')).toHaveText('Informe uma quantidade de 1 a 999.');
    await expect(dialog.locator('#nova-permuta-itens-1-titulo-error')).toHaveText('Preencha este campo.');
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/nova-permuta-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(posts).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Remover a publicação 2' }).click();
    await expect(dialog.getByRole('group', { name: 'Publicação 2' })).toHaveCount(0);
    await dialog.locator('#nova-permuta-itens-0-ano').fill('2021');
    await dialog.locator('#nova-permuta-itens-0-quantidade').fill('2');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    const mine = row(page, 'Ciência da Informação v. 50');
    await expect(mine).toContainText('Procuro publicações');
    await expect(mine).toContainText('2 × Ciência da Informação v. 50 — 2021');
    await expect(mine).toContainText('Recebido');
  });
});

test.describe('personal area: personal statistics', () => {
  test("Ana's loans per year and month and her subjects equal the API's; chart with the table beside it; axe; 375 px; English", async ({ page, request }) => {
    const token = await patronToken(request, DEMO.undergraduate);
    const stats = (await (await request.get(`${API}/api/pessoas/estatisticas`, { headers: { ...bearer(token), lang: '1' } })).json()) as EstatisticasPessoais;
    expect(stats.total, 'the seed gives Ana a loan history').toBeGreaterThan(0);
    await signInAs(page, DEMO.undergraduate, STATS);
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas estatísticas' })).toBeVisible();
    await expect(page).toHaveTitle(/^Minhas estatísticas \| Meu Pergamum/);
    await expect(page.getByText(new RegExp(`^${stats.total} empréstimos? desde`))).toBeVisible();

    const years = page.getByRole('table', { name: 'Empréstimos por ano' });
    await expect(years.locator('tbody tr')).toHaveCount(stats.anos.length);
    for (const [i, y] of stats.anos.entries()) await expect(years.locator('tbody tr').nth(i)).toHaveText(`${y.ano}${y.total}`);

    const latest = stats.anos[0]!;
    const months = page.getByRole('table', { name: `Empréstimos por mês em ${latest.ano}` });
    await expect(months.locator('tbody tr')).toHaveCount(13);
    for (const m of latest.meses) await expect(months.locator('tbody tr').nth(m.mes - 1).locator('td')).toHaveText(String(m.emprestimos));
    await expect(months.locator('tbody tr').last()).toHaveText(`Total${latest.total}`);
    await expect(page.getByRole('img', { name: new RegExp(`empréstimos por mês em ${latest.ano}: ${latest.total} no ano`) })).toBeVisible();
    for (const m of latest.meses) await expect(page.locator(`.ps-chart [data-mes="${m.mes}"] rect`)).toHaveAttribute('data-valor', String(m.emprestimos));

    const subjects = page.getByRole('table', { name: 'Assuntos mais lidos' });
    await expect(subjects.locator('tbody tr')).toHaveCount(stats.assuntos.length);
    for (const [i, s] of stats.assuntos.entries()) await expect(subjects.locator('tbody tr').nth(i)).toHaveText(`${i + 1}.${s.assunto}${s.emprestimos}`);

    if (stats.anos.length > 1) {
      const older = stats.anos[1]!;
      await page.getByLabel('Ano', { exact: true }).selectOption(String(older.ano));
      await expect(page).toHaveURL(`${STATS}?ano=${older.ano}`);
      await expect(page.getByRole('table', { name: `Empréstimos por mês em ${older.ano}` }).locator('tbody tr').last()).toHaveText(`Total${older.total}`);
      await page.goto(STATS);
    }
    await expectAxeClean(page);
    await shoot(page, 'estatisticas-ana');
    await fitsPhone(page);

    for (const [lng, title, caption] of [
      ['en', 'My statistics', `Loans per month in ${latest.ano}`],
      ['es', 'Mis estadísticas', `Préstamos por mes en ${latest.ano}`],
    ] as const) {
      await page.goto(`${STATS}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('table', { name: caption }).locator('tbody tr').last()).toHaveText(new RegExp(`^Total${latest.total}$`));
    }
    await page.goto(`${STATS}?lng=pt`);
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas estatísticas' })).toBeVisible();
  });
});

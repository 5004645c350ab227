import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, bearer, DEMO, expect, expectAxeClean, fitsPhone, patronToken, signInAs, test } from './helpers';

// The interest profile and "new for you" (issue 26 item 1). Bruno (20240002) has a seeded profile
// that matches the month's new acquisitions: the summary names them and "new for you" lists them with
// the reason. Ana edits her profile: a serial needs at least one kind of notice (the message under the
// field), an author is picked from the catalogue's index as she types (keyboard only), title words are
// added once (again: the form says it is there already), an entry is changed and removed. pt/en/es,
// axe-clean, no sideways scroll at 375 px. SHOTS=<folder> saves screenshots at 1366 and 375 px.

const SHOTS = process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[1366, 900], [375, 800]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('#patron-title')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu da área pessoal' });

interface News {
  total: number;
  data: { cod_acervo: number; obra: string; motivos: string[] }[];
}
async function brunosNews(request: APIRequestContext): Promise<News> {
  const res = await request.get(`${API}/api/perfil-interesse/novidades?perPage=50`, { headers: bearer(await patronToken(request, DEMO.graduate)) });
  expect(res.status()).toBe(200);
  return (await res.json()) as News;
}

test.describe('interest profile', () => {
  test("Bruno's summary names what is new for him; 'new for you' lists it with why, in pt, en and es", async ({ page, request }) => {
    const news = await brunosNews(request);
    expect(news.total).toBeGreaterThan(0);
    await signInAs(page, DEMO.graduate, '/meupergamum');
    const card = page.getByRole('region', { name: 'Novidades para você' });
    await expect(card).toContainText(news.total === 1 ? '1 título novo do seu perfil no último mês.' : `${news.total} títulos novos do seu perfil no último mês.`);
    await expect(card.getByRole('link', { name: news.data[0]!.obra })).toBeVisible();
    await card.getByRole('link', { name: 'Ver todas as novidades' }).click();
    await expect(page).toHaveURL('/meupergamum/novidades');
    await expect(page.getByRole('heading', { level: 1, name: 'Novidades para você' })).toBeVisible();
    await expect(page).toHaveTitle(/^Novidades para você \| /);
    await expect(menu(page).getByRole('link', { name: 'Novidades para você', exact: true })).toHaveAttribute('aria-current', 'page');
    const rows = page.locator('.interest-news tbody tr');
    await expect(rows).toHaveCount(Math.min(news.total, 20));
    await expect(rows.first()).toContainText(news.data[0]!.obra);
    await expect(rows.first()).toContainText(news.data[0]!.motivos[0]!);
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'new-for-you');
    await page.goto('/meupergamum?lng=pt');
    await expect(page.getByRole('region', { name: 'Novidades para você' })).toBeVisible();
    await shot(page, 'summary');

    for (const [lng, heading, reason] of [
      ['en', 'New for you', /^(Author|Subject|Area|Serial|Type of work|Title words): /],
      ['es', 'Novedades para usted', /^(Autor|Tema|Área|Publicación periódica|Tipo de obra|Palabras del título): /],
    ] as const) {
      await page.goto(`/meupergamum/novidades?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(rows.first().locator('.interest-why li').first()).toHaveText(reason);
    }
    await page.goto('/meupergamum/novidades?lng=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Novidades para você' })).toBeVisible();
  });

  test('Ana edits her profile: a serial needs a kind of notice, an author picked from the index by keyboard, title words once, change and remove', async ({ page, request }) => {
    // A long flow (four forms, pickers, axe, a phone): three times the default time on a loaded machine.
    test.slow();
    // A serial of the catalogue and an author heading, as the pickers find them.
    const token = await patronToken(request, DEMO.undergraduate);
    const bruno = await patronToken(request, DEMO.graduate);
    const serials = (await (await request.get(`${API}/api/perfil-interesse/periodicos`, { headers: bearer(bruno) })).json()) as { itens: { titulo: string }[] };
    const serial = serials.itens[0]!.titulo;
    const authors = (await (await request.get(`${API}/api/perfil-interesse/area-autor-assunto`, { headers: bearer(bruno) })).json()) as { itens: { tipo: string; descricao: string }[] };
    const author = authors.itens.find((i) => i.tipo === 'autor')!.descricao;
    expect((await (await request.get(`${API}/api/perfil-interesse/titulos`, { headers: bearer(token) })).json()) as unknown).toEqual({ itens: [] });

    await signInAs(page, DEMO.undergraduate, '/meupergamum');
    await menu(page).getByRole('link', { name: 'Perfil de interesse', exact: true }).click();
    await expect(page).toHaveURL('/meupergamum/perfil-interesse');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil de interesse' })).toBeVisible();
    await expect(page).toHaveTitle(/^Perfil de interesse \| /);

    // Serials: no kind of notice is refused under the field (SPEC.md §5); one kind saves.
    const per = page.getByRole('form', { name: 'Periódicos' });
    await per.getByRole('combobox', { name: 'Periódico do acervo' }).fill(serial.slice(0, 12));
    await per.getByRole('listbox').getByRole('option').first().click();
    await expect(per.getByRole('combobox', { name: 'Periódico do acervo' })).toHaveValue(serial);
    await per.getByRole('checkbox', { name: 'Novos fascículos' }).uncheck();
    await per.getByRole('checkbox', { name: 'Sumários' }).uncheck();
    await per.getByRole('button', { name: 'Adicionar' }).click();
    await expect(per.getByText('Escolha pelo menos um tipo de aviso do periódico para salvar.')).toBeVisible();
    await per.getByRole('checkbox', { name: 'Sumários' }).check();
    await per.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Item adicionado ao perfil de interesse.')).toBeVisible();
    const perTable = page.locator('section[aria-labelledby="interest-per"] .interest-table');
    await expect(perTable).toContainText(serial);
    await expect(perTable).toContainText('Sumários');

    // An author from the index, by keyboard: type, arrow down, Enter, then Enter again sends.
    const aaa = page.getByRole('form', { name: 'Autores, assuntos e áreas' });
    const box = aaa.getByRole('combobox', { name: 'Buscar no índice do acervo' });
    await box.fill(author.slice(0, 8));
    await expect(aaa.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    const first = (await aaa.getByRole('listbox').getByRole('option').first().textContent()) ?? '';
    await box.press('Enter');
    await expect(box).toHaveValue(first.replace(/ \(\d+ títulos?\)$/, ''));
    await box.press('Enter');
    await expect(page.locator('section[aria-labelledby="interest-aaa"] .interest-table')).toContainText(first.replace(/ \(\d+ títulos?\)$/, ''));
    // Free text is not an entry: the message under the field.
    await box.fill('zzzz não existe');
    await aaa.getByRole('button', { name: 'Adicionar' }).click();
    await expect(aaa.getByText('Escolha um item da lista do índice do acervo.')).toBeVisible();

    // Title words, once: again is refused in the form's alert, nothing added.
    const tit = page.getByRole('form', { name: 'Palavras de títulos' });
    await tit.getByRole('textbox', { name: 'Palavras do título' }).fill('Software livre');
    await tit.getByRole('button', { name: 'Adicionar' }).click();
    const titTable = page.locator('section[aria-labelledby="interest-tit"] .interest-table');
    await expect(titTable).toContainText('Software livre');
    await tit.getByRole('textbox', { name: 'Palavras do título' }).fill('livre, SOFTWARE');
    await tit.getByRole('button', { name: 'Adicionar' }).click();
    await expect(tit.getByRole('alert')).toContainText('Este item já está no seu perfil de interesse.');
    await expect(titTable.locator('tbody tr')).toHaveCount(1);

    // Change it, then remove it after the confirm.
    await titTable.getByRole('button', { name: 'Alterar Software livre' }).click();
    await tit.getByRole('textbox', { name: 'Palavras do título' }).fill('Software aberto');
    await tit.getByRole('button', { name: 'Salvar alteração' }).click();
    await expect(page.getByText('Item do perfil alterado.')).toBeVisible();
    await expect(titTable).toContainText('Software aberto');
    await expectAxeClean(page);
    await fitsPhone(page);
    await shot(page, 'interest-profile');
    await titTable.getByRole('button', { name: 'Remover Software aberto' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(titTable).toContainText('Nenhuma palavra de título no perfil.');
    const left = (await (await request.get(`${API}/api/perfil-interesse/titulos`, { headers: bearer(token) })).json()) as { itens: unknown[] };
    expect(left.itens).toEqual([]);

    for (const [lng, heading, serials2] of [
      ['en', 'Interest profile', 'Serials'],
      ['es', 'Perfil de interés', 'Publicaciones periódicas'],
    ] as const) {
      await page.goto(`/meupergamum/perfil-interesse?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: serials2 })).toBeVisible();
    }
    await page.goto('/meupergamum/perfil-interesse?lng=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil de interesse' })).toBeVisible();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './helpers';

// The title's serial holdings (/colecao-kardex), contents (/sumarios, /sumarios-livros) and
// statistics (/dados-estatisticos) in pt, en and es: real content for a title that has it (found
// through the API, as the seed made it), a plain message for one that has none.

type Lng = 'pt' | 'en' | 'es';
const LANGS: readonly Lng[] = ['pt', 'en', 'es'];

const S = {
  kardex: { pt: 'Coleção (kardex)', en: 'Holdings (kardex)', es: 'Colección (kardex)' },
  notSerial: {
    pt: 'Este título não é um periódico: não há coleção de fascículos.',
    en: 'This title is not a serial: it has no issues to list.',
    es: 'Este título no es una publicación periódica: no tiene fascículos.',
  },
  received: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  contents: { pt: 'Sumários', en: 'Tables of contents', es: 'Sumarios' },
  issues: { pt: 'Sumários dos fascículos', en: 'Contents of the issues', es: 'Sumarios de los fascículos' },
  note: { pt: 'Nota de conteúdo do registro', en: 'Contents note of the record', es: 'Nota de contenido del registro' },
  noContents: { pt: 'Este título não tem sumário registrado.', en: 'This title has no table of contents recorded.', es: 'Este título no tiene sumario registrado.' },
  book: { pt: 'Sumário do livro', en: 'Book contents', es: 'Sumario del libro' },
  noBook: {
    pt: 'Nenhum sumário de capítulos foi vinculado a este título.',
    en: 'No chapter contents have been linked to this title.',
    es: 'No se ha vinculado ningún sumario de capítulos a este título.',
  },
  statistics: { pt: 'Dados estatísticos', en: 'Statistics', es: 'Datos estadísticos' },
  noStatistics: { pt: 'Este título ainda não teve empréstimos nem reservas.', en: 'This title has had no loans or holds yet.', es: 'Este título aún no ha tenido préstamos ni reservas.' },
  caption: { pt: 'Empréstimos e reservas por mês em', en: 'Loans and holds per month in', es: 'Préstamos y reservas por mes en' },
  year: { pt: 'Ano', en: 'Year', es: 'Año' },
  january: { pt: 'Janeiro', en: 'January', es: 'Enero' },
} as const;

interface Found {
  serial: number;
  book: number;
  plain: number;
  busy: { cod: number; anos: { ano: number; emprestimos: number; reservas: number }[] };
}

async function publicToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'client_credentials', client_id: 'estante-web' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The titles of the tests, as the seed made them: a serial with issues, a book with linked chapters, one with none of it, one lent in several years. */
async function findTitles(request: APIRequestContext): Promise<Found> {
  const headers = { authorization: `Bearer ${await publicToken(request)}` };
  const api = async <T>(url: string): Promise<T> => {
    const res = await request.get(url, { headers });
    expect(res.ok(), url).toBe(true);
    return (await res.json()) as T;
  };
  const search = async (term: string) =>
    (await api<{ data: { cod_acervo: number; obra: string }[] }>(`/api/consulta?termo_pesquisa=${encodeURIComponent(term)}&perPage=100`)).data;
  const serial = (await search('Down Beat')).find((t) => t.obra.startsWith('Down Beat'));
  const book = (await search('Negociação mediação conciliação arbitragem')).find((t) => t.obra.startsWith('Negociação, mediação'));
  expect(serial && book).toBeTruthy();
  let busy: Found['busy'] | undefined;
  let plain: number | undefined;
  for (const term of ['direito', 'jazz', 'music', 'história', 'the', 'gestão']) {
    for (const t of await search(term)) {
      if (!busy) {
        const anos = await api<Found['busy']['anos']>(`/api/acervo/${t.cod_acervo}/dados-estatisticos/anos`);
        if (anos.length > 1 && anos.every((a) => a.emprestimos > 0)) busy = { cod: t.cod_acervo, anos };
      }
      if (!plain) {
        const c = await api<{ nota: { itens: unknown[] }; fasciculos: unknown[] }>(`/api/acervo/${t.cod_acervo}/sumarios`);
        if (c.nota.itens.length === 0 && c.fasciculos.length === 0) plain = t.cod_acervo;
      }
      if (busy && plain) break;
    }
    if (busy && plain) break;
  }
  expect(busy && plain).toBeTruthy();
  return { serial: serial!.cod_acervo, book: book!.cod_acervo, plain: plain!, busy: busy! };
}

let found: Found;
test.beforeAll(async ({ request }) => {
  found = await findTitles(request);
});

/** Opens a sub-view in a language (?lng= sets it, as the language bar does). */
async function open(page: Page, cod: number, view: string, lng: Lng, query = '') {
  await page.goto(`/acervo/${cod}/${view}?lng=${lng}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('serial holdings, contents and statistics of a title', () => {
  // Each test visits its view in three languages, with data and without.
  test.describe.configure({ timeout: 60_000 });

  test('/colecao-kardex lists a serial’s issues by year in pt, en and es; a book says it is not a serial', async ({ page }) => {
    for (const lng of LANGS) {
      await open(page, found.serial, 'colecao-kardex', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.kardex[lng] })).toBeVisible();
      const years = page.locator('.kardex-year h3');
      await expect(years.first()).toHaveText(/^\d{4}$/);
      const shown = (await years.allTextContents()).map(Number);
      expect(shown.length).toBeGreaterThanOrEqual(3);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      expect(shown[0]).toBeLessThanOrEqual(new Date().getUTCFullYear());
      // A past year of a monthly magazine: twelve issues, the first one of January.
      const past = page.getByRole('table').nth(1);
      await expect(past.locator('tbody tr')).toHaveCount(12);
      await expect(past.getByRole('cell', { name: 'Biblioteca Central' }).first()).toBeVisible();
      await expect(past.getByText(S.received[lng]).first()).toBeVisible();
      if (lng === 'pt') await expectAxeClean(page);
      await open(page, found.book, 'colecao-kardex', lng);
      await expect(page.getByText(S.notSerial[lng])).toBeVisible();
    }
  });

  test('/sumarios shows the issues’ contents of a serial and the 505 of a book in pt, en and es; a title without says so', async ({ page }) => {
    for (const lng of LANGS) {
      await open(page, found.serial, 'sumarios', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.contents[lng] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: S.issues[lng] })).toBeVisible();
      const first = page.locator('details.contents-issue').first();
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('li').first()).toContainText('First Take');
      await expect(first.locator('li').nth(10)).toContainText('Blindfold Test');

      await open(page, found.book, 'sumarios', lng);
      await expect(page.getByRole('heading', { level: 3, name: S.note[lng] })).toBeVisible();
      const entries = page.locator('ol.contents-list li');
      await expect(entries).toHaveCount(11);
      await expect(entries.nth(5)).toHaveText('Negociação / Daniela Monteiro Gabbay');
      if (lng === 'pt') await expectAxeClean(page);

      await open(page, found.plain, 'sumarios', lng);
      await expect(page.getByText(S.noContents[lng])).toBeVisible();
    }
  });

  test('/sumarios-livros lists a book’s linked chapters in pt, en and es; a serial has none', async ({ page }) => {
    for (const lng of LANGS) {
      await open(page, found.book, 'sumarios-livros', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.book[lng] })).toBeVisible();
      const chapters = page.locator('ol.contents-list li');
      await expect(chapters).toHaveCount(11);
      await expect(chapters.first()).toContainText('Introdução');
      await expect(chapters.last()).toHaveText('Arbitragem e jurisdição estatal / Carlos Alberto de Salles');
      if (lng === 'pt') await expectAxeClean(page);
      await open(page, found.serial, 'sumarios-livros', lng);
      await expect(page.getByText(S.noBook[lng])).toBeVisible();
    }
  });

  test('/dados-estatisticos: the year in the address, a chart and a table that agree with each other and the API, in pt, en and es', async ({ page }) => {
    const { cod, anos } = found.busy;
    for (const lng of LANGS) {
      await open(page, cod, 'dados-estatisticos', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.statistics[lng] })).toBeVisible();
      const select = page.getByRole('combobox', { name: S.year[lng] });
      await expect(select).toHaveValue(String(anos[0]?.ano));
      await expect(page.getByRole('table', { name: `${S.caption[lng]} ${anos[0]?.ano}` })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: S.january[lng] })).toBeVisible();
    }

    // Another year: chosen in the select, kept in the address; the chart's bars equal the table's cells and the API's totals.
    const other = anos[1]!;
    await open(page, cod, 'dados-estatisticos', 'pt');
    await page.getByRole('combobox', { name: 'Ano' }).selectOption(String(other.ano));
    await expect(page).toHaveURL(new RegExp(`[?&]ano=${other.ano}`));
    const table = page.getByRole('table', { name: `${S.caption.pt} ${other.ano}` });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(13);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent?.replace(/\D/g, '')))));
    const bars = await page.locator('.stats-chart__svg g[data-mes]').evaluateAll((gs) =>
      gs.map((g) => [...g.querySelectorAll('rect')].map((r) => Number(r.getAttribute('data-valor')))),
    );
    expect(bars).toEqual(cells.slice(0, 12));
    expect(cells[12]).toEqual([other.emprestimos, other.reservas]);
    expect(cells.slice(0, 12).reduce((s, [l]) => s + (l ?? 0), 0)).toBe(other.emprestimos);
    await expect(page.getByRole('img', { name: new RegExp(`${other.ano}: ${other.emprestimos} empréstimo`) })).toBeVisible();
    await expectAxeClean(page);

    // A reload of the address shows the same year.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Ano' })).toHaveValue(String(other.ano));
  });

  test('/dados-estatisticos of a title never lent or held says so, in pt, en and es', async ({ page }) => {
    for (const lng of LANGS) {
      await open(page, found.serial, 'dados-estatisticos', lng);
      await expect(page.getByText(S.noStatistics[lng])).toBeVisible();
    }
    await expectAxeClean(page);
  });
});

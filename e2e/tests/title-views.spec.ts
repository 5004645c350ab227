// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the importer's reader (below) needs the API's ambient types of marcjs
/// <reference path="../../apps/api/src/types/marcjs.d.ts" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { readMarcFile, type DataField, type MarcRecord } from '../../apps/api/src/marc/read';
import { expect, expectAxeClean, test } from './helpers';

// A title's record views (/referencia, /marc, /exemplares, /dublin-core) in pt, en and es; the
// /marc table against the source MARC record of apps/api/data/marc (read with the importer's own
// reader); the MARCXML and ISO 2709 downloads read back to that record; copying and downloading a
// reference; the library filter of the copies. Nothing here changes data: order does not matter.

type Lng = 'pt' | 'en' | 'es';
const LANGS: readonly Lng[] = ['pt', 'en', 'es'];
const BIB = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/data/marc/bib');

const S = {
  reference: { pt: 'Referência', en: 'Reference', es: 'Referencia' },
  marc: { pt: 'Registro MARC', en: 'MARC record', es: 'Registro MARC' },
  copies: { pt: 'Exemplares', en: 'Copies', es: 'Ejemplares' },
  dc: { pt: 'Dublin Core', en: 'Dublin Core', es: 'Dublin Core' },
  format: { pt: 'Formato', en: 'Format', es: 'Formato' },
  copy: { pt: 'Copiar', en: 'Copy', es: 'Copiar' },
  download: { pt: 'Baixar', en: 'Download', es: 'Descargar' },
  tag: { pt: 'Campo', en: 'Tag', es: 'Campo' },
  library: { pt: 'Biblioteca', en: 'Library', es: 'Biblioteca' },
  status: { pt: 'Situação', en: 'Status', es: 'Estado' },
  noCopies: { pt: 'Este título não tem exemplares nas bibliotecas.', en: 'This title has no copies in the libraries.', es: 'Este título no tiene ejemplares en las bibliotecas.' },
  title: { pt: 'Título', en: 'Title', es: 'Título' },
  dcDownload: { pt: 'Baixar em XML (oai_dc)', en: 'Download as XML (oai_dc)', es: 'Descargar en XML (oai_dc)' },
} as const;

/** Source records of the tests: a Portuguese title with diacritics, a Hebrew one (880 fields in Hebrew script), a Russian one in Cyrillic. */
const SOURCES = [
  { file: 'usp-sibi.xml', control: '002916708' },
  { file: 'hebrew.xml', control: '13810341' },
  { file: 'armenian-russian.xml', control: '000538819' },
] as const;

interface Sample {
  cod: number;
  record: MarcRecord;
}
interface Found {
  samples: Sample[];
  /** A title with copies in two libraries or more, and their counts. */
  spread: { cod: number; libraries: { cod_biblioteca: number; desc_biblioteca: string; total: number }[] };
  /** A title without copies. */
  bare: number;
}

async function publicToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'client_credentials', client_id: 'estante-web' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

const control = (r: MarcRecord) => r.fields.find((f) => f.tag === '001' && !('subfields' in f)) as { value: string } | undefined;

/** Finds, through the API as the seed made it, the title of each source record (searched by its title, checked by its 001) and titles with and without copies. */
async function findTitles(request: APIRequestContext): Promise<Found> {
  const headers = { authorization: `Bearer ${await publicToken(request)}` };
  const api = async <T>(url: string): Promise<T> => {
    const res = await request.get(url, { headers });
    expect(res.ok(), url).toBe(true);
    return (await res.json()) as T;
  };
  const search = async (term: string) => (await api<{ data: { cod_acervo: number }[] }>(`/api/consulta?termo_pesquisa=${encodeURIComponent(term)}&perPage=50`)).data;
  const samples: Sample[] = [];
  for (const { file, control: cn } of SOURCES) {
    const { records } = await readMarcFile(path.join(BIB, file));
    const record = records.map((r) => r.record).find((r) => control(r)?.value === cn);
    expect(record, `${file} ${cn}`).toBeTruthy();
    const f245 = record!.fields.find((f): f is DataField => f.tag === '245' && 'subfields' in f);
    const words = (f245?.subfields.find((s) => s.code === 'a')?.value ?? '').replace(/[^\p{L}\p{N}\s]/gu, ' ').trim();
    let cod: number | undefined;
    for (const hit of await search(words)) {
      const rows = await api<{ paragrafo: string; campo_fixo: string | null }[]>(`/api/acervo/${hit.cod_acervo}/marc`);
      if (rows.some((r) => r.paragrafo === '001' && r.campo_fixo === cn)) {
        cod = hit.cod_acervo;
        break;
      }
    }
    expect(cod, `the title of ${file} ${cn}`).toBeTruthy();
    samples.push({ cod: cod!, record: record! });
  }
  let spread: Found['spread'] | undefined;
  let bare: number | undefined;
  for (const term of ['direito', 'história', 'economia', 'the', 'music']) {
    for (const hit of await search(term)) {
      const libraries = await api<Found['spread']['libraries']>(`/api/acervo/${hit.cod_acervo}/bibliotecas`);
      if (!spread && libraries.length >= 2) spread = { cod: hit.cod_acervo, libraries };
      if (bare === undefined && libraries.length === 0) bare = hit.cod_acervo;
      if (spread && bare !== undefined) break;
    }
    if (spread && bare !== undefined) break;
  }
  expect(spread && bare).toBeTruthy();
  return { samples, spread: spread!, bare: bare! };
}

let found: Found;
test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  found = await findTitles(request);
});

/** Opens a sub-view in a language (?lng= sets it, as the language bar does). */
async function open(page: Page, cod: number, view: string, lng: Lng, query = '') {
  await page.goto(`/acervo/${cod}/${view}?lng=${lng}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The /marc table as a record: LDR, control fields and data fields (indicators # back to blank, subfields by their $code and exact value). */
async function shownRecord(page: Page): Promise<MarcRecord> {
  await expect(page.locator('.marc tbody tr').first()).toBeVisible();
  return page.locator('.marc tbody tr').evaluateAll((rows) => {
    const out: { leader: string; fields: unknown[] } = { leader: '', fields: [] };
    for (const row of rows) {
      const [tagCell, ind1, ind2, content] = [...row.children];
      const tag = tagCell?.textContent ?? '';
      const fixed = content?.querySelector('.marc__fixed');
      if (tag === 'LDR') out.leader = fixed?.textContent ?? '';
      else if (fixed) out.fields.push({ tag, value: fixed.textContent ?? '' });
      else {
        // A blank indicator is drawn "#" with "blank" for screen readers; a "#" of the record is a plain "#".
        const indicator = (cell: Element | undefined) => (cell?.querySelector('.marc__ind--blank') ? ' ' : (cell?.textContent ?? ''));
        out.fields.push({
          tag,
          ind1: indicator(ind1),
          ind2: indicator(ind2),
          subfields: [...(content?.querySelectorAll('.marc__subfield') ?? [])].map((s) => ({
            code: (s.querySelector('.marc__code')?.textContent ?? '').replace(/^\$/, ''),
            value: s.querySelector('.marc__value')?.textContent ?? '',
          })),
        });
      }
    }
    return out as MarcRecord;
  });
}

/** What ISO 2709 computes from the bytes: the record length (leader 00-04) and base address (12-16). */
const structural = (leader: string) => `${leader.slice(5, 12)}|${leader.slice(17)}`;

test.describe('the record views of a title', () => {
  test.describe.configure({ timeout: 90_000 });

  test('each view renders its heading and content in pt, en and es, axe-clean', async ({ page }) => {
    const { cod } = found.samples[0]!;
    for (const lng of LANGS) {
      await open(page, cod, 'referencia', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.reference[lng] })).toBeVisible();
      await expect(page.locator('.reference__text')).toContainText('ALMEIDA, N. T. de. Gramática da Língua Portuguesa');
      await expect(page.getByRole('combobox', { name: S.format[lng] })).toHaveValue('abnt');
      if (lng === 'pt') await expectAxeClean(page);

      await open(page, cod, 'marc', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.marc[lng] })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: S.tag[lng] })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: '245' })).toBeVisible();
      if (lng === 'pt') await expectAxeClean(page);

      await open(page, found.spread.cod, 'exemplares', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.copies[lng] })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: S.status[lng] })).toBeVisible();
      const total = found.spread.libraries.reduce((n, l) => n + l.total, 0);
      await expect(page.locator('.copies tbody tr')).toHaveCount(total);
      if (lng === 'pt') await expectAxeClean(page);

      await open(page, found.bare, 'exemplares', lng);
      await expect(page.getByText(S.noCopies[lng])).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);

      await open(page, cod, 'dublin-core', lng);
      await expect(page.getByRole('heading', { level: 2, name: S.dc[lng] })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: new RegExp(`^${S.title[lng]} dc\\.title$`) })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'dc.title' }).getByRole('cell')).toContainText('Gramática da Língua Portuguesa');
      if (lng === 'pt') await expectAxeClean(page);
    }
  });

  test('/marc shows each sample record exactly as its source file has it, tag by tag', async ({ page }) => {
    for (const { cod, record } of found.samples) {
      await open(page, cod, 'marc', 'pt');
      expect(await shownRecord(page)).toEqual(record);
      // Blank indicators read "#", as the Library of Congress shows them.
      const blankInd = record.fields.find((f): f is DataField => 'subfields' in f && f.ind1 === ' ');
      if (blankInd) {
        const cell = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: blankInd.tag, exact: true }) }).first().getByRole('cell').first();
        await expect(cell).toHaveAccessibleName('em branco');
        await expect(cell.locator('[aria-hidden="true"]')).toHaveText('#');
      }
    }
    // The Hebrew record carries Hebrew script (880), the Russian one Cyrillic (and "#" typed as indicators): all shown as they are.
    expect(JSON.stringify(found.samples[1]!.record)).toMatch(/[א-ת]/);
    expect(JSON.stringify(found.samples[2]!.record)).toMatch(/[а-я]/);
  });

  test('/marc downloads MARCXML and ISO 2709 files that read back to the source record', async ({ page }, testInfo) => {
    for (const { cod, record } of found.samples) {
      await open(page, cod, 'marc', 'pt');
      for (const [button, ext] of [['MARCXML', 'xml'], ['ISO 2709 (.mrc)', 'mrc']] as const) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
        expect(download.suggestedFilename()).toBe(`acervo-${cod}.${ext}`);
        const file = testInfo.outputPath(`acervo-${cod}.${ext}`);
        await download.saveAs(file);
        const { records, failures } = await readMarcFile(file);
        expect(failures).toEqual([]);
        expect(records).toHaveLength(1);
        const back = records[0]!.record;
        expect(back.fields).toEqual(record.fields);
        if (ext === 'xml') expect(back.leader).toBe(record.leader);
        else {
          expect(structural(back.leader)).toBe(structural(record.leader));
          expect(Number(back.leader.slice(0, 5))).toBe((await readFile(file)).length);
        }
      }
      await expect(page.getByRole('status').filter({ hasText: `Arquivo acervo-${cod}.mrc baixado.` })).toBeVisible();
    }
  });

  test('/referencia: the format lives in the address; copy puts the reference on the clipboard; download saves it named after the title', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { cod } = found.samples[0]!;
    await open(page, cod, 'referencia', 'pt');
    const abnt = (await page.locator('.reference__text').textContent()) ?? '';
    expect(abnt).toBe('ALMEIDA, N. T. de. Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares. 9. ed. São Paulo: Saraiva, 2019.');
    await page.getByRole('button', { name: S.copy.pt }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Referência copiada para a área de transferência.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(abnt);

    await page.getByRole('combobox', { name: S.format.pt }).selectOption('apa');
    await expect(page).toHaveURL(new RegExp(`/acervo/${cod}/referencia\\?(lng=pt&)?formato=apa$`));
    await expect(page.locator('.reference__text')).toContainText('Almeida, N. T. de. (2019).');
    await expect(page.locator('.reference__text i')).toContainText('Gramática da Língua Portuguesa');

    await page.getByRole('combobox', { name: S.format.pt }).selectOption('bibtex');
    const pre = page.locator('pre.reference__file');
    await expect(pre).toContainText(`@book{acervo${cod},`);
    const bibtex = (await pre.textContent()) ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.download.pt }).click()]);
    expect(download.suggestedFilename()).toBe('gramatica-da-lingua-portuguesa-para-concursos-vestibulares.bib');
    expect(await readFile((await download.path())!, 'utf8')).toBe(bibtex);

    // The address alone chooses the format (a shared link, a reload), in another language too.
    await open(page, cod, 'referencia', 'en', '&formato=ris');
    await expect(page.getByRole('combobox', { name: S.format.en })).toHaveValue('ris');
    await expect(page.locator('pre.reference__file')).toContainText('TY  - BOOK');
    await expect(page.locator('pre.reference__file')).toContainText('SN  - 9788502076419');
    const [ris] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.download.en }).click()]);
    expect(ris.suggestedFilename()).toMatch(/^gramatica-da-lingua-portuguesa-[a-z-]+\.ris$/);
    await expectAxeClean(page);
  });

  test('/referencia without a clipboard: the reference is selected and the patron told to press Ctrl+C', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      document.execCommand = () => false;
    });
    const { cod } = found.samples[0]!;
    await open(page, cod, 'referencia', 'es');
    await expect(page.locator('.reference__text')).toContainText('ALMEIDA');
    await page.getByRole('button', { name: S.copy.es }).click();
    await expect(page.getByText('No se pudo copiar automáticamente. La referencia está seleccionada')).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe((await page.locator('.reference__text').textContent())?.trim());
  });

  test('/exemplares: counts per library and a filter by library kept in the address', async ({ page }) => {
    const { cod, libraries } = found.spread;
    const [first, second] = libraries;
    await open(page, cod, 'exemplares', 'pt');
    for (const l of libraries) {
      await expect(page.locator('.copies__libraries li').filter({ hasText: l.desc_biblioteca })).toContainText(`${l.total} exemplar`);
    }
    const filter = page.getByRole('combobox', { name: S.library.pt });
    await expect(filter).toHaveValue('todas');
    await filter.selectOption(String(second!.cod_biblioteca));
    await expect(page).toHaveURL(new RegExp(`[?&]biblioteca=${second!.cod_biblioteca}`));
    await expect(page.locator('.copies tbody tr')).toHaveCount(second!.total);
    await expect(page.getByRole('columnheader', { name: S.library.pt, exact: true })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveAccessibleName(`Exemplares: ${second!.desc_biblioteca}`);

    // The address alone filters (reload, shared link); the library's link in the counts does too.
    await open(page, cod, 'exemplares', 'en', `&biblioteca=${first!.cod_biblioteca}`);
    await expect(page.getByRole('combobox', { name: S.library.en })).toHaveValue(String(first!.cod_biblioteca));
    await expect(page.locator('.copies tbody tr')).toHaveCount(first!.total);
    await page.getByRole('combobox', { name: S.library.en }).selectOption('todas');
    await expect(page).not.toHaveURL(/biblioteca=/);
    await page.getByRole('link', { name: second!.desc_biblioteca }).click();
    await expect(page.locator('.copies tbody tr')).toHaveCount(second!.total);
    await expectAxeClean(page);
  });

  test('/dublin-core downloads its oai_dc file', async ({ page }) => {
    const { cod } = found.samples[0]!;
    await open(page, cod, 'dublin-core', 'pt');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.dcDownload.pt }).click()]);
    expect(download.suggestedFilename()).toBe(`acervo-${cod}-dc.xml`);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('<oai_dc:dc ');
    expect(xml).toContain('<dc:identifier>9788502076419</dc:identifier>');
  });
});

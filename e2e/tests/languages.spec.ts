import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO, expect, signInAs, test } from './helpers';

// Issue 24 items 10 and 11: every route, public and of the personal area (signed in), in English
// and Spanish, holds no Portuguese-only string of the product's own catalogue of strings (the pt
// value of a key whose en/es value differs) in its text, document title, aria-labels, placeholders,
// alt and title attributes; and dates in English read one way ("Nov 26, 2026"), never "11/26/2026"
// beside "26/11/2026".

type Lng = 'en' | 'es';
type Strings = Record<string, string>;

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every locale folder of the product: apps' and shared packages' `src/**\/locales/{pt,en,es}.json`. */
function localeFolders(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) continue;
    if (entry.name === 'locales' && fs.existsSync(path.join(full, 'pt.json'))) found.push(full);
    else localeFolders(full, found);
  }
  return found;
}

function flatten(value: unknown, prefix: string, into: Strings): Strings {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  return into;
}

const read = (folder: string, lng: string): Strings => {
  const file = path.join(folder, `${lng}.json`);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', {}) : {};
};

/** A catalogue value as a user reads it: i18next's nesting and Trans tags gone, spaces as one. */
const plain = (s: string) => s.replace(/<\/?\d+>/g, '').replace(/\s+/g, ' ').trim();
/** The fixed words of a value (its placeholders gone). */
const words = (s: string) => s.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\$t\([^)]*\)/g, ' ');

/**
 * The Portuguese-only strings for a language: the pt value of every key whose value in `lng` differs
 * (plural forms compared with the same key's other form when one language has fewer), as exact
 * strings and as templates (placeholders match any text). Values with fewer than three letters of
 * their own are left out (a bare "{{n}}" or "—").
 */
function portugueseOnly(lng: Lng): { exact: string[]; templates: string[]; ownTemplates: string[] } {
  const exact = new Set<string>();
  const templates = new Set<string>();
  const folders = localeFolders(path.join(ROOT, 'apps')).concat(localeFolders(path.join(ROOT, 'packages')));
  // A Portuguese word that is also a translation in `lng` ("Valor" is Spanish too) is no leftover.
  const ownWords = new Set(folders.flatMap((folder) => Object.values(read(folder, lng)).map(plain)));
  // The language's own templates: Spanish "desde el {{date}}" also fits Portuguese "desde {{date}}", and is no leftover.
  const ownTemplates = [...new Set([...ownWords].filter((v) => /\{\{|\$t\(/.test(v)))];
  for (const folder of folders) {
    const pt = read(folder, 'pt');
    const other = read(folder, lng);
    for (const [key, raw] of Object.entries(pt)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const translated = other[key] ?? other[`${base}_other`] ?? other[`${base}_one`] ?? other[base];
      if (translated === undefined) continue;
      const value = plain(raw);
      if (value === plain(translated) || ownWords.has(value) || (words(value).match(/\p{L}/gu) ?? []).length < 3) continue;
      if (/\{\{|\$t\(/.test(value)) templates.add(value);
      else exact.add(value);
    }
  }
  return { exact: [...exact], templates: [...templates], ownTemplates };
}

/** What the page shows or says in Portuguese-only strings: [where, text] pairs. */
async function portugueseIn(page: Page, catalogue: { exact: string[]; templates: string[]; ownTemplates: string[] }): Promise<string[]> {
  return page.evaluate(({ exact, templates, ownTemplates }) => {
    const known = new Set(exact);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const toPattern = (list: string[]) =>
      list.length ? new RegExp(`^(?:${list.map((t) => t.split(/\{\{[^}]*\}\}|\$t\([^)]*\)/).map(escape).join('.+?')).join('|')})$`, 'u') : null;
    const pattern = toPattern(templates);
    const own = toPattern(ownTemplates);
    const hit = (s: string | null | undefined) => {
      const v = (s ?? '').replace(/\s+/g, ' ').trim();
      return v !== '' && (known.has(v) || (pattern !== null && v.length < 400 && pattern.test(v) && !(own !== null && own.test(v))));
    };
    const found = new Set<string>();
    // Text shown to the eye counts even when hidden from assistive technology (a decorative cover's word).
    const visible = (el: Element) => !el.closest('script, style, noscript, template');
    if (hit(document.title)) found.add(`title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement && visible(n.parentElement) && hit(n.textContent)) found.add(`text: ${n.textContent?.trim()}`);
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const text = el.textContent ?? '';
      if (el.children.length > 0 && text.length < 400 && hit(text)) found.add(`text: ${text.replace(/\s+/g, ' ').trim()}`);
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const v = el.getAttribute(attr);
        if (hit(v)) found.add(`${attr}: ${v}`);
      }
    }
    return [...found];
  }, catalogue);
}

/** A route once its page has settled: the main content rendered and nothing more loading. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
}

const setLanguage = (page: Page, lng: string) => page.addInitScript((l) => localStorage.setItem('estante.lng', l), lng);

/** Numeric dates ("10/25/2026", "24/11/2026", "11/25/26"): never written in a page in English. */
const NUMERIC_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;

// Titles of the deterministic seed: a Portuguese book with copies, a serial, the metodologia book.
const BOOK = 1780;
const SERIAL = 1581;
const PUBLIC_ROUTES = [
  '/',
  '/?q=jazz&for=INDICE_1',
  '/?q=metodologia',
  '/avancada',
  '/especializada',
  '/rede',
  '/indices',
  '/bibliotecas',
  '/cesta',
  '/totais-acervo',
  '/login',
  `/acervo/${BOOK}`,
  ...['referencia', 'marc', 'exemplares', 'dublin-core', 'reserva', 'solicitacao-emprestimo', 'sumarios', 'sumarios-livros', 'dados-estatisticos', 'acervo-fechado'].map((v) => `/acervo/${BOOK}/${v}`),
  `/acervo/${SERIAL}`,
  `/acervo/${SERIAL}/colecao-kardex`,
  '/autoridade/7',
  '/autoridade/7/marc',
  '/nada-por-aqui',
];
const PATRON_ROUTES = ['', 'emprestimos', 'historico', 'debitos', 'reservas', 'solicitacoes', 'alertas', 'novidades', 'perfil-interesse', 'cesta-permanente', 'sugestoes', 'levantamento-bibliografico', 'permuta', 'ficha-catalografica', 'nada-consta', 'plano-ensino', 'bases-externas', 'postagem-trabalho', 'afastamentos', 'estatisticas', 'totais-acervo', 'dados-pessoais', 'senha', 'troca-usuario', 'token-emprestimo'].map(
  (p) => `/meupergamum${p ? `/${p}` : ''}`,
);

test.describe('no Portuguese left in English and Spanish', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const lng of ['en', 'es'] as const) {
    test(`every public route in ${lng}`, async ({ page }) => {
      const catalogue = portugueseOnly(lng);
      expect(catalogue.exact.length).toBeGreaterThan(500);
      await setLanguage(page, lng);
      const found: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await visit(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));
        found.push(...(await portugueseIn(page, catalogue)).map((f) => `${route} → ${f}`));
        const numeric = lng === 'en' ? NUMERIC_DATE.exec(await page.locator('body').innerText()) : null;
        if (numeric) found.push(`${route} → numeric date: ${numeric[0]}`);
      }
      expect(found).toEqual([]);
    });

    test(`every page of the personal area in ${lng}, signed in`, async ({ page }) => {
      const catalogue = portugueseOnly(lng);
      await signInAs(page, DEMO.undergraduate);
      await setLanguage(page, lng);
      const found: string[] = [];
      for (const route of [...PATRON_ROUTES, `/acervo/${BOOK}/reserva`, `/acervo/${BOOK}/exemplares`, `/acervo/${BOOK}/solicitacao-emprestimo`]) {
        await visit(page, route);
        found.push(...(await portugueseIn(page, catalogue)).map((f) => `${route} → ${f}`));
        const numeric = lng === 'en' ? NUMERIC_DATE.exec(await page.locator('body').innerText()) : null;
        if (numeric) found.push(`${route} → numeric date: ${numeric[0]}`);
      }
      expect(found).toEqual([]);
    });
  }
});

/** A title every holdable copy of which is out, and a demo account that may hold it now: the hold form shows its choices. */
async function holdableTitle(request: APIRequestContext): Promise<{ cod: number; account: { login: string; password: string } }> {
  const token = async (data: Record<string, string>) =>
    ((await (await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', ...data } })).json()) as { access_token: string }).access_token;
  const pub = await token({ grant_type: 'client_credentials' });
  const accounts = await Promise.all(
    [DEMO.graduate, DEMO.professor].map(async (a) => ({ account: a, access: await token({ grant_type: 'password', username: a.login, password: a.password }) })),
  );
  for (let cod = 1800; cod > 1; cod--) {
    const res = await request.get(`${API}/api/acervo/${cod}/exemplares`, { headers: { authorization: `Bearer ${pub}` } });
    if (res.status() !== 200) continue;
    const copies = (await res.json()) as { situacao: string; tipo_emprestimo: string; material: string }[];
    const holdable = copies.filter((c) => c.tipo_emprestimo !== 'Consulta local');
    if (!holdable.length || holdable.some((c) => c.situacao === 'disponivel') || !holdable.some((c) => c.material === 'Livro')) continue;
    for (const { account, access } of accounts) {
      const info = await request.get(`${API}/api/reserva/informacoes-iniciais?acervo=${cod}`, { headers: { authorization: `Bearer ${access}` } });
      if (info.ok() && ((await info.json()) as { pode_reservar: boolean }).pode_reservar) return { cod, account };
    }
  }
  throw new Error('no holdable title of material "Livro" in the seed');
}

test.describe('materials from the installation\'s data', () => {
  test('the hold form offers the material "Livro" as "Book" / "Libro"', async ({ page, request }) => {
    const { cod, account } = await holdableTitle(request);
    await signInAs(page, account, `/acervo/${cod}/reserva`);
    for (const [lng, material] of [['en', 'Book'], ['es', 'Libro']] as const) {
      await page.goto(`/acervo/${cod}/reserva?lng=${lng}`);
      const select = page.locator('select[name="material"]');
      await expect(select).toBeVisible();
      const options = (await select.locator('option').allInnerTexts()).map((o) => o.trim());
      expect(options).toContain(material);
      expect(options).not.toContain('Livro');
    }
  });
});

test.describe('dates in English', () => {
  test('the loan history writes every day one way, "Mon D, YYYY"', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate);
    await setLanguage(page, 'en');
    await visit(page, '/meupergamum/historico');
    const cells = page.locator('table tbody td, .data-table__card dd');
    await expect(cells.first()).toBeVisible();
    const days = (await cells.allInnerTexts()).map((t) => t.trim()).filter((t) => /\d{4}/.test(t) && /\d/.test(t) && !/^\d+$/.test(t));
    expect(days.length).toBeGreaterThan(2);
    for (const day of days) expect(day).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/);
  });
});

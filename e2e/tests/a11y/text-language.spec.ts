import type { APIRequestContext } from '@playwright/test';
import { expect, publicApi, test } from '../helpers';

// WCAG 3.1.2 (language of parts): what is transcribed from an item — its title, responsibility,
// edition, publication, series, contents — is in the item's language, not the page's, and says so
// with `lang`, so a screen reader reads an English contents list with an English voice on a
// Portuguese page. The cataloguer's own text (physical description, notes) keeps the page's.

interface Hit {
  cod_acervo: number;
  obra: string;
  idioma: string | null;
}

/** An English title whose record has a contents note (505), and the first results of its search. */
async function findEnglishWithContents(request: APIRequestContext): Promise<{ hit: Hit; term: string; results: Hit[] }> {
  for (const term of ['jazz', 'music', 'the']) {
    const results = (await publicApi<{ data: Hit[] }>(request, `/api/consulta?termo_pesquisa=${term}&perPage=50`)).data;
    for (const hit of results.filter((h) => h.idioma === 'eng')) {
      const contents = await publicApi<{ nota: { itens: unknown[] } }>(request, `/api/acervo/${hit.cod_acervo}/sumarios`);
      if (contents.nota.itens.length > 0) return { hit, term, results };
    }
  }
  throw new Error('the seed has no English title with a contents note');
}

test('an English title on a Portuguese page: its transcribed text is marked English, the cataloguer’s is not', async ({ page, request }) => {
  const { hit, term, results } = await findEnglishWithContents(request);

  // The results: each title in its own language (en, fr, it… as the record says).
  await page.goto(`/?q=${term}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const shown = page.locator('.catalogue-result__title');
  await expect(shown.first()).toBeVisible();
  const marked = await shown.evaluateAll((els) => els.map((e) => ({ text: e.textContent?.trim() ?? '', lang: e.getAttribute('lang') })));
  const byTitle = new Map(results.map((r) => [r.obra, r.idioma]));
  const expected = { eng: 'en', fre: 'fr', ita: 'it', spa: 'es', rus: 'ru', chi: 'zh', por: 'pt' } as Record<string, string>;
  let checked = 0;
  for (const m of marked) {
    const idioma = byTitle.get(m.text);
    if (idioma === undefined || idioma === null || !(idioma in expected)) continue;
    expect(m.lang, m.text).toBe(expected[idioma]);
    checked++;
  }
  expect(checked).toBeGreaterThan(5);

  // The title page: heading, responsibility and transcribed rows in English; the physical description in the page's language.
  await page.goto(`/acervo/${hit.cod_acervo}`);
  await expect(page.locator('#title-heading')).toHaveAttribute('lang', 'en');
  const responsibility = page.locator('.title-responsibility');
  if (await responsibility.count()) await expect(responsibility).toHaveAttribute('lang', 'en');
  const row = (label: string) => page.locator('.title-details__row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(row('Publicação')).toHaveAttribute('lang', 'en');
  await expect(row('Descrição física')).not.toHaveAttribute('lang', /.*/);
  await expect(row('Conteúdo')).toHaveAttribute('lang', 'en');

  // The contents view: the contents note in English.
  await page.goto(`/acervo/${hit.cod_acervo}/sumarios`);
  const groups = page.locator('.contents-group');
  await expect(groups.first()).toBeVisible();
  for (const lang of await groups.evaluateAll((els) => els.map((e) => e.getAttribute('lang')))) expect(lang).toBe('en');
});

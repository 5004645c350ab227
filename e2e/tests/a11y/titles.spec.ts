import type { Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from '../helpers';
import { findSamples, pages } from './site-pages';

// Issue 29 item 5 (WCAG 2.4.2 Page Titled): every page of the site's route table (tests/a11y/site-pages.ts),
// public and of the personal area, names its tab after what it shows, in the page's language.
// - Each page but the home page has a title of its own, not the site's name alone, and that title
//   holds the page's main heading (a results page: the search's term).
// - In English and Spanish every title differs from the Portuguese one (no untranslated title; the
//   words themselves are checked by languages.spec.ts).

const LANGS = ['pt', 'en', 'es'] as const;
const SITE_NAME: Record<(typeof LANGS)[number], RegExp> = { pt: /^Catálogo online\b/, en: /^Online catalogue\b/, es: /^Catálogo en línea\b/ };

const withLanguage = (path: string, lng: string) => `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;

/** The page's main heading as read (the first h1, hidden or not). */
const heading = (page: Page) => page.locator('h1').first().textContent({ timeout: 10_000 }).then((t) => (t ?? '').replace(/\s+/g, ' ').trim());

test('every page has a title of its own, holding its heading, in Portuguese, English and Spanish', async ({ page, request }) => {
  test.setTimeout(420_000);
  const s = await findSamples(request);
  const site = pages(s);
  // The public pages signed in too: their titles do not change with a session; the login page needs none.
  const routes = [...site.public.filter((p) => p !== '/login'), ...site.patron];
  const wrong: string[] = [];
  const titles = new Map<string, string>();

  const check = async (route: string, lng: (typeof LANGS)[number]) => {
    await page.goto(withLanguage(route, lng));
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));
    const h1 = await heading(page);
    const expected = route === '/' ? null : route.startsWith('/?q=') ? `“${new URLSearchParams(route.slice(1)).get('q')}”` : h1;
    // The tab is named once the page knows what it shows (a title's or an authority's name comes from the API).
    const title = await expect
      .poll(() => page.title(), { timeout: 8_000 })
      .toContain(expected ?? '')
      .then(() => page.title())
      .catch(async () => page.title());
    if (!title) wrong.push(`${lng} ${route}: no title`);
    else if (expected !== null && !title.includes(expected)) wrong.push(`${lng} ${route}: “${title}” does not name the page (“${expected}”)`);
    else if (route !== '/' && SITE_NAME[lng].test(title)) wrong.push(`${lng} ${route}: “${title}” is the site's name, not the page's`);
    const pt = titles.get(route);
    if (lng === 'pt') titles.set(route, title);
    else if (pt === title) wrong.push(`${lng} ${route}: the title is the Portuguese one (“${title}”)`);
  };

  for (const lng of LANGS) {
    await page.goto(withLanguage('/login', lng));
    const h1 = await heading(page);
    await expect.poll(() => page.title()).toContain(h1);
    if (lng === 'pt') titles.set('/login', await page.title());
    else if ((await page.title()) === titles.get('/login')) wrong.push(`${lng} /login: the title is the Portuguese one`);
  }
  await page.goto(withLanguage('/login', 'pt'));
  await signInAs(page, DEMO.undergraduate);
  for (const lng of LANGS) for (const route of routes) await check(route, lng);
  expect(wrong).toEqual([]);
});

test('a page that is not there names its tab after its heading, in Portuguese, English and Spanish', async ({ page }) => {
  // An address outside the route table (the catalogue's not-found page) and a title code that names no title (the title page's).
  for (const route of ['/pagina-que-nao-existe', '/acervo/999999999']) {
    const titles = new Set<string>();
    for (const lng of LANGS) {
      await page.goto(withLanguage(route, lng));
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));
      const h1 = await heading(page);
      await expect.poll(() => page.title(), { message: `${lng} ${route}` }).toContain(h1);
      expect(await page.title(), `${lng} ${route}`).not.toMatch(SITE_NAME[lng]);
      titles.add(await page.title());
    }
    expect(titles.size, `${route}: one title per language`).toBe(LANGS.length);
  }
});

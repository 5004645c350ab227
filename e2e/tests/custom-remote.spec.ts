import fs from 'node:fs';
import path from 'node:path';
import { buildCustomRemote, exampleDir, startSwapSite } from '../fixtures/custom-remote.mjs';
import { hashTree, root } from './copies';
import { API, DEMO, expect, patronToken, signInChoosing, SITE, test } from './helpers';

/**
 * An institution's own personal area (examples/patron-area-custom, issue 23 item 6): built outside the
 * workspace from the packed releases of the shared packages, swapped in by editing remotes.json
 * alone — the shell and the other remotes are the very same files — then swapped back.
 */
const UNTOUCHED = ['apps/shell/dist', 'apps/catalogue/dist', 'apps/title-detail/dist', 'apps/auth/dist', 'apps/patron-area/dist'];
const RAFAEL = { login: DEMO.linked.login, password: DEMO.linked.password };

const hashDists = () => Object.fromEntries(UNTOUCHED.map((d) => [d, hashTree(path.join(root, d))]));

interface Pendente {
  descricao: string;
  dataDevolucaoPrevista: string;
  codExemplar: number;
  renovavel: boolean;
  reservado: boolean;
}

test('a custom patron-area remote, built outside the workspace, swapped in by remotes.json alone and back', async ({ page, request }) => {
  test.setTimeout(600_000);
  const before = hashDists();
  const built = await test.step('pack the shared packages, install and build the example', () => buildCustomRemote());
  test.info().annotations.push({ type: 'timings (s)', description: JSON.stringify(built.seconds) });
  const manifest = JSON.parse(fs.readFileSync(path.join(built.distDir, 'manifest.json'), 'utf8')) as { name: string; version: string; shared: Record<string, string> };
  expect(manifest).toMatchObject({ name: 'patron-area', version: '1.0.0' });
  // its manifest carries the ranges its package.json declares (what the shell checks)
  const declared = (JSON.parse(fs.readFileSync(path.join(exampleDir, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies;
  expect(manifest.shared['@estante/session']).toBe(declared['@estante/session']);

  // The remotes this worker's site names (its shell's default answer, asked on 127.0.0.1), as the starting remotes.json.
  const defaults = (await (await request.get(`${SITE.replace('//localhost:', '//127.0.0.1:')}/remotes.json`)).json()) as Record<string, string>;
  const site = await startSwapSite({ distDir: built.distDir, defaults, apiUrl: API });
  try {
    site.writeRemotes({ 'patron-area': site.remoteEntry });
    const served = (await (await request.get(`${site.shellUrl}/remotes.json`)).json()) as Record<string, string>;
    expect(served).toEqual({ ...defaults, 'patron-area': site.remoteEntry });

    await signInChoosing(page, RAFAEL, '/meupergamum', site.shellUrl);
    // The institution's look: its logo (from its own origin) and its colour, inside the shell's chrome.
    const logo = page.getByRole('img', { name: 'Logotipo da Biblioteca Exemplo' });
    await expect(logo).toBeVisible();
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^${new URL(site.remoteEntry).origin}/`));
    await expect(page.locator('.exemplo__brand')).toHaveCSS('background-color', 'rgb(122, 31, 61)');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus empréstimos' })).toHaveCSS('color', 'rgb(122, 31, 61)');

    // The loans, through the shared client with the shell's session.
    const token = await patronToken(request, RAFAEL);
    const pending = async () =>
      ((await (await request.get(`${API}/api/emprestimo/titulos-pendentes?showDetails=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { titulos: Pendente[] }).titulos;
    const loans = await pending();
    const table = page.getByRole('table');
    for (const loan of loans) await expect(table.getByRole('rowheader', { name: loan.descricao }).first()).toBeVisible();
    expect(loans.some((l) => l.reservado)).toBe(true);
    // one whose title names a single row, so its button is unambiguous
    const renewable = loans.find((l) => l.renovavel && !l.reservado && loans.filter((o) => o.descricao === l.descricao).length === 1);
    expect(renewable, 'Rafael has a renewable loan').toBeTruthy();

    // Renew one: the API answers, the page shows the new due date (in the results and in the table).
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/emprestimo/renovacao');
    await page.getByRole('button', { name: `Renovar ${renewable!.descricao}` }).click();
    expect((await answer).status()).toBe(200);
    const due = (await pending()).find((l) => l.codExemplar === renewable!.codExemplar)!.dataDevolucaoPrevista;
    const results = page.getByRole('status', { name: 'Resultado da renovação' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(`${renewable!.descricao}: renovado até ${due}`);
    await expect(table.getByRole('row').filter({ hasText: renewable!.descricao })).toContainText(due);

    // /meupergamum/emprestimos is the same page; anything else under /meupergamum is the not-found page.
    await page.goto(`${site.shellUrl}/meupergamum/emprestimos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus empréstimos' })).toBeVisible();
    await page.goto(`${site.shellUrl}/meupergamum/xyz`);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(logo).toBeVisible();

    // Swap back: the defaults again, and the regular personal area on the next load.
    site.writeRemotes();
    expect(await (await request.get(`${site.shellUrl}/remotes.json`)).json()).toEqual(defaults);
    await page.goto(`${site.shellUrl}/meupergamum/emprestimos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos e renovações' })).toBeVisible();
    await expect(logo).toHaveCount(0);
  } finally {
    site.writeRemotes();
    await site.close();
  }
  // Nothing else was rebuilt or touched: the shell's and the other remotes' files are byte-identical.
  expect(hashDists()).toEqual(before);
});

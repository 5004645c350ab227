import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, signInAs, test } from './helpers';

// Comments on a title (issue 15 items 5 and 6): a signed-in patron posts one and sees it pending;
// the library's staff approves it through the moderation endpoint (the staff OAuth client, secret
// set by e2e/server.mjs); a visitor then reads it with the author's first name and date; the patron
// deletes it. A visitor who starts a comment is asked to sign in and comes back with the text kept.

const STAFF_SECRET = process.env.E2E_MODERATION_SECRET ?? 'estante-e2e-moderation-secret';

interface Page20<T> {
  total: number;
  por_pagina: number;
  comentarios: T[];
}
interface Pending {
  cod_comentario: number;
  cod_acervo: number;
  texto: string;
}

async function token(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
const staffToken = (request: APIRequestContext) => token(request, { grant_type: 'client_credentials', client_id: 'estante-moderacao', client_secret: STAFF_SECRET });
const publicToken = (request: APIRequestContext) => token(request, { grant_type: 'client_credentials', client_id: 'estante-web' });

/** Every comment awaiting approval (all pages of the moderation list). */
async function pendingComments(request: APIRequestContext, staff: string): Promise<Pending[]> {
  const all: Pending[] = [];
  for (let pagina = 1; ; pagina++) {
    const res = await request.get(`${API}/api/comentarios/moderacao?pagina=${pagina}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as Page20<Pending>;
    all.push(...body.comentarios);
    if (pagina * body.por_pagina >= body.total) return all;
  }
}

/** The seeded title with the highest code (up to 300) that has no comment at all, approved or pending, found through the API. */
async function titleWithoutComments(request: APIRequestContext): Promise<number> {
  const pub = await publicToken(request);
  const pending = new Set((await pendingComments(request, await staffToken(request))).map((c) => c.cod_acervo));
  for (let cod = 300; cod > 1; cod--) {
    if (pending.has(cod)) continue;
    const res = await request.get(`${API}/api/comentarios/acervo/${cod}`, { headers: { authorization: `Bearer ${pub}` } });
    if (res.status() === 200 && ((await res.json()) as Page20<unknown>).total === 0) return cod;
  }
  throw new Error('no title without comments');
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comentários' });

test.describe('comments on a title', () => {
  test('posted by a patron: pending, approved by the library, read by a visitor, deleted by its author', async ({ page, browser, request }) => {
    const cod = await titleWithoutComments(request);
    const text = `Comentário de teste e2e ${Date.now()}: as explicações são claras.`;
    await signInAs(page, DEMO.undergraduate, `/acervo/${cod}`);
    const section = comments(page);
    await expect(section.getByText('Ainda não há comentários sobre este título.')).toBeVisible();

    await section.getByRole('button', { name: 'Escrever um comentário' }).click();
    const field = section.getByLabel('Seu comentário');
    await expect(field).toBeFocused();
    // A blank comment: the message under the field, nothing sent.
    await field.fill('   ');
    await section.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(section.getByText('Escreva o comentário.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(text);
    await section.getByRole('button', { name: 'Enviar comentário' }).dblclick();
    await expect(page.getByText('Comentário enviado.')).toBeVisible();
    const mine = section.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('Aguardando aprovação')).toBeVisible();
    await expectAxeClean(page);

    // The library approves it (the moderation endpoint, the staff client's token).
    const staff = await staffToken(request);
    const pending = (await pendingComments(request, staff)).filter((c) => c.cod_acervo === cod);
    expect(pending.map((c) => c.texto)).toEqual([text]);
    const approved = await request.put(`${API}/api/comentarios/moderacao/${pending[0]?.cod_comentario}`, {
      headers: { authorization: `Bearer ${staff}` },
      data: { situacao: 'aprovado' },
    });
    expect(approved.status()).toBe(200);
    // A patron's token never moderates.
    const patronToken = await token(request, { grant_type: 'password', client_id: 'estante-web', username: DEMO.undergraduate.login, password: DEMO.undergraduate.password });
    const refused = await request.get(`${API}/api/comentarios/moderacao`, { headers: { authorization: `Bearer ${patronToken}` } });
    expect(refused.status()).toBe(403);

    // A visitor (a context of their own) reads it: the first name and the date, nothing more of her.
    const visitor = await browser.newContext({ locale: 'pt-BR' });
    const vpage = await visitor.newPage();
    await vpage.goto(`/acervo/${cod}`);
    const shown = comments(vpage).getByRole('article', { name: 'Comentário de Ana' });
    await expect(shown).toContainText(text);
    const when = await shown.locator('time').getAttribute('datetime');
    expect(when).not.toBeNull();
    const expected = await vpage.evaluate((iso) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' }).format(new Date(iso)), when ?? '');
    await expect(shown.locator('time')).toHaveText(expected);
    await expect(comments(vpage)).not.toContainText('Souza');
    await expect(comments(vpage).getByRole('button', { name: 'Excluir comentário' })).toHaveCount(0);
    await expectAxeClean(vpage);
    await visitor.close();

    // Its author deletes it.
    await page.reload();
    const published = comments(page).getByRole('article', { name: 'Comentário de Ana' });
    await expect(published).toContainText(text);
    await published.getByRole('button', { name: 'Excluir comentário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir comentário' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByText('Comentário excluído.')).toBeVisible();
    await expect(comments(page).getByText('Ainda não há comentários sobre este título.')).toBeVisible();
    const after = await request.get(`${API}/api/comentarios/acervo/${cod}`, { headers: { authorization: `Bearer ${await publicToken(request)}` } });
    expect(((await after.json()) as Page20<unknown>).total).toBe(0);
  });

  test('a visitor who starts a comment is asked to sign in and comes back with the text kept', async ({ page, request }) => {
    const cod = await titleWithoutComments(request);
    const text = 'Texto digitado antes de entrar: deve continuar aqui.';
    await page.goto(`/acervo/${cod}`);
    const section = comments(page);
    await section.getByRole('button', { name: 'Escrever um comentário' }).click();
    await section.getByLabel('Seu comentário').fill(text);
    await expect(section.getByRole('button', { name: 'Enviar comentário' })).toHaveCount(0);
    await expect(section.getByText('Entre com seu código de usuário e senha para enviar seu comentário. O texto digitado será mantido.')).toBeVisible();
    await expectAxeClean(page);

    await section.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    // The professor (another patron than the first test's author; any would do).
    await page.getByLabel('Código de usuário').fill(DEMO.professor.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.professor.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`/acervo/${cod}`);
    await expect(comments(page).getByLabel('Seu comentário')).toHaveValue(text);
    // Signed in now: the form can be sent (nothing is sent here; the text is cancelled).
    await expect(comments(page).getByRole('button', { name: 'Enviar comentário' })).toBeVisible();
    await comments(page).getByRole('button', { name: 'Cancelar' }).click();
  });
});

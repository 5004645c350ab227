import type { Page, Request } from '@playwright/test';
import { DEMO, expect, expectAxeClean, signInAs, test } from './helpers';

// Accounts: Ana (undergraduate) and the professor; auth.spec.ts changes the graduate's password.

// The footer (SPEC.md §2, §5, §6, §8): comment and suggestion dialogs, external links gated by
// activities, privacy link, support text, and the shared notification at the top centre.

const COMMENT_API = '/api/unidade-informacao/comentario';
const SUGGESTION_API = '/api/unidade-informacao/sugestao-aquisicao';

const footer = (page: Page) => page.getByRole('contentinfo');
const footerNav = (page: Page) => footer(page).getByRole('navigation', { name: 'Serviços e informações' });

/** The calls to `path` the page makes from now on. */
function recordPosts(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

// A page closing while one of the routes below is still reading the real answer ("Response has
// been disposed") is the end of the test, not a failure of it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Tells the page which activities are on (the seed has 12, 13, 57, 87, 88 on). */
async function activities(page: Page, keep: (cod: number) => boolean, add: number[] = []) {
  await page.route('**/api/parametros/funcionalidades', async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as { cod_atividade: number; descricao: string }[];
    await route.fulfill({ response, json: [...rows.filter((r) => keep(r.cod_atividade)), ...add.map((cod) => ({ cod_atividade: cod, descricao: `Atividade ${cod}` }))] });
  });
}

/** Changes the institution's settings the page receives. */
async function institution(page: Page, change: Record<string, unknown>) {
  await page.route('**/api/parametros/instituicao', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...change } });
  });
}

test.describe('footer links', () => {
  test('shows the dialogs, the external links of activities 57, 87 and 88, privacy and support; copyright and browsers', async ({ page }) => {
    await page.goto('/');
    const nav = footerNav(page);
    await expect(nav.getByRole('button', { name: 'Enviar comentário' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sugerir aquisição' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Suporte' })).toBeVisible();
    const expected: [string, string][] = [
      ['Portal de periódicos (abre em nova aba)', 'https://periodicos.estante.example/'],
      ['Biblioteca digital (abre em nova aba)', 'https://bibliotecadigital.estante.example/'],
      ['Repositório institucional (abre em nova aba)', 'https://repositorio.estante.example/'],
      ['Política de privacidade (abre em nova aba)', 'https://estante.example/privacidade'],
    ];
    for (const [name, href] of expected) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Universidade Federal da Estante`);
    await expect(footer(page)).toContainText('Chrome 104, Firefox 110 e Edge 110');
    await expectAxeClean(page);
  });

  test('without their activities and settings the footer has no buttons or links, only the legal lines', async ({ page }) => {
    await activities(page, (cod) => ![12, 13, 57, 87, 88].includes(cod));
    await institution(page, { link_lgpd: null, msg_suporte_consulta: '  ' });
    await page.goto('/');
    await expect(footer(page)).toContainText('Chrome 104');
    await expect(footer(page).getByRole('navigation')).toHaveCount(0);
    await expect(footer(page).getByRole('button')).toHaveCount(0);
    await expect(footer(page).getByRole('link')).toHaveCount(0);
  });

  test('each button and link follows its own activity', async ({ page }) => {
    await activities(page, (cod) => cod !== 57 && cod !== 13);
    await page.goto('/');
    const nav = footerNav(page);
    await expect(nav.getByRole('button', { name: 'Sugerir aquisição' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Biblioteca digital/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Repositório institucional/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Portal de periódicos/ })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Enviar comentário' })).toHaveCount(0);
  });
});

test.describe('general comment', () => {
  test('a visitor is asked to sign in, and finds the dialog again once signed in', async ({ page }) => {
    const posts = recordPosts(page, COMMENT_API);
    await page.goto('/?q=educacao&for=INDICE_1');
    await footerNav(page).getByRole('button', { name: 'Enviar comentário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comentário para a biblioteca' });
    await expect(dialog).toContainText('Entre com seu código de usuário e senha para enviar um comentário.');
    await expect(dialog.getByLabel('Comentário', { exact: true })).toHaveCount(0);
    await expectAxeClean(page);
    await dialog.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/login?redirect=%2F%3Fq%3Deducacao%26for%3DINDICE_1');
    await page.getByLabel('Código de usuário', { exact: true }).fill(DEMO.undergraduate.login);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/?q=educacao&for=INDICE_1');
    await expect(page.getByRole('dialog', { name: 'Comentário para a biblioteca' }).getByLabel('Comentário', { exact: true })).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test('with the login dialog (activity 107) the visitor signs in over the page', async ({ page }) => {
    await activities(page, () => true, [107]);
    await page.goto('/');
    await footerNav(page).getByRole('button', { name: 'Enviar comentário' }).click();
    await page.getByRole('dialog', { name: 'Comentário para a biblioteca' }).getByRole('button', { name: 'Entrar' }).click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.getByLabel('Código de usuário', { exact: true }).fill(DEMO.undergraduate.login);
    await login.getByLabel('Senha', { exact: true }).fill(DEMO.undergraduate.password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Comentário para a biblioteca' }).getByLabel('Biblioteca', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('says what is missing under each field and sends nothing; its validation (yup) comes with the dialog', async ({ page }) => {
    const posts = recordPosts(page, COMMENT_API);
    const validation: string[] = [];
    page.on('request', (r) => {
      if (/\/footer-forms\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) validation.push(r.url());
    });
    await signInAs(page, DEMO.undergraduate, '/');
    await expect(footerNav(page).getByRole('button', { name: 'Enviar comentário' })).toBeVisible();
    expect(validation).toEqual([]);
    await footerNav(page).getByRole('button', { name: 'Enviar comentário' }).click();
    await expect.poll(() => validation.length).toBe(1);
    const dialog = page.getByRole('dialog', { name: 'Comentário para a biblioteca' });
    await dialog.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(dialog.getByText('Escolha a biblioteca.')).toBeVisible();
    await expect(dialog.getByText('Escreva o comentário.')).toBeVisible();
    await expect(dialog.getByLabel('Biblioteca', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Biblioteca', { exact: true })).toBeFocused();
    await expectAxeClean(page);
    await dialog.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'Biblioteca Central' });
    await dialog.getByLabel('Comentário', { exact: true }).fill('   \n   ');
    await dialog.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(dialog.getByText('Escreva o comentário.')).toBeVisible();
    await expect(dialog.getByText('Escolha a biblioteca.')).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test('a signed-in patron sends a comment: stored pending, "Comentário enviado." at the top centre', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/');
    await footerNav(page).getByRole('button', { name: 'Enviar comentário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comentário para a biblioteca' });
    await dialog.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'Biblioteca de Ciências da Saúde' });
    await dialog.getByLabel('Comentário', { exact: true }).fill('  A sala de estudos poderia abrir aos domingos.  ');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === COMMENT_API && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Enviar comentário' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ content: 'A sala de estudos poderia abrir aos domingos.', b: 2 });
    expect(response.request().headers().authorization).toMatch(/^Bearer .+/);
    const stored = (await response.json()) as { cod_comentario: number; situacao: string };
    expect(stored.situacao).toBe('pendente');
    expect(stored.cod_comentario).toBeGreaterThan(0);

    const note = page.locator('.ant-notification-top').getByText('Comentário enviado.');
    await expect(note).toBeVisible();
    const box = await note.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.y < 120 && Math.abs(box.x + box.width / 2 - width / 2) < 200).toBe(true);
    await expect(dialog).toBeHidden();
    // Sent: the form starts empty next time.
    await footerNav(page).getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(dialog.getByLabel('Comentário', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Biblioteca', { exact: true })).toHaveValue('');
  });

  test('the server’s refusal (pending comments limit) is shown and the text stays', async ({ page }) => {
    await signInAs(page, DEMO.professor, '/');
    const nav = footerNav(page);
    const dialog = page.getByRole('dialog', { name: 'Comentário para a biblioteca' });
    // Three general comments may wait for moderation; the next is refused (422 limite_comentarios_excedido).
    let refused = false;
    for (let n = 1; n <= 4 && !refused; n++) {
      await nav.getByRole('button', { name: 'Enviar comentário' }).click();
      await dialog.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'Biblioteca Central' });
      await dialog.getByLabel('Comentário', { exact: true }).fill(`Comentário número ${n}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === COMMENT_API),
        dialog.getByRole('button', { name: 'Enviar comentário' }).click(),
      ]);
      refused = response.status() === 422;
      if (!refused) await expect(dialog).toBeHidden();
    }
    expect(refused).toBe(true);
    await expect(dialog.getByRole('alert')).toContainText('aguardando a aprovação da biblioteca');
    await expect(dialog.getByLabel('Comentário', { exact: true })).toHaveValue(/^Comentário número [1-4]$/);
    await expect(dialog.getByLabel('Biblioteca', { exact: true })).toHaveValue('1');
    await expectAxeClean(page);
  });

  test('when the validation chunk cannot be fetched the dialog says so, keeps the text, and works once it can', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/');
    await page.route(/\/footer-forms\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await footerNav(page).getByRole('button', { name: 'Enviar comentário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comentário para a biblioteca' });
    await dialog.getByLabel('Comentário', { exact: true }).fill('Texto que não se perde.');
    await dialog.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Não foi possível conectar ao servidor.');
    await expect(dialog.getByLabel('Comentário', { exact: true })).toHaveValue('Texto que não se perde.');
    await page.unrouteAll();
    await dialog.getByRole('button', { name: 'Enviar comentário' }).click();
    await expect(dialog.getByText('Escolha a biblioteca.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('opens and closes from the keyboard, and the focus goes back to its button', async ({ page }) => {
    await page.goto('/');
    const open = footerNav(page).getByRole('button', { name: 'Enviar comentário' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Comentário para a biblioteca' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Comentário para a biblioteca' })).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('acquisition suggestion', () => {
  test('library, title and publisher are required (blank is not enough); the ISBN/ISSN is checked', async ({ page }) => {
    const posts = recordPosts(page, SUGGESTION_API);
    await signInAs(page, DEMO.undergraduate, '/');
    await footerNav(page).getByRole('button', { name: 'Sugerir aquisição' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
    await dialog.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(dialog.getByText('Escolha a biblioteca.')).toBeVisible();
    await expect(dialog.getByText('Informe o título.')).toBeVisible();
    await expect(dialog.getByText('Informe a editora.')).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByLabel('Título', { exact: true }).fill('   ');
    await dialog.getByLabel('Editora', { exact: true }).fill(' ');
    await dialog.getByLabel('ISBN/ISSN', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(dialog.getByText('Informe o título.')).toBeVisible();
    await expect(dialog.getByText('Informe a editora.')).toBeVisible();
    await expect(dialog.getByText('ISBN ou ISSN inválido: informe 10 ou 13 dígitos (ISBN) ou 8 (ISSN).')).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await footerNav(page).getByRole('button', { name: 'Sugerir aquisição' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
    await expect(dialog).toContainText('Entre com seu código de usuário e senha para sugerir uma aquisição.');
    await expect(dialog.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?redirect=%2F');
  });

  test('every field is sent; the campus narrows the libraries; "Sugestão enviada."', async ({ page }) => {
    await signInAs(page, DEMO.undergraduate, '/');
    await footerNav(page).getByRole('button', { name: 'Sugerir aquisição' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
    const library = dialog.getByLabel('Biblioteca', { exact: true });
    await expect(library.locator('option')).toHaveText(['Selecione a biblioteca…', 'Biblioteca Central', 'Biblioteca de Ciências da Saúde', 'Biblioteca Setorial Norte', 'Biblioteca do Litoral']);
    await library.selectOption({ label: 'Biblioteca Central' });
    await dialog.getByLabel('Campus', { exact: true }).selectOption({ label: 'Campus Norte' });
    await expect(library.locator('option')).toHaveText(['Selecione a biblioteca…', 'Biblioteca Setorial Norte']);
    await expect(library).toHaveValue(''); // the library of another campus was dropped
    await library.selectOption({ label: 'Biblioteca Setorial Norte' });
    await dialog.getByLabel('Título', { exact: true }).fill(' Revista Brasileira de Ornitologia ');
    await dialog.getByLabel('Autor', { exact: true }).fill('Sociedade Brasileira de Ornitologia');
    await dialog.getByLabel('Edição', { exact: true }).fill('v. 32');
    await dialog.getByLabel('Editora', { exact: true }).fill('SBO');
    await dialog.getByLabel('ISBN/ISSN', { exact: true }).fill('2178-7875');
    await dialog.getByLabel('É um periódico (revista, jornal)', { exact: true }).check();
    await dialog.getByLabel('Outras informações', { exact: true }).fill('Assinatura eletrônica, se possível.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === SUGGESTION_API && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Enviar sugestão' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      campus: 2,
      biblioteca: 3,
      autor: 'Sociedade Brasileira de Ornitologia',
      titulo: 'Revista Brasileira de Ornitologia',
      edicao: 'v. 32',
      editor: 'SBO',
      isbn_issn: '2178-7875',
      periodico: true,
      outras_inf: 'Assinatura eletrônica, se possível.',
    });
    expect(await response.json()).toMatchObject({ cod_situacao: 13, situacao: 'Pré-sugestão' });
    await expect(page.locator('.ant-notification-top').getByText('Sugestão enviada.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('support', () => {
  test('the institution’s HTML is sanitised: a script in it never runs, its text shows; the sanitiser loads with the dialog', async ({ page }) => {
    const sanitiser: string[] = [];
    page.on('request', (r) => {
      if (/\/dompurify\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) sanitiser.push(r.url());
    });
    await institution(page, {
      msg_suporte_consulta:
        '<p>Fale com a <strong>biblioteca</strong>: <a href="mailto:ajuda@estante.example">ajuda@estante.example</a></p>' +
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">clique</a>',
    });
    // A results page: the home's events are server HTML too (their sanitiser loads with them).
    await page.goto('/?q=jazz&for=INDICE_1');
    await expect(footerNav(page).getByRole('button', { name: 'Suporte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-estante-hydrated', 'catalogue');
    expect(sanitiser).toEqual([]);
    await footerNav(page).getByRole('button', { name: 'Suporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suporte ao usuário' });
    await expect(dialog).toContainText('Fale com a biblioteca: ajuda@estante.example');
    await expect(dialog.getByRole('link', { name: 'ajuda@estante.example' })).toHaveAttribute('href', 'mailto:ajuda@estante.example');
    await expect(dialog.locator('script, img[onerror], a[href^="javascript:"]')).toHaveCount(0);
    await dialog.getByText('clique').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(sanitiser).toHaveLength(1);
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, test } from './helpers';

// Loan requests and closed stacks (issue 15 items 4 and 6): every rule of the request form shows its
// message under its field; a valid request succeeds and shows its status, then is cancelled; a
// visitor fills the form, is asked to sign in and comes back with what was typed kept; the
// closed-stacks page of a title with such copies (asked for at a desk, then cancelled) and of one
// without. The professor demo account (no seeded requests, a limit of 10) sends them; titles are
// found through the API, each test from another code down (what one test leaves, the next would see).

const ACCOUNT = DEMO.professor;

interface Option { valor: string; rotulo: string }
interface Combination { volume: Option; tomo: Option; parte: Option; material: Option; origens: number[] }
interface Closed { exemplares: { cod_exemplar: number; solicitavel: boolean }[] }
interface Request { cod_solicitacao: number; cod_acervo: number; situacao: string }

async function token(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
const publicToken = (request: APIRequestContext) => token(request, { grant_type: 'client_credentials' });
const patronToken = (request: APIRequestContext) => token(request, { grant_type: 'password', username: ACCOUNT.login, password: ACCOUNT.password });

/** The account's open requests (waiting, in transit, available) of `cod`. */
async function openRequests(request: APIRequestContext, cod: number): Promise<Request[]> {
  const res = await request.get(`${API}/api/solicitacao-emprestimo?acervo=${cod}`, { headers: { authorization: `Bearer ${await patronToken(request)}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Request[]).filter((r) => ['aguardando', 'em_transito', 'disponivel'].includes(r.situacao));
}

/** A title (from code `from` down) whose request choices satisfy `wanted`. */
async function requestableTitle(request: APIRequestContext, from: number, wanted: (c: Combination[]) => boolean): Promise<number> {
  const pub = await publicToken(request);
  for (let cod = from; cod > 1; cod--) {
    const res = await request.get(`${API}/api/solicitacao-emprestimo/opcoes?acervo=${cod}`, { headers: { authorization: `Bearer ${pub}` } });
    if (res.status() === 200 && wanted(((await res.json()) as { combinacoes: Combination[] }).combinacoes)) return cod;
  }
  throw new Error('no such title in the seed');
}

/** A title (from code `from` down) whose closed-stack copies satisfy `wanted`. */
async function closedTitle(request: APIRequestContext, from: number, wanted: (c: Closed) => boolean): Promise<number> {
  const pub = await publicToken(request);
  for (let cod = from; cod > 1; cod--) {
    const res = await request.get(`${API}/api/solicitacoes/acervo-fechado?acervo=${cod}`, { headers: { authorization: `Bearer ${pub}` } });
    if (res.status() === 200 && wanted((await res.json()) as Closed)) return cod;
  }
  throw new Error('no such title in the seed');
}

/** Two combinations at least: the patron has a copy to choose (the form cannot preselect everything). */
const withChoices = (c: Combination[]) => c.length >= 2;
const any = (c: Combination[]) => c.length >= 1;

async function signIn(page: Page, from: string, alreadyOnLogin = false) {
  if (!alreadyOnLogin) await page.goto(`/login?redirect=${encodeURIComponent(from)}`);
  await page.getByLabel('Código de usuário').fill(ACCOUNT.login);
  await page.getByLabel('Senha', { exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(from);
}

const requestForm = (page: Page) => page.getByRole('form', { name: 'Solicitar empréstimo' });
/** The message under a field of the form (its error element, which the control names in aria-describedby). */
const messageOf = (form: Locator, name: string) => form.locator(`#solicitacao-${name}-error`);
const CHOICES = ['Volume', 'Tomo', 'Parte', 'Material'] as const;

/** Chooses, in each copy select still empty, its first real option (the others narrow as it goes). */
async function chooseCopy(form: Locator) {
  for (const label of CHOICES) {
    const select = form.getByLabel(label, { exact: true });
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
}

test.describe('loan requests', () => {
  test('every rule of the form shows its message under its field', async ({ page, request }) => {
    const cod = await requestableTitle(request, 1200, withChoices);
    await signIn(page, `/acervo/${cod}/solicitacao-emprestimo`);
    const form = requestForm(page);
    // The contact comes from the patron's record: cleared here to see the required messages.
    await expect(form.getByLabel('Telefone')).not.toHaveValue('');
    await form.getByLabel('Telefone').fill('');
    await form.getByLabel('E-mails').fill('');
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();

    await expect(messageOf(form, 'tipo')).toHaveText('Escolha a forma de recebimento.');
    await expect(messageOf(form, 'local_recebimento')).toHaveText('Escolha o local de recebimento.');
    await expect(messageOf(form, 'telefone')).toHaveText('Informe o telefone.');
    await expect(messageOf(form, 'emails')).toHaveText('Informe o e-mail.');
    await expect(form.getByLabel('Telefone')).toHaveAttribute('aria-invalid', 'true');
    let unchosen = 0;
    for (const [i, label] of CHOICES.entries()) {
      const field = ['volume', 'tomo', 'parte', 'material'][i] as string;
      if ((await form.getByLabel(label, { exact: true }).inputValue()) === '') {
        unchosen++;
        await expect(messageOf(form, field)).toHaveText(`Escolha ${label === 'Parte' ? 'a parte' : `o ${label.toLowerCase()}`}.`);
      }
    }
    expect(unchosen).toBeGreaterThan(0);
    await expectAxeClean(page);

    // The phone helper keeps digits, hyphens, parentheses and spaces only; too few digits is refused.
    await form.getByLabel('Telefone').pressSequentially('+55 (51) 33-x1');
    await expect(form.getByLabel('Telefone')).toHaveValue('55 (51) 33-1');
    await form.getByLabel('Telefone').fill('');
    await form.getByLabel('Telefone').pressSequentially('(51) 330');
    // Several e-mails are separated by ";": one of them invalid is named.
    await form.getByLabel('E-mails').fill('leitor@estante.example; leitor arroba estante');
    // A home loan needs the delivery address.
    await form.getByLabel('Forma de recebimento').selectOption({ label: 'Empréstimo domiciliar (entrega no endereço)' });
    await form.getByLabel('Endereço de entrega').fill('');
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(messageOf(form, 'telefone')).toHaveText(
      'Telefone inválido: informe ao menos 8 dígitos, usando só números, hífens, parênteses e espaços (no máximo 16 caracteres).',
    );
    await expect(messageOf(form, 'emails')).toHaveText('E-mail inválido: leitor arroba estante. Separe vários e-mails com ";".');
    await expect(messageOf(form, 'endereco')).toHaveText('Informe o endereço de entrega.');
    await expect(messageOf(form, 'tipo')).toHaveCount(0);

    // An interlibrary request needs the library the copy comes from.
    await form.getByLabel('Forma de recebimento').selectOption({ label: 'Empréstimo entre bibliotecas' });
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(messageOf(form, 'biblioteca_origem')).toHaveText('Escolha a biblioteca de origem do exemplar.');
    expect(await openRequests(request, cod)).toEqual([]);
  });

  test('a valid request succeeds and shows its status; a second one of the title is a duplicate; then it is cancelled', async ({ page, request }) => {
    const cod = await requestableTitle(request, 1100, any);
    await signIn(page, `/acervo/${cod}/solicitacao-emprestimo`);
    const form = requestForm(page);
    await form.getByLabel('Forma de recebimento').selectOption({ label: 'Retirada na biblioteca' });
    await expect(form.getByText('O exemplar fica separado no local de recebimento escolhido.')).toBeVisible();
    await chooseCopy(form);
    await form.getByLabel('Local de recebimento').selectOption({ index: 1 });
    await expect(form.getByLabel('E-mails')).toHaveValue('carlos.mendes@estante.example');
    await form.getByLabel('E-mails').fill('carlos.mendes@estante.example; carlos@pessoal.example');
    // A double click makes one request.
    await form.getByRole('button', { name: 'Enviar solicitação' }).dblclick();

    const region = page.getByRole('region', { name: 'Solicitação de empréstimo', exact: true });
    const sent = region.locator('.title-request__sent');
    await expect(sent).toContainText('Retirada na biblioteca');
    await expect(sent).toContainText('Aguardando atendimento');
    const mine = page.getByRole('table', { name: 'Suas solicitações deste título' });
    await expect(mine.getByRole('row')).toHaveCount(2);
    await expect(mine.getByRole('row').nth(1)).toContainText('Aguardando atendimento');
    const open = await openRequests(request, cod);
    expect(open).toHaveLength(1);

    // The same title again: the server's refusal in the form's alert.
    await form.getByLabel('Forma de recebimento').selectOption({ label: 'Retirada na biblioteca' });
    await chooseCopy(form);
    await form.getByLabel('Local de recebimento').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(form.getByRole('alert')).toContainText('Solicitação duplicada: você já tem uma solicitação em aberto deste título.');
    await expectAxeClean(page);

    await mine.getByRole('button', { name: /Cancelar solicitação de/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar solicitação' }).click();
    await expect(mine.getByRole('row').nth(1)).toContainText('Cancelada');
    await expect(mine.getByRole('button', { name: /Cancelar solicitação de/ })).toHaveCount(0);
    expect(await openRequests(request, cod)).toEqual([]);
  });

  test('on a 375 px phone the signed-in form and its list of requests fit the screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const cod = await requestableTitle(request, 900, any);
    await signIn(page, `/acervo/${cod}/solicitacao-emprestimo`);
    // The patron's requests of this title: none yet here (on a phone, rows would be stacked cards).
    const mine = page.getByRole('region', { name: 'Suas solicitações deste título' });
    await expect(mine.getByText('Você não tem solicitações deste título.')).toBeVisible();
    // The list's hidden action-column header once widened the page to 642 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a visitor fills the form, is asked to sign in and comes back with what was typed kept', async ({ page, request }) => {
    const cod = await requestableTitle(request, 1000, any);
    const path = `/acervo/${cod}/solicitacao-emprestimo`;
    await page.goto(path);
    const form = requestForm(page);
    await form.getByLabel('Forma de recebimento').selectOption({ label: 'Empréstimo domiciliar (entrega no endereço)' });
    await form.getByLabel('Endereço de entrega').fill('Rua Sarmento Leite, 500 - Centro Histórico');
    await form.getByLabel('Telefone').fill('(51) 3308-4321');
    await expect(form.getByRole('button', { name: 'Enviar solicitação' })).toHaveCount(0);
    await expect(form.getByText('Entre para enviar a solicitação. O que você preencheu fica guardado.')).toBeVisible();
    await expectAxeClean(page);

    await form.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, path, true);
    const back = requestForm(page);
    await expect(back.getByLabel('Forma de recebimento')).toHaveValue('domicilio');
    await expect(back.getByLabel('Endereço de entrega')).toHaveValue('Rua Sarmento Leite, 500 - Centro Histórico');
    await expect(back.getByLabel('Telefone')).toHaveValue('(51) 3308-4321');
    // What the visitor did not type comes from the patron's record.
    await expect(back.getByLabel('E-mails')).toHaveValue('carlos.mendes@estante.example');
    await expect(back.getByRole('button', { name: 'Enviar solicitação' })).toBeVisible();
  });
});

test.describe('closed stacks', () => {
  test('a title with closed-stack copies lists them; one is asked for at a desk, then the request is cancelled', async ({ page, request }) => {
    const cod = await closedTitle(request, 1300, (c) => c.exemplares.some((e) => e.solicitavel));
    await signIn(page, `/acervo/${cod}/acervo-fechado`);
    const table = page.getByRole('table', { name: 'Exemplares no acervo fechado' });
    await expect(table).toBeVisible();
    await expectAxeClean(page);
    await table.getByRole('button', { name: /Pedir ao balcão o exemplar/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pedir exemplar ao balcão' });
    await expect(dialog.getByLabel('Telefone')).not.toHaveValue('');
    await dialog.getByLabel('E-mails').fill('carlos@');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.locator('#acervo-fechado-emails-error')).toHaveText('E-mail inválido: carlos@. Separe vários e-mails com ";".');
    if ((await dialog.getByLabel('Balcão de atendimento').inputValue()) === '') await dialog.getByLabel('Balcão de atendimento').selectOption({ index: 1 });
    await dialog.getByLabel('E-mails').fill('carlos.mendes@estante.example');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.title-closed__sent')).toContainText('Acervo fechado (exemplar levado ao balcão)');
    await expect(page.locator('.title-closed__sent')).toContainText('Aguardando atendimento');

    const mine = page.getByRole('table', { name: 'Suas solicitações deste título' });
    await expect(mine.getByRole('row').nth(1)).toContainText('Acervo fechado');
    await mine.getByRole('button', { name: /Cancelar solicitação de/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar solicitação' }).click();
    await expect(mine.getByRole('row').nth(1)).toContainText('Cancelada');
    expect(await openRequests(request, cod)).toEqual([]);
  });

  test('a title without closed-stack copies says so plainly, in pt and en', async ({ page, request }) => {
    const cod = await closedTitle(request, 1250, (c) => c.exemplares.length === 0);
    await page.goto(`/acervo/${cod}/acervo-fechado`);
    await expect(page.getByText('Este título não tem exemplares no acervo fechado.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Exemplares no acervo fechado' })).toHaveCount(0);
    await expectAxeClean(page);
    await page.goto(`/acervo/${cod}/acervo-fechado?lng=en`);
    await expect(page.getByText('This title has no copies in closed stacks.')).toBeVisible();
  });
});

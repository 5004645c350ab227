import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO, expect, expectAxeClean, test } from './helpers';

// Holds (issue 15 items 3 and 6): a demo patron places a hold on a title whose copies are all on
// loan, sees the queue position and estimated wait on the hold page and on the title page, and
// cancels it; a refused hold shows its reason before the click; a visitor is asked to sign in and
// comes back to /reserva with the choices kept. Titles and accounts are found through the API in the
// seeded state (this file starts on a fresh copy of the seeded database, tests/helpers.ts), never hard-coded.

interface Copy {
  cod_biblioteca: number;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string;
  tipo_emprestimo: string;
  situacao: string;
}
interface Info {
  pode_reservar: boolean;
  motivo: { codigo: string; message: string } | null;
  minha_reserva: { cod_reserva: number } | null;
}
type Account = { login: string; password: string };

async function token(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: { client_id: 'estante-web', ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const holdable = (c: Copy) => c.tipo_emprestimo !== 'Consulta local';
const combination = (c: Copy) => [c.volume, c.tomo, c.parte, c.material].join('|');

/** The first title (from the highest codes down) whose public copies satisfy `wanted`. */
async function findTitle(request: APIRequestContext, wanted: (copies: Copy[]) => boolean): Promise<number> {
  const pub = await token(request, { grant_type: 'client_credentials' });
  for (let cod = 1800; cod > 1; cod--) {
    const res = await request.get(`${API}/api/acervo/${cod}/exemplares`, { headers: { authorization: `Bearer ${pub}` } });
    if (res.status() === 200 && wanted((await res.json()) as Copy[])) return cod;
  }
  throw new Error('no such title in the seed');
}

/** Every holdable copy is out (on loan, set aside, in transit): a hold is what the patron can do. */
const allOut = (copies: Copy[]) => copies.some(holdable) && copies.filter(holdable).every((c) => c.situacao !== 'disponivel');
/** …and the patron has something to choose: two libraries or two combinations. */
const allOutWithChoices = (copies: Copy[]) =>
  allOut(copies) && (new Set(copies.filter(holdable).map((c) => c.cod_biblioteca)).size > 1 || new Set(copies.filter(holdable).map(combination)).size > 1);
const onShelf = (copies: Copy[]) => copies.some((c) => holdable(c) && c.situacao === 'disponivel');
/** Every copy is for reading in the library only. */
const readingRoomOnly = (copies: Copy[]) => copies.length > 0 && !copies.some(holdable);

/** A demo account that can hold `cod` now (not blocked, under its limit), with its informacoes-iniciais. */
async function accountThatCanHold(request: APIRequestContext, cod: number): Promise<Account> {
  for (const account of [DEMO.graduate, DEMO.linked, DEMO.undergraduate, DEMO.professor, { login: DEMO.linked.other, password: DEMO.linked.password }]) {
    const access = await token(request, { grant_type: 'password', username: account.login, password: account.password });
    const res = await request.get(`${API}/api/reserva/informacoes-iniciais?acervo=${cod}`, { headers: { authorization: `Bearer ${access}` } });
    expect(res.status(), await res.text()).toBe(200);
    if (((await res.json()) as Info).pode_reservar) return account;
  }
  throw new Error(`no demo account can hold title ${cod}`);
}

/** The patron's open holds of `cod`, through the API. */
async function openHoldsOf(request: APIRequestContext, account: Account, cod: number): Promise<number> {
  const access = await token(request, { grant_type: 'password', username: account.login, password: account.password });
  const res = await request.get(`${API}/api/reserva/historico`, { headers: { authorization: `Bearer ${access}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cod_acervo: number; situacao: string }[]).filter((h) => h.cod_acervo === cod && (h.situacao === 'fila' || h.situacao === 'liberada')).length;
}

/**
 * Signs in through the login page and lands on `from`. The demo account with linked logins (the one
 * the seed leaves able to hold) is asked which login to continue with first: the main one.
 */
async function signIn(page: Page, account: Account, from: string, alreadyOnLogin = false) {
  if (!alreadyOnLogin) await page.goto(`/login?redirect=${encodeURIComponent(from)}`);
  await page.getByLabel('Código de usuário').fill(account.login);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const choose = page.getByRole('button', { name: 'Continuar' });
  await expect(choose.or(page.getByRole('region', { name: 'Reserva', exact: true })).first()).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(page).toHaveURL(from);
}

const holdRegion = (page: Page) => page.getByRole('region', { name: 'Reserva', exact: true });
const SELECTS = ['Volume', 'Tomo', 'Parte', 'Material', 'Biblioteca de retirada'] as const;

/** Chooses, in each select still empty, its first real option (the others narrow as it goes). */
async function chooseEverything(page: Page) {
  const form = page.getByRole('form', { name: 'Fazer a reserva' });
  for (const label of SELECTS) {
    const select = form.getByLabel(label);
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
}

test.describe('holds', () => {
  test('a hold refused is explained before the click (copies on the shelf), on the hold page and on the title page', async ({ page, request }) => {
    const cod = await findTitle(request, onShelf);
    // An account that could hold another title: the refusal is about this title's copies.
    const account = await accountThatCanHold(request, await findTitle(request, allOut));
    await signIn(page, account, `/acervo/${cod}/reserva`);
    const region = holdRegion(page);
    const reason = 'Reserva indisponível: há exemplares deste título disponíveis na estante. Retire um deles no balcão de empréstimo.';
    await expect(region.getByText('Não é possível reservar este título agora')).toBeVisible();
    await expect(region.getByText(reason)).toBeVisible();
    await expect(region.getByRole('button', { name: 'Reservar' })).toHaveCount(0);
    await expectAxeClean(page);

    await page.goto(`/acervo/${cod}`);
    await expect(page.getByText(reason)).toBeVisible();

    // In English and Spanish, the page and the server's reason alike (switching asks the server again).
    await page.goto(`/acervo/${cod}/reserva`);
    await expect(region.getByText(reason)).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    const en = page.getByRole('region', { name: 'Hold', exact: true });
    await expect(en.getByText('This title cannot be held right now')).toBeVisible();
    await expect(en.getByText('Hold unavailable: copies of this title are available on the shelf. Borrow one at the loan desk.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(holdRegion(page).getByText('Reserva no disponible: hay ejemplares de este título disponibles en el estante. Retire uno en el mostrador de préstamo.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt');
  });

  test('a visitor on a title whose copies are on the shelf is told why no hold before any form, on the title page and the hold page', async ({ page, request }) => {
    const cod = await findTitle(request, onShelf);
    const reason = 'Reserva indisponível: há exemplares deste título disponíveis na estante. Retire um deles no balcão de empréstimo.';
    await page.goto(`/acervo/${cod}`);
    await expect(page.getByText(reason)).toBeVisible();
    // No way into a form the server would refuse.
    await expect(page.getByRole('link', { name: 'Reservar este título' })).toHaveCount(0);

    await page.goto(`/acervo/${cod}/reserva`);
    const region = holdRegion(page);
    await expect(region.getByText('Não é possível reservar este título agora')).toBeVisible();
    await expect(region.getByText(reason)).toBeVisible();
    await expect(region.getByRole('form', { name: 'Fazer a reserva' })).toHaveCount(0);
    await expect(region.getByRole('combobox')).toHaveCount(0);
    await expect(region.getByText(/suas escolhas ficam guardadas|O que você escolheu fica guardado/)).toHaveCount(0);
    await expectAxeClean(page);

    // The server's own words in the visitor's language.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    const en = page.getByRole('region', { name: 'Hold', exact: true });
    await expect(en.getByText('This title cannot be held right now')).toBeVisible();
    await expect(en.getByText('Hold unavailable: copies of this title are available on the shelf. Borrow one at the loan desk.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  });

  test('a title for reading in the library only says so, never "Reserva cancelada" for a hold never placed', async ({ page, request }) => {
    const cod = await findTitle(request, readingRoomOnly);
    const reason = 'Reserva indisponível: os exemplares deste título são somente para consulta local e não podem ser reservados.';
    await page.goto(`/acervo/${cod}`);
    await expect(page.getByText(reason)).toBeVisible();
    await page.goto(`/acervo/${cod}/reserva`);
    const region = holdRegion(page);
    await expect(region.getByText(reason)).toBeVisible();
    await expect(region).not.toContainText(/cancelad/i);
    await expect(region.getByRole('form', { name: 'Fazer a reserva' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('es');
    await expect(holdRegion(page).getByText('Reserva no disponible: los ejemplares de este título son solo para consulta en sala y no pueden reservarse.')).toBeVisible();
    await expect(holdRegion(page)).not.toContainText(/cancelad/i);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt');
  });

  test('placed on a title whose copies are all out: position and estimate on the hold page and the title page, then cancelled', async ({ page, request }) => {
    const cod = await findTitle(request, allOut);
    const account = await accountThatCanHold(request, cod);
    await signIn(page, account, `/acervo/${cod}/reserva`);
    const region = holdRegion(page);
    const form = region.getByRole('form', { name: 'Fazer a reserva' });
    await expect(form).toBeVisible();

    // The library left unchosen: its message under it, nothing sent.
    await form.getByLabel('Biblioteca de retirada').selectOption('');
    await form.getByRole('button', { name: 'Reservar' }).click();
    await expect(form.getByText('Escolha a biblioteca de retirada.')).toBeVisible();
    await expect(form.getByLabel('Biblioteca de retirada')).toHaveAttribute('aria-invalid', 'true');

    await chooseEverything(page);
    const forecast = form.getByRole('status');
    await expect(forecast).toContainText(/Você seria o número (\d+) da fila\./);
    const position = Number(/número (\d+) da fila/.exec((await forecast.textContent()) ?? '')?.[1]);
    await expect(forecast).toContainText(/Previsão: (por volta de .+ \(cerca de \d+ dias?\)|um exemplar pode ser liberado a qualquer momento)\./);
    await expectAxeClean(page);

    // A double click places one hold.
    await form.getByRole('button', { name: 'Reservar' }).dblclick();
    await expect(page.getByText(`Reserva feita: você é o número ${position} da fila.`).first()).toBeVisible();
    await expect(region.getByRole('heading', { name: 'Sua reserva' })).toBeVisible();
    await expect(region.getByText(`Você é o número ${position} da fila.`)).toBeVisible();
    await expect(region.getByText('Biblioteca de retirada')).toBeVisible();
    expect(await openHoldsOf(request, account, cod)).toBe(1);
    await expectAxeClean(page);

    // The title page shows the place in the queue and the estimate, with a link to the hold.
    await page.goto(`/acervo/${cod}`);
    const summary = page.getByText(new RegExp(`Sua reserva: número ${position} da fila`));
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(/previsão por volta de .+ \(cerca de \d+ dias?\)/);
    await page.getByRole('link', { name: 'Ver minha reserva' }).click();
    await expect(page).toHaveURL(`/acervo/${cod}/reserva`);

    // Cancel, after confirming.
    await region.getByRole('button', { name: 'Cancelar reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await expect(page.getByText('Reserva cancelada.').first()).toBeVisible();
    await expect(region.getByRole('form', { name: 'Fazer a reserva' })).toBeVisible();
    expect(await openHoldsOf(request, account, cod)).toBe(0);
  });

  test('a visitor chooses, is asked to sign in, and comes back to /reserva with the choices kept', async ({ page, request }) => {
    const cod = await findTitle(request, allOutWithChoices);
    const account = await accountThatCanHold(request, cod);
    // The title page offers the hold (the title's own rules allow it).
    await page.goto(`/acervo/${cod}`);
    await page.getByRole('link', { name: 'Reservar este título' }).click();
    await expect(page).toHaveURL(`/acervo/${cod}/reserva`);
    const region = holdRegion(page);
    await expect(region.getByText('Entre para fazer a reserva. O que você escolheu fica guardado.')).toBeVisible();
    await expect(region.getByText('Ao entrar, a biblioteca verifica também a sua situação: categoria de usuário, limite de reservas e pendências.')).toBeVisible();
    const form = region.getByRole('form', { name: 'Fazer a reserva' });
    // The last option of each select (not the one a patron would get by default), narrowing as it goes.
    for (const label of SELECTS) {
      const select = form.getByLabel(label);
      const count = await select.locator('option').count();
      if (count > 1) await select.selectOption({ index: count - 1 });
    }
    const chosen = await Promise.all(SELECTS.map((label) => form.getByLabel(label).inputValue()));
    expect(chosen.every((v) => v !== '')).toBe(true);
    await expectAxeClean(page);

    await region.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, account, `/acervo/${cod}/reserva`, true);
    const back = holdRegion(page).getByRole('form', { name: 'Fazer a reserva' });
    await expect(back.getByRole('button', { name: 'Reservar' })).toBeVisible();
    for (const [i, label] of SELECTS.entries()) await expect(back.getByLabel(label)).toHaveValue(chosen[i]!);
    await expect(back.getByRole('status')).toContainText('Você seria o número');
  });
});

import { describe, expect, it } from 'vitest';
import type { DadosPessoais, UsuariosTroca } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../seed/people';

// Personal data (optimistic concurrency), change password and user switch (issue 16): only the
// caller's own data, every refusal under its field in pt/en/es, stale saves refused (two at once on
// PostgreSQL), the other sign-ins ended by a password change and the current one kept.
if (!TEST_DATABASE_URL) console.info('[meu-pergamum tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

interface Me { cod_pessoa: number; cod_login: number; login: string; password: string; pair: Pair }

async function patron(h: AuthHarness, name?: string): Promise<Me> {
  const p = await h.person(name ? { name } : {});
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, pair: res.json<Pair>() };
}
/** `lang` header: 1 pt, 5 en, 3 es. */
const hdr = (token: string | null, lang = '1', more: Record<string, string> = {}) => ({ lang, ...(token ? { authorization: `Bearer ${token}` } : {}), ...more });
const getData = (h: AuthHarness, token: string | null) => h.inject({ method: 'GET', url: '/api/meu-pergamum/dados-pessoais', headers: hdr(token) });
const dataOf = async (h: AuthHarness, me: Me) => {
  const res = await getData(h, me.pair.access_token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DadosPessoais>();
};
const save = (h: AuthHarness, token: string | null, body: Record<string, unknown>, lang = '1', more: Record<string, string> = {}) =>
  h.inject({ method: 'PUT', url: '/api/meu-pergamum/dados-pessoais', headers: hdr(token, lang, more), payload: body });
const bodyOf = (d: DadosPessoais, patch: Record<string, unknown> = {}) => {
  const { cod_pessoa: _c, nome_pessoa: _n, login: _l, ...rest } = d;
  return { ...rest, ...patch };
};
const FULL = {
  logradouro: 'Rua Sete de Setembro, 45',
  complemento: 'Sala 2',
  cep: '90010190',
  cidade: 'Porto Alegre',
  bairro: 'Centro Histórico',
  uf: 'RS',
  rg: '1234567890',
  cpf: '11144477735',
  nacionalidade: 'Brasileira',
  sexo: 'F',
  data_nascimento: '1999-12-31',
  escolaridade: 'Superior completo',
  profissao: 'Bibliotecária',
  estado_civil: 'Casada',
  recebe_email: false,
  emails: 'teresa@x.example; t.barros@y.example',
  telefone: '(51) 3308-1234',
};
const changePw = (h: AuthHarness, token: string | null, senhaAtual: string, senhaNova: string, lang = '1') =>
  h.inject({ method: 'PUT', url: '/api/meu-pergamum/senha', headers: hdr(token, lang), payload: { senhaAtual, senhaNova } });
const switchTo = (h: AuthHarness, token: string | null, usuario: number) =>
  h.inject({ method: 'POST', url: '/api/meu-pergamum/troca-usuario', headers: hdr(token), payload: { usuario } });

function cases(h: AuthHarness, postgres: boolean) {
  describe('who may call', () => {
    it('no token or the public token: 401 on every endpoint, nothing changed', async () => {
      const pub = await h.publicToken();
      const a = await patron(h);
      const before = await dataOf(h, a);
      for (const token of [null, pub]) {
        expect((await getData(h, token)).statusCode).toBe(401);
        expect((await save(h, token, bodyOf(before, { cidade: 'Invasão' }))).statusCode).toBe(401);
        expect((await h.inject({ method: 'GET', url: '/api/meu-pergamum/senha/regras', headers: hdr(token) })).statusCode).toBe(401);
        expect((await changePw(h, token, a.password, 'Outra#Senha99')).statusCode).toBe(401);
        expect((await h.inject({ method: 'GET', url: '/api/meu-pergamum/troca-usuario', headers: hdr(token) })).statusCode).toBe(401);
        expect((await switchTo(h, token, a.cod_pessoa)).statusCode).toBe(401);
      }
      expect(await dataOf(h, a)).toEqual(before);
      expect((await h.login(a.login, a.password)).statusCode).toBe(200);
    });
  });

  describe('personal data', () => {
    it("A's token reads and saves only A's data: a cod_pessoa of B in the body changes nothing of B's", async () => {
      const a = await patron(h, 'Teresa Quintana Barros');
      const b = await patron(h, 'Ulisses Vargas Prado');
      const da = await dataOf(h, a);
      expect(da).toMatchObject({ cod_pessoa: a.cod_pessoa, nome_pessoa: 'Teresa Quintana Barros', login: a.login, versao: 1, emails: 'teresa.barros@estante.example' });
      const bBefore = await dataOf(h, b);
      const res = await save(h, a.pair.access_token, { ...bodyOf(da, FULL), cod_pessoa: b.cod_pessoa });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DadosPessoais>()).toMatchObject({ ...FULL, cod_pessoa: a.cod_pessoa, versao: 2 });
      expect(res.headers.etag).toBe('"2"');
      expect(await dataOf(h, b)).toEqual(bBefore);
      expect(await dataOf(h, a)).toMatchObject({ ...FULL, versao: 2 });
    });

    it('GET answers the version as ETag; If-Match works as the version', async () => {
      const a = await patron(h);
      const res = await getData(h, a.pair.access_token);
      expect(res.headers.etag).toBe('"1"');
      const { versao: _v, ...body } = bodyOf(res.json<DadosPessoais>(), FULL);
      const ok = await save(h, a.pair.access_token, body, '1', { 'if-match': res.headers.etag as string });
      expect(ok.statusCode, ok.body).toBe(200);
      const none = await save(h, a.pair.access_token, body);
      expect(none.statusCode).toBe(428);
    });

    it('every bad field: 422 with campo and the message in pt, en and es; nothing saved', async () => {
      const a = await patron(h);
      const d = await dataOf(h, a);
      const cpf = await save(h, a.pair.access_token, bodyOf(d, { ...FULL, cpf: '11144477736' }));
      expect(cpf.statusCode).toBe(422);
      expect(cpf.json()).toMatchObject({ campo: 'cpf', message: expect.stringContaining('CPF inválido') });
      expect((await save(h, a.pair.access_token, bodyOf(d, { ...FULL, cpf: '111.444.777-35' }))).json()).toMatchObject({ campo: 'cpf' });
      const en = await save(h, a.pair.access_token, bodyOf(d, { ...FULL, emails: 'ok@x.example; nao-e-email; b@y.example' }), '5');
      expect(en.json()).toEqual({ campo: 'emails', message: 'Invalid e-mail: nao-e-email. Separate several e-mails with ";".' });
      const es = await save(h, a.pair.access_token, bodyOf(d, { ...FULL, telefone: '51 3308.1234' }), '3');
      expect(es.json()).toMatchObject({ campo: 'telefone', message: expect.stringContaining('Teléfono no válido') });
      for (const [campo, value] of [['cep', '9001019'], ['uf', 'ZZ'], ['data_nascimento', '2999-01-01'], ['sexo', 'X']] as const) {
        const res = await save(h, a.pair.access_token, bodyOf(d, { ...FULL, [campo]: value }));
        expect(res.statusCode, campo).toBe(422);
        expect(res.json<{ campo: string }>().campo).toBe(campo);
      }
      expect(await dataOf(h, a)).toEqual(d);
    });

    it('a stale save (an older version) is refused with 409 and overwrites nothing', async () => {
      const a = await patron(h);
      const d = await dataOf(h, a);
      expect((await save(h, a.pair.access_token, bodyOf(d, { ...FULL, cidade: 'Canoas' }))).statusCode).toBe(200);
      const stale = await save(h, a.pair.access_token, bodyOf(d, { ...FULL, cidade: 'Pelotas' }));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ codigo: 'VERSAO_DESATUALIZADA', message: expect.stringContaining('outra janela') });
      expect(await dataOf(h, a)).toMatchObject({ cidade: 'Canoas', versao: 2 });
    });

    it.skipIf(!postgres)('two saves of the same version at once: one 200, one 409, the stored row is the winner’s', async () => {
      const a = await patron(h);
      const d = await dataOf(h, a);
      const [x, y] = await Promise.all([
        save(h, a.pair.access_token, bodyOf(d, { ...FULL, cidade: 'Canoas' })),
        save(h, a.pair.access_token, bodyOf(d, { ...FULL, cidade: 'Pelotas' })),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const winner = x.statusCode === 200 ? 'Canoas' : 'Pelotas';
      expect(await dataOf(h, a)).toMatchObject({ cidade: winner, versao: 2 });
    });
  });

  describe('change password', () => {
    it('the seed gives the e2e its own account for changing a password (20210103, the demo reading password)', async () => {
      expect((await h.login('20210103', DEMO_PASSWORDS.leitura)).statusCode).toBe(200);
    });

    it('answers the recovery flow’s rules', async () => {
      const a = await patron(h);
      const res = await h.get('/api/meu-pergamum/senha/regras', a.pair.access_token);
      expect(res.json()).toMatchObject({ length: { min: 8, max: 20 }, special_char: true, last_pw: 3 });
    });

    it('a wrong current password: 422 under senhaAtual, counted as a failed sign-in, nothing changed', async () => {
      const a = await patron(h);
      const res = await changePw(h, a.pair.access_token, 'Errada#123x', 'Nova#Senha2024', '5');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ campo: 'senhaAtual', message: 'The current password is not right.' });
      const [row] = await h.query<{ tentativas_falhas: number }>('SELECT tentativas_falhas FROM logins WHERE cod_login = $1', [a.cod_login]);
      expect(row?.tentativas_falhas).toBe(1);
      expect((await h.login(a.login, a.password)).statusCode).toBe(200);
    });

    it('a rule unmet or one of the last passwords: 422 under senhaNova', async () => {
      const a = await patron(h);
      const short = await changePw(h, a.pair.access_token, a.password, 'Ab#1');
      expect(short.json()).toMatchObject({ campo: 'senhaNova', codigo: 'senhaTamanho' });
      const name = await changePw(h, a.pair.access_token, a.password, 'Teresa#2024x');
      expect(name.json()).toMatchObject({ campo: 'senhaNova', codigo: 'senhaNome' });
      const same = await changePw(h, a.pair.access_token, a.password, a.password);
      expect(same.json()).toMatchObject({ campo: 'senhaNova', codigo: 'senhaHistorico' });
      // After a change, the old one is still among the last 3.
      expect((await changePw(h, a.pair.access_token, a.password, 'Nova#Senha2024')).statusCode).toBe(204);
      const back = await changePw(h, a.pair.access_token, 'Nova#Senha2024', a.password);
      expect(back.json()).toMatchObject({ campo: 'senhaNova', codigo: 'senhaHistorico' });
    });

    it('success: the new password signs in, the old one no longer; other sign-ins end, the current one goes on', async () => {
      const a = await patron(h);
      const other = (await h.login(a.login, a.password)).json<Pair>();
      const res = await changePw(h, a.pair.access_token, a.password, 'Nova#Senha2024');
      expect(res.statusCode, res.body).toBe(204);
      expect((await h.login(a.login, a.password)).statusCode).toBe(401);
      expect((await h.login(a.login, 'Nova#Senha2024')).statusCode).toBe(200);
      expect((await h.refresh(other.refresh_token)).statusCode).toBe(401);
      expect((await h.get('/api/pessoas', other.access_token)).statusCode).toBe(401);
      expect((await h.get('/api/pessoas', a.pair.access_token)).statusCode).toBe(200);
      const renewed = await h.refresh(a.pair.refresh_token);
      expect(renewed.statusCode, renewed.body).toBe(200);
    });
  });

  describe('user switch', () => {
    const mariana = async () => {
      const res = await h.login('20240004', DEMO_PASSWORDS.leitura, { cod_pessoa: DEMO.mariana });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Pair>();
    };

    it('lists the other registrations with the same CPF, in the request’s language; none for a patron without one', async () => {
      const m = await mariana();
      const list = (await h.get('/api/meu-pergamum/troca-usuario', m.access_token)).json<UsuariosTroca>();
      expect(list.usuarios.map((u) => [u.usuario, u.nome, u.login])).toEqual([[6, 'Mariana Alves Costa Pereira', '20240004']]);
      expect(list.usuarios[0]?.categoria).toBeTruthy();
      const a = await patron(h);
      expect((await h.get('/api/meu-pergamum/troca-usuario', a.pair.access_token)).json()).toEqual({ usuarios: [] });
    });

    it('switching: a new pair for the chosen registration, the old sign-in ended', async () => {
      const m = await mariana();
      const res = await switchTo(h, m.access_token, 6);
      expect(res.statusCode, res.body).toBe(200);
      const pair = res.json<Pair>();
      expect((await h.get('/api/pessoas', pair.access_token)).json()).toMatchObject({ user: { nome_pessoa: 'Mariana Alves Costa Pereira', cod_pessoa: 6 } });
      expect((await h.refresh(m.refresh_token)).statusCode).toBe(401);
      expect((await h.get('/api/pessoas', m.access_token)).statusCode).toBe(401);
      // …and back.
      expect((await switchTo(h, pair.access_token, 5)).statusCode).toBe(200);
    });

    it('a registration not linked to the caller: 404, nothing issued, the current sign-in goes on', async () => {
      const m = await mariana();
      const count = async () => (await h.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_familias'))[0]?.n;
      const before = await count();
      for (const usuario of [1, 7, 999999]) {
        const res = await switchTo(h, m.access_token, usuario);
        expect(res.statusCode, String(usuario)).toBe(404);
        expect(res.json()).toMatchObject({ campo: 'usuario', codigo: 'USUARIO_NAO_VINCULADO' });
      }
      const a = await patron(h);
      expect((await switchTo(h, a.pair.access_token, 6)).statusCode).toBe(404);
      expect(await count()).toBe((before ?? 0) + 1);
      expect((await h.get('/api/pessoas', m.access_token)).statusCode).toBe(200);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`meu-pergamum on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend), backend.name.startsWith('PostgreSQL'));
  });
}

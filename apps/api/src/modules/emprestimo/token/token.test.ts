import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { BALCAO_CLIENT_ID, TokenEmprestimo, TokenValidado } from '@estante/api-contract';
import { Clock, TEST_ARGON2, useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../../test/helpers';
import { seedDeskClient } from '../../../seed/desk';
import type { FastifyInstance } from 'fastify';

// The loan token (digital library card): the patron's own only, one live token, 15 minutes, single
// use at the desk, only the desk client validates. On PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL (two requests at once on a real pool).
if (!TEST_DATABASE_URL) console.info('[loan token tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const DESK_SECRET = 'desk-secret-for-tests';
type Me = { cod_pessoa: number; login: string; token: string };

async function patron(h: AuthHarness, category = '01', name?: string, app?: FastifyInstance): Promise<Me> {
  const p = await h.person({ category, ...(name ? { name } : {}) });
  const res = await h.login(p.login, p.password, {}, app);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, login: p.login, token: res.json<Pair>().access_token };
}

const headers = (token: string | null, lang = '1') => ({ lang, ...(token ? { authorization: `Bearer ${token}` } : {}) });
const current = (h: AuthHarness, token: string | null, app?: FastifyInstance) => h.inject({ method: 'GET', url: '/api/emprestimo/token', headers: headers(token) }, app);
const issue = (h: AuthHarness, token: string | null, app?: FastifyInstance) => h.inject({ method: 'POST', url: '/api/emprestimo/token', headers: headers(token) }, app);
const validate = (h: AuthHarness, token: string | null, loanToken: string, lang = '1', app?: FastifyInstance) =>
  h.inject({ method: 'POST', url: '/api/emprestimo/token/validar', headers: headers(token, lang), payload: { token: loanToken } }, app);
const deskToken = async (h: AuthHarness, app?: FastifyInstance) => {
  const res = await h.token({ grant_type: 'client_credentials', client_id: BALCAO_CLIENT_ID, client_secret: DESK_SECRET }, {}, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
};
const issued = async (h: AuthHarness, me: Me) => {
  const res = await issue(h, me.token);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<TokenEmprestimo>();
  expect([...Value.Errors(TokenEmprestimo, body)]).toEqual([]);
  return body;
};

function cases(h: AuthHarness) {
  it('without OAUTH_DESK_CLIENT_SECRET the desk client gets no token', async () => {
    const res = await h.token({ grant_type: 'client_credentials', client_id: BALCAO_CLIENT_ID });
    expect(res.statusCode).toBe(401);
  });

  describe('with the desk secret configured', () => {
    beforeAll(async () => {
      await seedDeskClient(h.db(), { OAUTH_DESK_CLIENT_SECRET: DESK_SECRET }, TEST_ARGON2);
    });

    it('a visitor (no token, the public token) gets 401 on the patron calls', async () => {
      const pub = await h.publicToken();
      for (const token of [null, pub]) {
        expect((await current(h, token)).statusCode).toBe(401);
        expect((await issue(h, token)).statusCode).toBe(401);
      }
      expect((await validate(h, null, 'ABCDEFGH')).statusCode).toBe(401);
    });

    it('none at first; a new token is 8 unambiguous characters valid 15 minutes, stored only as its hash, shown again to its owner', async () => {
      const me = await patron(h);
      const none = await current(h, me.token);
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json()).toBeNull();
      const t = await issued(h, me);
      expect(t.token).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
      const minutes = (Date.parse(t.expira_em) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
      expect((await current(h, me.token)).json<TokenEmprestimo>()).toMatchObject({ token: t.token, expira_em: t.expira_em });
      const rows = await h.query<{ token_hash: string; semente: unknown }>('SELECT token_hash, semente FROM tokens_emprestimo WHERE cod_pessoa = $1', [me.cod_pessoa]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await h.query('SELECT * FROM tokens_emprestimo WHERE cod_pessoa = $1', [me.cod_pessoa]))).not.toContain(t.token);
    });

    it("patron A's token never shows or replaces B's, and the desk sees whose token it is", async () => {
      const a = await patron(h, '01', 'Alice Prado Teixeira');
      const b = await patron(h, '01', 'Beatriz Nogueira Campos');
      const tb = await issued(h, b);
      expect((await current(h, a.token)).json()).toBeNull();
      const ta = await issued(h, a);
      expect(ta.token).not.toBe(tb.token);
      expect((await current(h, b.token)).json<TokenEmprestimo>().token).toBe(tb.token);
      const desk = await deskToken(h);
      const res = await validate(h, desk, tb.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TokenValidado>()).toEqual({ cod_pessoa: b.cod_pessoa, nome: 'Beatriz Nogueira Campos', login: b.login, cod_categoria: '01', categoria: expect.any(String), bloqueado: false });
      expect([...Value.Errors(TokenValidado, res.json())]).toEqual([]);
      expect((await current(h, a.token)).json<TokenEmprestimo>().token).toBe(ta.token);
    });

    it('a new token replaces the previous one: the old one is refused at the desk', async () => {
      const me = await patron(h);
      const first = await issued(h, me);
      const second = await issued(h, me);
      const desk = await deskToken(h);
      const old = await validate(h, desk, first.token);
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual({ message: 'Token de empréstimo inválido, expirado ou já utilizado. Peça ao usuário para gerar um novo token.' });
      expect((await validate(h, desk, second.token.toLowerCase().replace(/(....)/, '$1 '))).statusCode).toBe(200);
    });

    it('single use: validated once, then 404 in the request language; the patron has no token any more', async () => {
      const me = await patron(h);
      const t = await issued(h, me);
      const desk = await deskToken(h);
      expect((await validate(h, desk, t.token)).statusCode).toBe(200);
      const again = await validate(h, desk, t.token, '5');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Loan token invalid, expired or already used. Ask the patron to generate a new one.' });
      expect((await validate(h, desk, t.token, '3')).json<{ message: string }>().message).toMatch(/^Token de préstamo no válido/);
      expect((await current(h, me.token)).json()).toBeNull();
      expect((await validate(h, desk, 'ZZZZ')).statusCode).toBe(404);
      expect((await validate(h, desk, 'not-a-token-at-all')).statusCode).toBe(404);
    });

    it('a patron token or the public token cannot validate (403), nor consume the token', async () => {
      const me = await patron(h);
      const t = await issued(h, me);
      for (const token of [me.token, await h.publicToken()]) {
        const res = await validate(h, token, t.token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Somente o balcão de empréstimo da biblioteca pode validar um token de empréstimo.' });
      }
      expect((await current(h, me.token)).json<TokenEmprestimo>().token).toBe(t.token);
    });

    it('expires after 15 minutes: gone from the page, refused at the desk', async () => {
      const clock = new Clock();
      const app = await h.appWith({ now: clock.now });
      const p = await h.person();
      // A fresh sign-in at each step: the access token itself lives 15 minutes too.
      const signIn = async () => (await h.login(p.login, p.password, {}, app)).json<Pair>().access_token;
      const res = await issue(h, await signIn(), app);
      expect(res.statusCode, res.body).toBe(201);
      const t = res.json<TokenEmprestimo>();
      clock.advance(14 * 60);
      expect((await current(h, await signIn(), app)).json<TokenEmprestimo>().token).toBe(t.token);
      clock.advance(61);
      const later = await current(h, await signIn(), app);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json()).toBeNull();
      expect((await validate(h, await deskToken(h, app), t.token, '1', app)).statusCode).toBe(404);
    });

    it('a blocked patron is shown blocked at the desk', async () => {
      const me = await patron(h, '01', 'Otávio Bloqueado Reis');
      await h.query('UPDATE pessoas SET bloqueio = true WHERE cod_pessoa = $1', [me.cod_pessoa]);
      const t = await issued(h, me);
      expect((await validate(h, await deskToken(h), t.token)).json<TokenValidado>()).toMatchObject({ cod_pessoa: me.cod_pessoa, bloqueado: true });
    });

    it("a community member's category has no loan token page: 403", async () => {
      const me = await patron(h, '14');
      for (const res of [await current(h, me.token), await issue(h, me.token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toMatch(/^Permissões de autenticação negadas/);
      }
    });

    it('two new tokens at once: exactly one works, and it is the one the page shows', async () => {
      const me = await patron(h);
      const [r1, r2] = await Promise.all([issue(h, me.token), issue(h, me.token)]);
      expect([r1?.statusCode, r2?.statusCode]).toEqual([201, 201]);
      const tokens = [r1!.json<TokenEmprestimo>().token, r2!.json<TokenEmprestimo>().token];
      const shown = (await current(h, me.token)).json<TokenEmprestimo>().token;
      expect(tokens).toContain(shown);
      expect(await h.query('SELECT count(*)::int AS n FROM tokens_emprestimo WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ n: 1 }]);
      const desk = await deskToken(h);
      const statuses = await Promise.all(tokens.map(async (t) => (await validate(h, desk, t)).statusCode));
      expect(statuses.sort()).toEqual([200, 404]);
    });

    it('two validations of one token at once: one 200, one 404', async () => {
      const me = await patron(h);
      const t = await issued(h, me);
      const desk = await deskToken(h);
      const statuses = (await Promise.all([validate(h, desk, t.token), validate(h, desk, t.token)])).map((r) => r.statusCode);
      expect(statuses.sort()).toEqual([200, 404]);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`the loan token on ${backend.name}`, () => {
    cases(useAuthHarness(backend));
  });
}

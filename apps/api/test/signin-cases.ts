import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { AuthErrorResponse, DuplicadasResponse, LoginVinculado, PessoaResponse, TokenResponse } from '@estante/api-contract';
import { Clock, claims, SECRET, WEB, type AuthHarness, type Pair } from './auth-helpers';

// Sign-in as a client sees it: tokens, blocking, limits, rotation, people, captcha (run by src/modules/oauth/auth.test.ts).

const LEITURA = 'Leitura#2024';
const DOCENTE = 'Docente#2024';
const PT = { lang: '1' };
const EN = { lang: '5' };
const ES = { lang: '3' };

const ok = async (h: AuthHarness, username: string, password: string, extra: Record<string, unknown> = {}): Promise<Pair> => {
  const res = await h.login(username, password, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Pair>();
};

/** An ALTCHA payload (what the widget posts as recaptcha_token) for a challenge. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

export function signinCases(h: AuthHarness): void {
  describe('sign-in', () => {

    describe('password grant', () => {
      it('signs in the demo accounts with a private token of at most 15 minutes and a refresh token', async () => {
        const res = await h.login('20240001', LEITURA);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const pair = res.json<Pair>();
        expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
        expect(pair.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        expect(pair.refresh_expires_in).toBeGreaterThan(0);
        const c = claims(pair.access_token);
        expect(c).toMatchObject({ sub: '1', login: '20240001', scope: 'private', client_id: WEB });
        expect(c.sid).toMatch(/^[0-9a-f-]{36}$/);
        expect(Number(c.exp) - Number(c.iat)).toBeLessThanOrEqual(900);

        const me = await h.get('/api/pessoas', pair.access_token);
        expect(me.statusCode, me.body).toBe(200);
        const body = me.json<PessoaResponse>();
        expect(body.user).toMatchObject({ nome_pessoa: 'Ana Beatriz Souza', login: '20240001', cod_pessoa: 1, bloqueio: false });
        expect(body.bloqueio).toBe(false);
        expect(body.authPermissions).toEqual(
          expect.arrayContaining([
            { cod_modulo: 571, cod_atividade: 8 },
            { cod_modulo: 87, cod_atividade: 13 },
            { cod_modulo: 523, cod_atividade: 12 },
          ]),
        );
        expect(body.authPermissions).not.toContainEqual({ cod_modulo: 523, cod_atividade: 1212 });
        expect(body.user.authPermissions).toEqual(body.authPermissions);
        // No refresh token is ever stored as such.
        const stored = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE token_hash = $1', [pair.refresh_token]);
        expect(stored[0]?.n).toBe(0);
      });

      it('the graduate and the professor (teachers also get the purchase-suggestion activity); the user code is case-insensitive', async () => {
        const bruno = await ok(h, '20240002', LEITURA);
        expect((await h.get('/api/pessoas', bruno.access_token)).json<PessoaResponse>().user).toMatchObject({ nome_pessoa: 'Bruno Carvalho Lima', cod_pessoa: 2 });
        const carlos = await ok(h, 'p0001', DOCENTE);
        const me = (await h.get('/api/pessoas', carlos.access_token)).json<PessoaResponse>();
        expect(me.user).toMatchObject({ nome_pessoa: 'Carlos Eduardo Mendes', login: 'P0001', cod_pessoa: 3 });
        expect(me.authPermissions).toContainEqual({ cod_modulo: 523, cod_atividade: 1212 });
      });

      it('accepts a form-urlencoded body as well as JSON', async () => {
        const res = await h.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `grant_type=password&client_id=${WEB}&username=20240002&password=${encodeURIComponent(LEITURA)}&scope=`,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<Pair>().refresh_token).toBeTruthy();
      });

      it('estante-web with no secret or the right one; a wrong secret is 401 invalid_client', async () => {
        expect((await h.login('20240002', LEITURA, { client_secret: SECRET })).statusCode).toBe(200);
        const wrong = await h.token({ grant_type: 'password', client_id: WEB, client_secret: 'not-it', username: '20240002', password: LEITURA }, EN);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json<AuthErrorResponse>()).toEqual({ message: 'Unauthorised client.', error: 'invalid_client' });
        const refresh = await h.token({ grant_type: 'refresh_token', client_id: WEB, client_secret: 'not-it', refresh_token: 'x' });
        expect(refresh.json<AuthErrorResponse>().error).toBe('invalid_client');
        const unknown = await h.token({ grant_type: 'password', client_id: 'other', username: '20240002', password: LEITURA });
        expect(unknown.statusCode).toBe(401);
        // client_credentials still works without the secret (the public catalogue token).
        const pub = await h.token({ grant_type: 'client_credentials', client_id: WEB });
        expect(pub.json<TokenResponse>()).toMatchObject({ scope: 'public', token_type: 'Bearer' });
        expect(pub.json<TokenResponse>().refresh_token).toBeUndefined();
      });

      it('wrong password and unknown user code: the same 401 message, in pt, en and es', async () => {
        const p = await h.person();
        const cases: [Record<string, string>, string][] = [
          [PT, 'Código de usuário ou senha incorretos.'],
          [EN, 'User code or password incorrect.'],
          [ES, 'Código de usuario o contraseña incorrectos.'],
        ];
        for (const [headers, message] of cases) {
          const wrong = await h.token({ grant_type: 'password', client_id: WEB, username: p.login, password: 'Errada#123' }, headers);
          expect(wrong.statusCode).toBe(401);
          expect(wrong.json<AuthErrorResponse>().message).toBe(message);
          const nobody = await h.token({ grant_type: 'password', client_id: WEB, username: 'NOBODY-404', password: 'Errada#123' }, headers);
          expect(nobody.statusCode).toBe(401);
          expect(nobody.json<AuthErrorResponse>().message).toBe(message);
        }
      });

      it('400 for a malformed body, a missing field or an unknown grant; odd input never 500', async () => {
        const missing = await h.token({ grant_type: 'password', client_id: WEB, password: 'x' }, EN);
        expect(missing.statusCode).toBe(400);
        expect(missing.json<AuthErrorResponse>().message).toContain('username');
        const noPassword = await h.token({ grant_type: 'password', client_id: WEB, username: '20240001' });
        expect(noPassword.statusCode).toBe(400);
        const grant = await h.token({ grant_type: 'authorization_code', client_id: WEB });
        expect(grant.statusCode).toBe(400);
        expect(grant.json<AuthErrorResponse>().error).toBe('unsupported_grant_type');
        const person = await h.token({ grant_type: 'password', client_id: WEB, username: '20240004', password: 'x', cod_pessoa: 'abc' });
        expect(person.statusCode).toBe(400);
        const broken = await h.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":' });
        expect(broken.statusCode).toBe(400);
        for (const username of ['\u0000', 'a\u0000b', "' OR 1=1 --", 'x'.repeat(200), '%00', '🙂']) {
          const res = await h.login(username, 'whatever');
          expect(res.statusCode, `${JSON.stringify(username)}: ${res.body}`).toBe(401);
        }
        expect((await h.login('x'.repeat(201), 'whatever')).statusCode).toBe(400);
        expect((await h.refresh('\u0000')).statusCode).toBe(401);
      });
    });

    describe('blocking (430) and limits (429)', () => {
      it('430 ACESSO_BLOQUEADO for a patron blocked by the library (20240003), with a translated detail', async () => {
        const res = await h.token({ grant_type: 'password', client_id: WEB, username: '20240003', password: LEITURA }, EN);
        expect(res.statusCode).toBe(430);
        const body = res.json<AuthErrorResponse>();
        expect(body.message).toBe('ACESSO_BLOQUEADO');
        expect(body.detalhe).toBe('Access blocked by the library. Please contact the library.');
        // A wrong password is still just wrong.
        expect((await h.login('20240003', 'Errada#123')).statusCode).toBe(401);
      });

      it('430 after the configured number of consecutive failures, even with the right password; a success resets the count', async () => {
        await h.query(`UPDATE configuracoes SET valor = '3' WHERE chave = 'login_max_tentativas'`);
        try {
          const p = await h.person();
          expect((await h.login(p.login, 'Errada#1')).statusCode).toBe(401);
          expect((await h.login(p.login, 'Errada#2')).statusCode).toBe(401);
          await ok(h, p.login, p.password); // resets the count
          expect((await h.login(p.login, 'Errada#3')).statusCode).toBe(401);
          expect((await h.login(p.login, 'Errada#4')).statusCode).toBe(401);
          const third = await h.token({ grant_type: 'password', client_id: WEB, username: p.login, password: 'Errada#5' }, ES);
          expect(third.statusCode).toBe(430);
          expect(third.json<AuthErrorResponse>().message).toBe('ACESSO_BLOQUEADO');
          expect(third.json<AuthErrorResponse>().detalhe).toContain('Olvidé mi contraseña');
          const right = await h.login(p.login, p.password);
          expect(right.statusCode).toBe(430);
          expect(right.json<AuthErrorResponse>().message).toBe('ACESSO_BLOQUEADO');
        } finally {
          await h.query(`UPDATE configuracoes SET valor = '5' WHERE chave = 'login_max_tentativas'`);
        }
      });

      it('the default is 5 failures', async () => {
        const p = await h.person();
        for (let i = 1; i <= 4; i++) expect((await h.login(p.login, `Errada#${i}`)).statusCode).toBe(401);
        expect((await h.login(p.login, 'Errada#5')).statusCode).toBe(430);
      });

      it('an unknown user code answers as a known one: 401 four times, then the same 430 (the answers tell no code from another)', async () => {
        const known = await h.person();
        const unknown = `NINGUEM${process.pid}${Date.now() % 100000}`;
        const answers = async (login: string) => {
          const out: { status: number; body: unknown }[] = [];
          for (let i = 1; i <= 6; i++) {
            const res = await h.token({ grant_type: 'password', client_id: WEB, username: login, password: `Errada#${i}` }, EN);
            out.push({ status: res.statusCode, body: res.json() });
          }
          return out;
        };
        const a = await answers(known.login);
        expect(a.map((x) => x.status)).toEqual([401, 401, 401, 401, 430, 430]);
        expect(await answers(unknown)).toEqual(a);
      });

      it('429 with Retry-After per user code; a new window lets attempts in again', async () => {
        const clock = new Clock();
        const app = await h.appWith({ now: clock.now, accountRateLimit: { max: 3, windowSeconds: 600 } });
        const p = await h.person();
        for (let i = 0; i < 3; i++) expect((await h.login(p.login, 'Errada#1', {}, app)).statusCode).toBe(401);
        const limited = await h.token({ grant_type: 'password', client_id: WEB, username: p.login, password: p.password }, EN, app);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
        expect(limited.json<AuthErrorResponse>().message).toMatch(/^Too many attempts in a row\. Try again in \d+ seconds\.$/);
        // Another user code is not affected.
        expect((await h.login('20240002', LEITURA, {}, app)).statusCode).toBe(200);
        clock.advance(601);
        expect((await h.login(p.login, p.password, {}, app)).statusCode).toBe(200);
      });

      it('429 with Retry-After per client IP (X-Forwarded-For from the local proxy); tokens that guess nothing are not counted', async () => {
        const app = await h.appWith({ ipRateLimit: { max: 2, windowSeconds: 60 } });
        const from = (ip: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
          h.token(body, { 'x-forwarded-for': ip, ...headers }, app);
        const attempt = { grant_type: 'password', client_id: WEB, username: 'NOBODY-IP', password: 'x' };
        expect((await from('203.0.113.7', attempt)).statusCode).toBe(401);
        expect((await from('203.0.113.7', attempt)).statusCode).toBe(401);
        const limited = await from('203.0.113.7', { ...attempt, username: '20240002', password: LEITURA }, PT);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.json<AuthErrorResponse>().message).toMatch(/^Muitas tentativas seguidas/);
        expect((await from('203.0.113.7', { grant_type: 'client_credentials', client_id: WEB })).statusCode).toBe(200);
        expect((await from('203.0.113.8', { ...attempt, username: '20240002', password: LEITURA })).statusCode).toBe(200);
      });
    });

    describe('refresh tokens', () => {
      it('rotate on every use; the old one is refused', async () => {
        const first = await ok(h, '20240002', LEITURA);
        const res = await h.refresh(first.refresh_token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const second = res.json<Pair>();
        expect(second.refresh_token).not.toBe(first.refresh_token);
        expect(second.expires_in).toBeLessThanOrEqual(900);
        expect(claims(second.access_token)).toMatchObject({ sub: '2', login: '20240002', scope: 'private', sid: claims(first.access_token).sid });
        expect((await h.get('/api/pessoas', second.access_token)).statusCode).toBe(200);
        const third = await h.refresh(second.refresh_token);
        expect(third.statusCode).toBe(200);
        expect(third.json<Pair>().refresh_token).not.toBe(second.refresh_token);
      });

      it('a reused refresh token revokes the whole sign-in: the newest token and its access tokens stop working', async () => {
        const first = await ok(h, '20240002', LEITURA);
        const second = (await h.refresh(first.refresh_token)).json<Pair>();
        const reuse = await h.token({ grant_type: 'refresh_token', client_id: WEB, refresh_token: first.refresh_token }, EN);
        expect(reuse.statusCode).toBe(401);
        expect(reuse.json<AuthErrorResponse>()).toEqual({ message: 'Session expired. Please sign in again.', error: 'invalid_grant' });
        expect((await h.refresh(second.refresh_token)).statusCode).toBe(401);
        expect((await h.get('/api/pessoas', second.access_token)).statusCode).toBe(401);
        // Another sign-in of the same patron is untouched.
        const other = await ok(h, '20240002', LEITURA);
        expect((await h.refresh(other.refresh_token)).statusCode).toBe(200);
      });

      it('expire when idle and, however used, at the sign-in\'s absolute expiry', async () => {
        const clock = new Clock();
        const app = await h.appWith({ now: clock.now, refreshIdleTtl: 100, refreshAbsoluteTtl: 250 });
        const first = (await h.login('20240002', LEITURA, {}, app)).json<Pair>();
        expect(first.refresh_expires_in).toBe(100);
        clock.advance(90);
        const second = (await h.refresh(first.refresh_token, app)).json<Pair>();
        clock.advance(90);
        const thirdRes = await h.refresh(second.refresh_token, app);
        expect(thirdRes.statusCode).toBe(200);
        const third = thirdRes.json<Pair>();
        expect(third.refresh_expires_in).toBe(70); // capped by the absolute expiry (250 - 180)
        clock.advance(71);
        expect((await h.refresh(third.refresh_token, app)).statusCode).toBe(401);

        const idle = (await h.login('20240002', LEITURA, {}, app)).json<Pair>();
        clock.advance(101);
        expect((await h.refresh(idle.refresh_token, app)).statusCode).toBe(401);
      });

      it('access tokens live at most 900 seconds, even when configured longer', async () => {
        const clock = new Clock();
        const app = await h.appWith({ now: clock.now, accessTokenTtl: 5000 });
        const pair = (await h.login('20240002', LEITURA, {}, app)).json<Pair>();
        expect(pair.expires_in).toBe(900);
        expect(Number(claims(pair.access_token).exp) - Number(claims(pair.access_token).iat)).toBe(900);
        clock.advance(899);
        expect((await h.get('/api/pessoas', pair.access_token, {}, app)).statusCode).toBe(200);
        clock.advance(2);
        expect((await h.get('/api/pessoas', pair.access_token, {}, app)).statusCode).toBe(401);
      });

      it('POST /oauth/revoke ends the sign-in (logout)', async () => {
        const pair = await ok(h, '20240002', LEITURA);
        const res = await h.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: pair.refresh_token, client_id: WEB } });
        expect(res.statusCode).toBe(200);
        expect((await h.refresh(pair.refresh_token)).statusCode).toBe(401);
        expect((await h.get('/api/pessoas', pair.access_token)).statusCode).toBe(401);
        expect((await h.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: 'unknown' } })).statusCode).toBe(200);
      });
    });

    describe('people', () => {
      it('/api/pessoas needs a patron\'s token: the public one and none are 401', async () => {
        const pub = await h.publicToken();
        const res = await h.get('/api/pessoas', pub, EN);
        expect(res.statusCode).toBe(401);
        expect(res.json<AuthErrorResponse>().message).toBe('Sign in with your user code and password to continue.');
        expect((await h.inject({ method: 'GET', url: '/api/pessoas' })).statusCode).toBe(401);
        expect((await h.get('/api/pessoas/login', pub)).statusCode).toBe(401);
        expect((await h.inject({ method: 'PUT', url: '/api/pessoas/troca-login', headers: { authorization: `Bearer ${pub}` }, payload: { codigo: 'x', base: '1' } })).statusCode).toBe(401);
      });

      it('two-step login: duplicadas lists the persons of a shared user code, the password grant needs cod_pessoa', async () => {
        const pub = await h.publicToken();
        const dup = await h.get('/api/pessoas/duplicadas?login=20240004', pub);
        expect(dup.statusCode).toBe(200);
        expect(dup.json<DuplicadasResponse>()).toEqual({
          result: true,
          pessoas: [
            { codigo: 5, nome: 'Mariana Alves Costa' },
            { codigo: 6, nome: 'Mariana Alves Costa Pereira' },
          ],
        });
        expect((await h.get('/api/pessoas/duplicadas?login=20240001', pub)).json<DuplicadasResponse>()).toEqual({ result: false, pessoas: [] });
        expect((await h.get('/api/pessoas/duplicadas?login=NOBODY', pub)).json<DuplicadasResponse>()).toEqual({ result: false, pessoas: [] });
        expect((await h.get('/api/pessoas/duplicadas', pub)).statusCode).toBe(400);
        expect((await h.inject({ method: 'GET', url: '/api/pessoas/duplicadas?login=20240004' })).statusCode).toBe(401);

        const choose = await h.token({ grant_type: 'password', client_id: WEB, username: '20240004', password: LEITURA }, PT);
        expect(choose.statusCode).toBe(422);
        expect(choose.json<AuthErrorResponse>()).toMatchObject({ message: 'Escolha quem você é.', codigo: 'ESCOLHA_PESSOA' });
        expect((await h.login('20240004', LEITURA, { cod_pessoa: 1 })).statusCode).toBe(422);
        const second = await ok(h, '20240004', LEITURA, { cod_pessoa: 6 });
        expect(claims(second.access_token)).toMatchObject({ sub: '6', login: '20240004' });
        const me = (await h.get('/api/pessoas', second.access_token)).json<PessoaResponse>();
        expect(me.user).toMatchObject({ nome_pessoa: 'Mariana Alves Costa Pereira', cod_pessoa: 6 });
        const first = await ok(h, '20240004', LEITURA, { cod_pessoa: '5' });
        expect(claims(first.access_token).sub).toBe('5');
      });

      it('linked logins: the list marks the current one; troca-login switches, ends the old sign-in and answers a new pair', async () => {
        const start = await ok(h, '20240005', LEITURA);
        const list = await h.get('/api/pessoas/login', start.access_token);
        expect(list.statusCode).toBe(200);
        const logins = list.json<LoginVinculado[]>();
        expect(logins.map(({ codigo, atual }) => ({ codigo, atual }))).toEqual([
          { codigo: '20240005', atual: true },
          { codigo: '20190005', atual: false },
        ]);
        for (const l of logins) {
          expect(l.base).toMatch(/^[0-9]+$/);
          expect(l.descricao).toContain(l.codigo);
        }
        const other = logins[1] as LoginVinculado;

        const res = await h.inject({
          method: 'PUT',
          url: '/api/pessoas/troca-login',
          headers: { authorization: `Bearer ${start.access_token}` },
          payload: { codigo: other.codigo, base: other.base },
        });
        expect(res.statusCode, res.body).toBe(200);
        const pair = res.json<Pair>();
        expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
        expect(pair.refresh_token).toBeTruthy();
        expect(pair.refresh_expires_in).toBeGreaterThan(0);
        expect(claims(pair.access_token)).toMatchObject({ sub: '7', login: '20190005' });
        expect(claims(pair.access_token).sid).not.toBe(claims(start.access_token).sid);
        expect((await h.get('/api/pessoas', pair.access_token)).json<PessoaResponse>().user.login).toBe('20190005');
        const after = (await h.get('/api/pessoas/login', pair.access_token)).json<LoginVinculado[]>();
        expect(after.find((l) => l.atual)?.codigo).toBe('20190005');
        expect((await h.refresh(start.refresh_token)).statusCode).toBe(401);
        expect((await h.get('/api/pessoas', start.access_token)).statusCode).toBe(401);
        expect((await h.refresh(pair.refresh_token)).statusCode).toBe(200);
      });

      it('troca-login refuses a login of another person (403) and an unknown one (422), with a message', async () => {
        const pair = await ok(h, '20240005', LEITURA);
        const [ana] = await h.query<{ cod_login: number }>(`SELECT cod_login FROM logins WHERE login = '20240001'`);
        const put = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
          h.inject({ method: 'PUT', url: '/api/pessoas/troca-login', headers: { authorization: `Bearer ${pair.access_token}`, ...headers }, payload });
        const foreign = await put({ codigo: '20240001', base: String(ana?.cod_login) }, EN);
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json<AuthErrorResponse>().message).toBe('This login does not belong to you.');
        const unknown = await put({ codigo: 'NOPE', base: '999999' }, ES);
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json<AuthErrorResponse>().message).toBe('Inicio de sesión no encontrado.');
        expect((await put({ codigo: '20190005', base: 'abc' })).statusCode).toBe(422);
        expect((await put({ codigo: '\u0000', base: '1' })).statusCode).toBe(422);
        expect((await put({ codigo: '20190005' })).statusCode).toBe(400);
        // The refusals did not end the sign-in.
        expect((await h.get('/api/pessoas', pair.access_token)).statusCode).toBe(200);
      });
    });

    describe('captcha (activity 1120)', () => {
      it('the challenge is public; when 1120 is on the password grant needs a fresh, valid, unused solution', async () => {
        const get = await h.inject({ method: 'GET', url: '/api/captcha/desafio' });
        expect(get.statusCode).toBe(200);
        expect(get.headers['cache-control']).toBe('no-store');
        const challenge = get.json<Challenge>();
        expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
        expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
        expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

        // Off (the seed's default): no captcha needed.
        expect((await h.login('20240002', LEITURA)).statusCode).toBe(200);

        await h.query('UPDATE funcionalidades SET ativo = true WHERE cod_atividade = 1120');
        try {
          const pub = await h.publicToken();
          const funcs = (await h.get('/api/parametros/funcionalidades', pub)).json<{ cod_atividade: number }[]>();
          expect(funcs.map((f) => f.cod_atividade)).toContain(1120);

          const missing = await h.token({ grant_type: 'password', client_id: WEB, username: '20240002', password: LEITURA }, EN);
          expect(missing.statusCode).toBe(422);
          expect(missing.json<AuthErrorResponse>()).toMatchObject({ codigo: 'CAPTCHA_AUSENTE', message: 'Confirm that you are not a robot.' });

          for (const garbage of ['not-base64!', Buffer.from('{"challenge":1}').toString('base64'), Buffer.from('[]').toString('base64')]) {
            const invalid = await h.login('20240002', LEITURA, { recaptcha_token: garbage });
            expect(invalid.statusCode).toBe(422);
            expect(invalid.json<AuthErrorResponse>().codigo).toBe('CAPTCHA_INVALIDO');
          }

          // Signed with another key.
          const forged = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, deriveKey, hmacSignatureSecret: 'someone-else', expiresAt: new Date(Date.now() + 60_000) });
          const forgedRes = await h.login('20240002', LEITURA, { recaptcha_token: await solve(forged) });
          expect(forgedRes.json<AuthErrorResponse>().codigo).toBe('CAPTCHA_INVALIDO');

          // Right key, but expired.
          const old = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, deriveKey, hmacSignatureSecret: 'test-altcha-key', expiresAt: new Date(Date.now() - 1000) });
          const expired = await h.token({ grant_type: 'password', client_id: WEB, username: '20240002', password: LEITURA, recaptcha_token: await solve(old) }, ES);
          expect(expired.statusCode).toBe(422);
          expect(expired.json<AuthErrorResponse>()).toMatchObject({ codigo: 'CAPTCHA_EXPIRADO', message: 'La verificación "no soy un robot" caducó. Hágala de nuevo.' });

          // A wrong solution of a real challenge.
          const real = (await h.inject({ method: 'GET', url: '/api/captcha/desafio' })).json<Challenge>();
          const payload = JSON.parse(Buffer.from(await solve(real), 'base64').toString()) as { solution: { derivedKey: string } };
          const key = payload.solution.derivedKey;
          payload.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
          const tampered = await h.login('20240002', LEITURA, { recaptcha_token: Buffer.from(JSON.stringify(payload)).toString('base64') });
          expect(tampered.json<AuthErrorResponse>().codigo).toBe('CAPTCHA_INVALIDO');

          // Solved: accepted once.
          const token = await solve((await h.inject({ method: 'GET', url: '/api/captcha/desafio' })).json<Challenge>());
          expect((await h.login('20240002', LEITURA, { recaptcha_token: token })).statusCode).toBe(200);
          const reused = await h.login('20240002', LEITURA, { recaptcha_token: token });
          expect(reused.statusCode).toBe(422);
          expect(reused.json<AuthErrorResponse>().codigo).toBe('CAPTCHA_INVALIDO');

          // A valid captcha does not make a wrong password right.
          const wrong = await h.login('20240002', 'Errada#1', { recaptcha_token: await solve((await h.inject({ method: 'GET', url: '/api/captcha/desafio' })).json<Challenge>()) });
          expect(wrong.statusCode).toBe(401);

          // The recovery start needs it too.
          const recovery = await h.get('/api/pessoas/20240002/recuperar-senha', pub);
          expect(recovery.statusCode).toBe(422);
          expect(recovery.json<AuthErrorResponse>().codigo).toBe('CAPTCHA_AUSENTE');
          const solved = await solve((await h.inject({ method: 'GET', url: '/api/captcha/desafio' })).json<Challenge>());
          const started = await h.get(`/api/pessoas/20240002/recuperar-senha?recaptcha_token=${encodeURIComponent(solved)}`, pub);
          expect(started.statusCode, started.body).toBe(200);
        } finally {
          await h.query('UPDATE funcionalidades SET ativo = false WHERE cod_atividade = 1120');
        }
      });
    });
  });
}

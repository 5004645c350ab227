import { describe, expect, it } from 'vitest';
import type { AuthErrorResponse, RecuperarSenhaInicio, RegrasSenha } from '@estante/api-contract';
import { Clock, type AuthHarness, type Pair } from './auth-helpers';

// Password recovery as the three steps of the forgot-password page see it, the code read from the
// development outbox as the e2e tests do (run by src/modules/oauth/auth.test.ts).

const EN = { lang: '5' };
const ES = { lang: '3' };

async function start(h: AuthHarness, login: string, opts: { headers?: Record<string, string>; query?: string; app?: Parameters<AuthHarness['get']>[3] } = {}) {
  const pub = await h.publicToken(opts.app);
  return h.get(`/api/pessoas/${encodeURIComponent(login)}/recuperar-senha${opts.query ?? ''}`, pub, opts.headers ?? {}, opts.app);
}

/** Step 1 and the code from the outbox. */
async function codeFor(h: AuthHarness, login: string, app?: Parameters<AuthHarness['get']>[3]): Promise<string> {
  const res = await start(h, login, { app });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await h.lastMail(login);
  if (!mail) throw new Error(`no mail for ${login}`);
  return mail.codigo;
}

async function validate(h: AuthHarness, login: string, codigo: string, headers: Record<string, string> = {}, app?: Parameters<AuthHarness['get']>[3]) {
  const pub = await h.publicToken(app);
  return h.inject({ method: 'POST', url: `/api/pessoas/${encodeURIComponent(login)}/recuperar-senha`, headers: { authorization: `Bearer ${pub}`, ...headers }, payload: { codigo } }, app);
}

async function change(h: AuthHarness, login: string, codigo: string, senha: string, headers: Record<string, string> = {}) {
  const pub = await h.publicToken();
  return h.inject({ method: 'PUT', url: `/api/pessoas/${encodeURIComponent(login)}/recuperar-senha`, headers: { authorization: `Bearer ${pub}`, ...headers }, payload: { codigo, senha } });
}

export function recoveryCases(h: AuthHarness): void {
  describe('password recovery', () => {

    it('step 1 masks the e-mails, gives the first name, the code length and its expiry, and mails the code to the outbox', async () => {
      const before = Date.now();
      const res = await start(h, '20240001');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<RecuperarSenhaInicio>();
      expect(body).toMatchObject({ emails: ['an***@aluno.estante.example', 'an***@email.example'], name: 'Ana', length: 6 });
      const tte = Date.parse(body.tte);
      expect(tte - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
      expect(tte - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);

      const mail = await h.lastMail('20240001');
      expect(mail?.to).toEqual(['ana.souza@aluno.estante.example', 'anabsouza@email.example']);
      expect(mail?.subject).toBe('Código de verificação para recuperar a senha');
      expect(mail?.codigo).toMatch(/^[0-9]{6}$/);
      expect(mail?.text).toContain(mail?.codigo);
      // Stored as a keyed hash only.
      const rows = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM codigos_recuperacao WHERE codigo_hash = $1', [mail?.codigo]);
      expect(rows[0]?.n).toBe(0);
    });

    it('step 1 refusals: unknown user code 404, no e-mail 422, a shared user code needs cod_pessoa', async () => {
      const unknown = await start(h, 'NOBODY-404', { headers: EN });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<AuthErrorResponse>().message).toBe('User not found.');
      const noMail = await h.person({ emails: [] });
      const none = await start(h, noMail.login, { headers: ES });
      expect(none.statusCode).toBe(422);
      expect(none.json<AuthErrorResponse>().message).toMatch(/^Este usuario no tiene correo electrónico/);
      const shared = await start(h, '20240004');
      expect(shared.statusCode).toBe(422);
      expect(shared.json<AuthErrorResponse>().codigo).toBe('ESCOLHA_PESSOA');
      const chosen = await start(h, '20240004', { query: '?cod_pessoa=6' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json<RecuperarSenhaInicio>()).toMatchObject({ name: 'Mariana', emails: ['ma***@estante.example'] });
      expect((await h.lastMail('20240004'))?.to).toEqual(['mariana.pereira@estante.example']);
      const pub = await h.publicToken();
      for (const odd of ['%00', 'a%00b', '%20', '%E0%A4%A', 'x'.repeat(201), '..%2F..%2Fetc']) {
        const res = await h.get(`/api/pessoas/${odd}/recuperar-senha`, pub);
        expect(res.statusCode, odd).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, odd).toBeLessThan(500);
      }
      expect((await h.inject({ method: 'GET', url: '/api/pessoas/20240001/recuperar-senha' })).statusCode).toBe(401);
    });

    it('step 2: a wrong code is 422 with a translated message; the right one answers the password rules', async () => {
      const p = await h.person();
      const codigo = await codeFor(h, p.login);
      const wrong = await validate(h, p.login, codigo === '000000' ? '000001' : '000000', EN);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<AuthErrorResponse>().message).toBe('Invalid verification code.');
      const right = await validate(h, p.login, ` ${codigo} `);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json<RegrasSenha>()).toEqual({
        length: { min: 8, max: 20 },
        has_numbers: true,
        only_numbers: false,
        special_char: true,
        diff_case: true,
        diff_name: true,
        last_pw: 3,
      });
      // Validating does not spend the code.
      expect((await validate(h, p.login, codigo)).statusCode).toBe(200);
      expect((await validate(h, 'NOBODY-404', codigo)).statusCode).toBe(404);
    });

    it('step 3 enforces every rule with its message, then changes the password; the code is single use', async () => {
      const p = await h.person({ name: 'Júlia Araújo Quintana' });
      const codigo = await codeFor(h, p.login);
      const cases: [string, string][] = [
        ['Ab#1', 'The password must have between 8 and 20 characters.'],
        ['Ab#1Ab#1Ab#1Ab#1Ab#1X', 'The password must have between 8 and 20 characters.'],
        ['Abcdefg#', 'The password must contain at least one digit.'],
        ['Abcdefg12', 'The password must contain at least one of these special characters: @ ! # $ % & * ( ) - _.'],
        ['abcdefg#12', 'The password must contain upper and lower case letters.'],
        ['ABCDEFG#12', 'The password must contain upper and lower case letters.'],
        ['Quintana#2024', 'The password must not contain parts of your name.'],
        ['xARAUJO#1y', 'The password must not contain parts of your name.'],
        ['Julia-9876x', 'The password must not contain parts of your name.'],
        [p.password, 'The new password must differ from your last 3 passwords.'],
      ];
      for (const [senha, message] of cases) {
        const res = await change(h, p.login, codigo, senha, EN);
        expect(res.statusCode, senha).toBe(422);
        expect(res.json<AuthErrorResponse>().message, senha).toBe(message);
      }
      // "Jul" is not a part of the name (parts have 3 letters or more: júlia, araújo, quintana).
      const ok = await change(h, p.login, codigo, 'Jul#Nova2024');
      expect(ok.statusCode, ok.body).toBe(204);
      expect((await h.login(p.login, 'Jul#Nova2024')).statusCode).toBe(200);
      expect((await h.login(p.login, p.password)).statusCode).toBe(401);

      const again = await change(h, p.login, codigo, 'Outra#Senha99');
      expect(again.statusCode).toBe(422);
      expect((await validate(h, p.login, codigo)).statusCode).toBe(422);
    });

    it('the code expires at tte', async () => {
      const clock = new Clock();
      const app = await h.appWith({ now: clock.now });
      const p = await h.person();
      const codigo = await codeFor(h, p.login, app);
      clock.advance(14 * 60);
      expect((await validate(h, p.login, codigo, {}, app)).statusCode).toBe(200);
      clock.advance(61);
      const late = await validate(h, p.login, codigo, EN, app);
      expect(late.statusCode).toBe(422);
      expect(late.json<AuthErrorResponse>().message).toBe('The verification code expired. Request a new code.');
    });

    it('a new code replaces the previous one; too many wrong guesses drop a code', async () => {
      const p = await h.person();
      const first = await codeFor(h, p.login);
      const second = await codeFor(h, p.login);
      if (first !== second) expect((await validate(h, p.login, first)).statusCode).toBe(422);
      expect((await validate(h, p.login, second)).statusCode).toBe(200);
      const wrong = second === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++) expect((await validate(h, p.login, wrong)).statusCode).toBe(422);
      expect((await validate(h, p.login, second)).statusCode).toBe(422);
    });

    it('differs from the last 3 passwords, older ones may come back', async () => {
      const p = await h.person({ password: 'Primeira#01' });
      for (const senha of ['Segunda#02', 'Terceira#03', 'Quarta#04']) {
        expect((await change(h, p.login, await codeFor(h, p.login), senha)).statusCode).toBe(204);
      }
      const codigo = await codeFor(h, p.login);
      for (const recent of ['Segunda#02', 'Terceira#03', 'Quarta#04']) {
        const res = await change(h, p.login, codigo, recent);
        expect(res.statusCode, recent).toBe(422);
        expect(res.json<AuthErrorResponse>().message).toBe('A nova senha deve ser diferente das suas últimas 3 senhas.');
      }
      expect((await change(h, p.login, codigo, 'Primeira#01')).statusCode).toBe(204);
      expect((await h.login(p.login, 'Primeira#01')).statusCode).toBe(200);
    });

    it('a change unblocks the login, clears its failures and ends its sign-ins', async () => {
      const p = await h.person();
      const before = (await h.login(p.login, p.password)).json<Pair>();
      for (let i = 0; i < 4; i++) expect((await h.login(p.login, 'Errada#1')).statusCode).toBe(401);
      expect((await h.login(p.login, 'Errada#1')).statusCode).toBe(430);
      expect((await h.login(p.login, p.password)).statusCode).toBe(430);

      expect((await change(h, p.login, await codeFor(h, p.login), 'Liberada#2025')).statusCode).toBe(204);
      expect((await h.refresh(before.refresh_token)).statusCode).toBe(401);
      expect((await h.get('/api/pessoas', before.access_token)).statusCode).toBe(401);
      expect((await h.login(p.login, 'Liberada#2025')).statusCode).toBe(200);
      const [row] = await h.query<{ tentativas_falhas: number; bloqueado: boolean }>('SELECT tentativas_falhas, bloqueado FROM logins WHERE cod_login = $1', [p.cod_login]);
      expect(row).toEqual({ tentativas_falhas: 0, bloqueado: false });
    });

    it('429 with Retry-After when codes are requested too often for one user code', async () => {
      const app = await h.appWith({ recoveryRateLimit: { max: 2, windowSeconds: 900 } });
      const p = await h.person();
      expect((await start(h, p.login, { app })).statusCode).toBe(200);
      expect((await start(h, p.login, { app })).statusCode).toBe(200);
      const limited = await start(h, p.login, { app, headers: EN });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json<AuthErrorResponse>().message).toMatch(/^Too many attempts/);
    });
  });
}

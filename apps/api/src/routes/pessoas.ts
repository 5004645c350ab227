import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthErrorResponse,
  DuplicadasQuery,
  DuplicadasResponse,
  EMAIL_INDISPONIVEL,
  LoginsVinculados,
  PessoaResponse,
  PrivateTokenResponse,
  RecuperarSenhaInicio,
  RecuperarSenhaParams,
  RecuperarSenhaQuery,
  RecuperarSenhaTrocar,
  RecuperarSenhaValidar,
  RegrasSenha,
  TrocaLoginRequest,
} from '@estante/api-contract';
import { Type } from '@sinclair/typebox';
import { ta } from '../auth-messages';
import { captchaRequired } from '../captcha';
import { langOf, t } from '../i18n';
import { deliverMail, MailDeliveryError } from '../outbox';
import { checkPasswordRules, hashPassword, passwordRules, reusesPassword } from '../passwords';
import { hit, resetHits } from '../rate-limit';
import { revokeFamily, revokeLogin } from '../refresh';
import {
  blockedError,
  captchaError,
  handleRateLimitErrors,
  issuePair,
  loginsByCode,
  maskEmail,
  pickPerson,
  recoverySettings,
  requirePrivate,
  tooMany,
  type AuthContext,
} from '../signin';
import { accountKey } from './oauth';

/** Wrong guesses a recovery code survives. */
export const MAX_CODE_ATTEMPTS = 5;

const bearer = [{ bearer: [] }];

export const pessoasRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  handleRateLimitErrors(app);
  const codeHash = (codLogin: number, codigo: string) => createHmac('sha256', ctx.codeKey).update(`${codLogin}:${codigo}`).digest('hex');

  app.get(
    '/api/pessoas',
    {
      schema: {
        tags: ['pessoas'],
        summary: 'The signed-in patron: user, per module+activity permissions, blocked flag (private token)',
        security: bearer,
        response: { 200: PessoaResponse, 401: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const me = await requirePrivate(ctx, request, reply);
      if (!me) return reply;
      const [row] = await db.query<{ nome_pessoa: string; bloqueio: boolean; cod_categoria: string; login: string }>(
        `SELECT p.nome_pessoa, p.bloqueio, p.cod_categoria, l.login FROM pessoas p JOIN logins l ON l.cod_pessoa = p.cod_pessoa
         WHERE p.cod_pessoa = $1 AND l.cod_login = $2`,
        [me.cod_pessoa, me.cod_login],
      );
      if (!row) return reply.code(401).send({ message: ta('sessaoExpirada', langOf(request.headers.lang)) });
      const authPermissions = await db.query<{ cod_modulo: number; cod_atividade: number }>(
        'SELECT cod_modulo, cod_atividade FROM permissoes_categoria WHERE cod_categoria = $1 ORDER BY cod_modulo, cod_atividade',
        [row.cod_categoria],
      );
      return {
        user: { nome_pessoa: row.nome_pessoa, login: row.login, cod_pessoa: me.cod_pessoa, authPermissions, bloqueio: row.bloqueio },
        authPermissions,
        bloqueio: row.bloqueio,
      };
    },
  );

  app.get(
    '/api/pessoas/duplicadas',
    {
      schema: {
        tags: ['pessoas'],
        summary: 'Two-step login: the persons a user code names (listed only when there are several)',
        security: bearer,
        querystring: DuplicadasQuery,
        response: { 200: DuplicadasResponse, 401: AuthErrorResponse },
      },
    },
    async (request) => {
      const rows = request.query.login.trim() === '' ? [] : await loginsByCode(db, request.query.login);
      // A single person's name is nobody's business without their token: listed only for the choice.
      const result = rows.length > 1;
      return { result, pessoas: result ? rows.map((r) => ({ codigo: r.cod_pessoa, nome: r.nome_pessoa })) : [] };
    },
  );

  app.get(
    '/api/pessoas/login',
    {
      schema: {
        tags: ['pessoas'],
        summary: "The signed-in person's linked logins (private token)",
        security: bearer,
        response: { 200: LoginsVinculados, 401: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const me = await requirePrivate(ctx, request, reply);
      if (!me) return reply;
      const lang = langOf(request.headers.lang);
      const rows = await db.query<{ cod_login: number; login: string; principal: boolean }>(
        'SELECT cod_login, login, principal FROM logins WHERE cod_pessoa = $1 ORDER BY principal DESC, login, cod_login',
        [me.cod_pessoa],
      );
      return rows.map((r) => ({
        codigo: r.login,
        base: String(r.cod_login),
        descricao: `${r.login} — ${ta(r.principal ? 'loginPrincipal' : 'loginVinculado', lang)}`,
        atual: r.cod_login === me.cod_login,
      }));
    },
  );

  app.put(
    '/api/pessoas/troca-login',
    {
      schema: {
        tags: ['pessoas'],
        summary: 'Switch to another linked login of the same person: ends the current sign-in, answers a new token pair',
        security: bearer,
        body: TrocaLoginRequest,
        response: { 200: PrivateTokenResponse, 401: AuthErrorResponse, 403: AuthErrorResponse, 422: AuthErrorResponse, 430: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const me = await requirePrivate(ctx, request, reply);
      if (!me) return reply;
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const { codigo, base } = request.body;
      const codLogin = /^[0-9]{1,9}$/.test(base.trim()) && !codigo.includes('\0') ? Number(base.trim()) : null;
      const [target] =
        codLogin === null
          ? []
          : await db.query<{ cod_login: number; login: string; cod_pessoa: number; bloqueado: boolean }>(
              'SELECT cod_login, login, cod_pessoa, bloqueado FROM logins WHERE cod_login = $1 AND lower(login) = lower($2)',
              [codLogin, codigo.trim()],
            );
      if (!target) return reply.code(422).send({ message: ta('loginNaoEncontrado', lang) });
      if (target.cod_pessoa !== me.cod_pessoa) return reply.code(403).send({ message: ta('loginOutraPessoa', lang) });
      if (target.bloqueado) return reply.code(430).send(blockedError('senhaBloqueada', lang));
      return db.transaction(async (tx) => {
        await revokeFamily(tx, me.sid, ctx.now(), 'troca-login');
        return issuePair(ctx, tx, target, me.client_id);
      });
    },
  );

  // Password recovery ({id} is the user code). Every step is limited per client IP too.
  const recovery = { config: { rateLimit: { groupId: 'recuperacao' } } };

  app.get(
    '/api/pessoas/:id/recuperar-senha',
    {
      ...recovery,
      schema: {
        tags: ['pessoas'],
        summary: 'Password recovery, step 1: e-mails a verification code (SMTP_URL, else the file outbox); 503 EMAIL_INDISPONIVEL when the mail server refuses it',
        security: bearer,
        params: RecuperarSenhaParams,
        querystring: RecuperarSenhaQuery,
        response: { 200: RecuperarSenhaInicio, 401: AuthErrorResponse, 404: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse, 503: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      if (await captchaRequired(db)) {
        const failure = await ctx.captcha.check(db, request.query.recaptcha_token);
        if (failure) return reply.code(422).send(captchaError(failure, lang));
      }
      const id = request.params.id;
      const picked = pickPerson(id.trim() === '' ? [] : await loginsByCode(db, id), request.query.cod_pessoa);
      if ('none' in picked) return reply.code(404).send({ message: ta('usuarioNaoEncontrado', lang) });
      if ('choose' in picked) return reply.code(422).send({ message: ta('escolhaPessoa', lang), codigo: 'ESCOLHA_PESSOA' });
      const row = picked.row;
      const emails = row.emails.filter((e) => e.trim() !== '');
      if (emails.length === 0) return reply.code(422).send({ message: ta('semEmail', lang), codigo: 'SEM_EMAIL' });

      const now = ctx.now();
      const limit = ctx.options.recoveryRateLimit;
      const sent = await hit(db, `recuperacao:${id.trim().toLowerCase()}`, limit.windowSeconds, now);
      if (sent.count > limit.max) return tooMany(reply, sent.ttlMs, lang);

      const { tamanho, validadeMinutos } = await recoverySettings(db);
      const codigo = String(randomInt(0, 10 ** tamanho)).padStart(tamanho, '0');
      const expira = new Date(now.getTime() + validadeMinutos * 60_000);
      await db.transaction(async (tx) => {
        // A new code replaces the ones sent before ("resend verification code").
        await tx.query(
          'UPDATE codigos_recuperacao SET invalidado_em = $2::timestamptz WHERE cod_login = $1 AND usado_em IS NULL AND invalidado_em IS NULL',
          [row.cod_login, now.toISOString()],
        );
        await tx.query(
          'INSERT INTO codigos_recuperacao (cod_login, codigo_hash, criado_em, expira_em) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)',
          [row.cod_login, codeHash(row.cod_login, codigo), now.toISOString(), expira.toISOString()],
        );
      });
      const nome = row.nome_pessoa.split(/\s+/)[0] ?? row.nome_pessoa;
      try {
        await deliverMail(
          { outbox: ctx.options.mailOutbox, smtp: ctx.options.smtp },
          {
            to: emails,
            subject: ta('emailAssunto', lang),
            text: ta('emailTexto', lang, { nome, codigo, validade: expira.toISOString().slice(0, 16).replace('T', ' '), login: row.login }),
            login: row.login,
            codigo,
          },
          now,
        );
      } catch (e) {
        if (!(e instanceof MailDeliveryError)) throw e;
        // Told, not hidden: the patron asks again later. The log has the SMTP reply, never the code.
        request.log.error({ err: e }, 'password recovery e-mail not sent');
        return reply.code(503).send({ message: t('emailIndisponivel', lang), codigo: EMAIL_INDISPONIVEL });
      }
      // Only the first name: the rest of the patron's data needs their own token.
      return { emails: emails.map(maskEmail), name: nome, length: tamanho, tte: expira.toISOString() };
    },
  );

  type CodeCheck =
    | { ok: true; cod_recuperacao: number; cod_login: number; senha_hash: string | null; nome_pessoa: string; login: string }
    | { ok: false; status: 404 | 422; message: string };

  /** The newest live code of a user code against the one typed; a wrong guess counts, and too many drop the code. */
  async function checkCode(id: string, typed: string, lang: ReturnType<typeof langOf>): Promise<CodeCheck> {
    if (id.trim() === '' || (await loginsByCode(db, id)).length === 0) return { ok: false, status: 404, message: ta('usuarioNaoEncontrado', lang) };
    const [code] = await db.query<{
      cod_recuperacao: number;
      cod_login: number;
      codigo_hash: string;
      expira_em: Date;
      senha_hash: string | null;
      nome_pessoa: string;
      login: string;
    }>(
      `SELECT c.cod_recuperacao, c.cod_login, c.codigo_hash, c.expira_em, l.senha_hash, p.nome_pessoa, l.login
       FROM codigos_recuperacao c JOIN logins l ON l.cod_login = c.cod_login JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
       WHERE lower(l.login) = lower($1) AND c.usado_em IS NULL AND c.invalidado_em IS NULL
       ORDER BY c.criado_em DESC, c.cod_recuperacao DESC LIMIT 1`,
      [id.trim()],
    );
    if (!code) return { ok: false, status: 422, message: ta('codigoInvalido', lang) };
    const now = ctx.now();
    if (new Date(code.expira_em).getTime() <= now.getTime()) return { ok: false, status: 422, message: ta('codigoExpirado', lang) };
    const expected = Buffer.from(code.codigo_hash, 'hex');
    const given = Buffer.from(codeHash(code.cod_login, typed.trim()), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await db.query(
        `UPDATE codigos_recuperacao SET tentativas = tentativas + 1,
           invalidado_em = CASE WHEN tentativas + 1 >= $2 THEN $3::timestamptz ELSE invalidado_em END
         WHERE cod_recuperacao = $1`,
        [code.cod_recuperacao, MAX_CODE_ATTEMPTS, now.toISOString()],
      );
      return { ok: false, status: 422, message: ta('codigoInvalido', lang) };
    }
    return { ok: true, cod_recuperacao: code.cod_recuperacao, cod_login: code.cod_login, senha_hash: code.senha_hash, nome_pessoa: code.nome_pessoa, login: code.login };
  }

  app.post(
    '/api/pessoas/:id/recuperar-senha',
    {
      ...recovery,
      schema: {
        tags: ['pessoas'],
        summary: 'Password recovery, step 2: checks the code (it stays valid) and answers the password rules',
        security: bearer,
        params: RecuperarSenhaParams,
        body: RecuperarSenhaValidar,
        response: { 200: RegrasSenha, 401: AuthErrorResponse, 404: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const check = await checkCode(request.params.id, request.body.codigo, lang);
      if (!check.ok) return reply.code(check.status).send({ message: check.message });
      return passwordRules(db);
    },
  );

  app.put(
    '/api/pessoas/:id/recuperar-senha',
    {
      ...recovery,
      schema: {
        tags: ['pessoas'],
        summary: 'Password recovery, step 3: sets the new password (rules enforced), spends the code, unblocks the login, ends its sign-ins',
        security: bearer,
        params: RecuperarSenhaParams,
        body: RecuperarSenhaTrocar,
        response: { 204: Type.Null(), 401: AuthErrorResponse, 404: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const check = await checkCode(request.params.id, request.body.codigo, lang);
      if (!check.ok) return reply.code(check.status).send({ message: check.message });
      const senha = request.body.senha;
      const rules = await passwordRules(db);
      const broken = checkPasswordRules(senha, rules, check.nome_pessoa);
      if (broken) return reply.code(422).send({ message: ta(broken.key, lang, broken.params), codigo: broken.key });
      if (await reusesPassword(db, check.cod_login, check.senha_hash, senha, rules.last_pw)) {
        return reply.code(422).send({ message: ta('senhaHistorico', lang, { n: rules.last_pw }), codigo: 'senhaHistorico' });
      }
      const hash = await hashPassword(senha, ctx.options.argon2);
      const now = ctx.now();
      const changed = await db.transaction(async (tx) => {
        // Spent here, atomically: of two requests with the same code only one changes the password.
        const spent = await tx.query(
          `UPDATE codigos_recuperacao SET usado_em = $2::timestamptz
           WHERE cod_recuperacao = $1 AND usado_em IS NULL AND invalidado_em IS NULL AND expira_em > $2::timestamptz RETURNING cod_recuperacao`,
          [check.cod_recuperacao, now.toISOString()],
        );
        if (spent.length === 0) return false;
        await tx.query(
          `UPDATE logins SET senha_hash = $2, senha_alterada_em = $3::timestamptz, tentativas_falhas = 0, ultima_falha_em = NULL,
             bloqueado = false, bloqueado_em = NULL, bloqueado_ate = NULL
           WHERE cod_login = $1`,
          [check.cod_login, hash, now.toISOString()],
        );
        await tx.query('INSERT INTO historico_senhas (cod_login, senha_hash, criado_em) VALUES ($1, $2, $3::timestamptz)', [check.cod_login, hash, now.toISOString()]);
        await revokeLogin(tx, check.cod_login, now, 'senha-alterada');
        return true;
      });
      if (!changed) return reply.code(422).send({ message: ta('codigoInvalido', lang) });
      await resetHits(db, accountKey(check.login));
      return reply.code(204).send(null);
    },
  );
};

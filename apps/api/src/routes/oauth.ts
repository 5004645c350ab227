import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { AuthErrorResponse, RevokeRequest, TokenRequest, TokenResponse } from '@estante/api-contract';
import { Type } from '@sinclair/typebox';
import { ta } from '../auth-messages';
import { captchaRequired } from '../captcha';
import { langOf, type Lang } from '../i18n';
import { verifyDummy, verifyPassword } from '../passwords';
import { hit, resetHits } from '../rate-limit';
import { revokeFamily, rotate, sha256 } from '../refresh';
import { blockedError, captchaError, handleRateLimitErrors, intSetting, issuePair, loginById, loginsByCode, pickPerson, tooMany, type AuthContext } from '../signin';

/** configuracoes.login_max_tentativas: consecutive wrong passwords that block a login (0: never). */
export const DEFAULT_MAX_TENTATIVAS = 5;

/** Key of the per-user-code attempt counter. */
export const accountKey = (username: string) => `login:${username.trim().toLowerCase().replace(/\0/g, '')}`;

export const oauthRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { db, tokens } = ctx;
  handleRateLimitErrors(app);

  const fail = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ message, error });

  async function passwordGrant(reply: FastifyReply, body: TokenRequest, lang: Lang) {
    const { username, password, cod_pessoa } = body;
    if (username === undefined || username.trim() === '') return fail(reply, 400, 'invalid_request', ta('campoObrigatorio', lang, { campo: 'username' }));
    if (password === undefined || password === '') return fail(reply, 400, 'invalid_request', ta('campoObrigatorio', lang, { campo: 'password' }));

    if (await captchaRequired(db)) {
      const failure = await ctx.captcha.check(db, body.recaptcha_token);
      if (failure) return reply.code(422).send({ ...captchaError(failure, lang), error: 'invalid_request' });
    }

    // Per user code: every attempt counts within the window; a successful sign-in clears it.
    const limit = ctx.options.accountRateLimit;
    const attempts = await hit(db, accountKey(username), limit.windowSeconds, ctx.now());
    if (attempts.count > limit.max) return tooMany(reply, attempts.ttlMs, lang);

    const picked = pickPerson(await loginsByCode(db, username), cod_pessoa);
    if ('none' in picked) {
      await verifyDummy(password);
      return fail(reply, 401, 'invalid_grant', ta('credenciaisInvalidas', lang));
    }
    if ('choose' in picked) return reply.code(422).send({ message: ta('escolhaPessoa', lang), error: 'invalid_request', codigo: 'ESCOLHA_PESSOA' });
    let row = picked.row;
    const now = ctx.now();

    // A block with an end date lifts by itself; without one it lasts until the password is reset.
    if (row.bloqueado && row.bloqueado_ate && new Date(row.bloqueado_ate).getTime() <= now.getTime()) {
      await db.query(`UPDATE logins SET bloqueado = false, bloqueado_em = NULL, bloqueado_ate = NULL, tentativas_falhas = 0 WHERE cod_login = $1`, [row.cod_login]);
      row = { ...row, bloqueado: false };
    }
    if (row.bloqueado) {
      await verifyDummy(password);
      return reply.code(430).send(blockedError('senhaBloqueada', lang));
    }

    const ok = row.senha_hash ? await verifyPassword(row.senha_hash, password) : (await verifyDummy(password), false);
    if (!ok) {
      const max = await intSetting(db, 'login_max_tentativas', DEFAULT_MAX_TENTATIVAS);
      const [after] = await db.query<{ bloqueado: boolean }>(
        `UPDATE logins SET tentativas_falhas = tentativas_falhas + 1, ultima_falha_em = $2::timestamptz,
           bloqueado = bloqueado OR ($3 > 0 AND tentativas_falhas + 1 >= $3),
           bloqueado_em = CASE WHEN NOT bloqueado AND $3 > 0 AND tentativas_falhas + 1 >= $3 THEN $2::timestamptz ELSE bloqueado_em END
         WHERE cod_login = $1 RETURNING bloqueado`,
        [row.cod_login, now.toISOString(), max],
      );
      if (after?.bloqueado) return reply.code(430).send(blockedError('senhaBloqueada', lang));
      return fail(reply, 401, 'invalid_grant', ta('credenciaisInvalidas', lang));
    }

    // The right password: the failure count starts again, whatever comes next.
    await db.query(`UPDATE logins SET tentativas_falhas = 0, ultima_falha_em = NULL WHERE cod_login = $1`, [row.cod_login]);
    if (row.bloqueio) return reply.code(430).send(blockedError('usuarioBloqueado', lang));

    const signedIn = row;
    const pair = await db.transaction(async (tx) => {
      await tx.query(`UPDATE logins SET ultimo_acesso_em = $2::timestamptz WHERE cod_login = $1`, [signedIn.cod_login, now.toISOString()]);
      return issuePair(ctx, tx, signedIn, body.client_id);
    });
    await resetHits(db, accountKey(username));
    return pair;
  }

  async function refreshGrant(reply: FastifyReply, body: TokenRequest, lang: Lang) {
    if (body.refresh_token === undefined || body.refresh_token === '') {
      return fail(reply, 400, 'invalid_request', ta('campoObrigatorio', lang, { campo: 'refresh_token' }));
    }
    const result = await rotate(db, body.refresh_token, body.client_id, ctx.now(), { idle: ctx.options.refreshIdleTtl, absolute: ctx.options.refreshAbsoluteTtl });
    if (!result.ok) {
      if (result.reason === 'bloqueado') {
        const row = await loginById(db, result.codLogin);
        return reply.code(430).send(blockedError(row?.bloqueado ? 'senhaBloqueada' : 'usuarioBloqueado', lang));
      }
      return fail(reply, 401, 'invalid_grant', ta('sessaoExpirada', lang));
    }
    const row = await loginById(db, result.codLogin);
    if (!row) return fail(reply, 401, 'invalid_grant', ta('sessaoExpirada', lang));
    return {
      access_token: await tokens.issuePrivate({ cod_pessoa: row.cod_pessoa, cod_login: row.cod_login, login: row.login, client_id: body.client_id, sid: result.issued.familia }),
      refresh_token: result.issued.refreshToken,
      token_type: 'Bearer' as const,
      expires_in: tokens.ttl,
      refresh_expires_in: result.issued.expiresIn,
    };
  }

  app.post(
    '/oauth/token',
    {
      // Per client IP: password attempts only (client_credentials and refresh tokens guess nothing).
      config: { rateLimit: { groupId: 'token', allowList: (req) => (req.body as { grant_type?: unknown } | undefined)?.grant_type !== 'password' } },
      schema: {
        tags: ['auth'],
        summary: 'Issue tokens: client_credentials (public catalogue), password (a patron) and refresh_token (rotation)',
        description:
          'JSON or form-urlencoded. Errors: 400 malformed or unknown grant, 401 wrong client secret / user code or password / refresh token, ' +
          '422 captcha (codigo CAPTCHA_AUSENTE, CAPTCHA_EXPIRADO, CAPTCHA_INVALIDO) or person to choose (codigo ESCOLHA_PESSOA), ' +
          '429 too many attempts (Retry-After), 430 ACESSO_BLOQUEADO.',
        body: TokenRequest,
        response: {
          200: TokenResponse,
          400: AuthErrorResponse,
          401: AuthErrorResponse,
          422: AuthErrorResponse,
          429: AuthErrorResponse,
          430: AuthErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body = request.body;
      const client = await ctx.authenticateClient(body.client_id, body.client_secret);
      if (!client.ok) {
        return reply.code(401).header('www-authenticate', 'Basic realm="oauth"').send({ message: ta('clienteInvalido', lang), error: 'invalid_client' });
      }
      if (!client.grants.includes(body.grant_type)) {
        return fail(reply, 400, 'unsupported_grant_type', ta('grantNaoSuportado', lang));
      }
      switch (body.grant_type) {
        case 'client_credentials':
          return { access_token: await tokens.issuePublic(body.client_id), token_type: 'Bearer' as const, expires_in: tokens.ttl, scope: 'public' };
        case 'password':
          return passwordGrant(reply, body, lang);
        case 'refresh_token':
          return refreshGrant(reply, body, lang);
        default:
          return fail(reply, 400, 'unsupported_grant_type', ta('grantNaoSuportado', lang));
      }
    },
  );

  app.post(
    '/oauth/revoke',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (RFC 7009): revokes the sign-in a refresh token belongs to; always 200',
        body: RevokeRequest,
        response: { 200: Type.Object({}), 401: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const { token, client_id, client_secret } = request.body;
      if (client_id !== undefined && !(await ctx.authenticateClient(client_id, client_secret)).ok) {
        return reply.code(401).send({ message: ta('clienteInvalido', lang), error: 'invalid_client' });
      }
      const [row] = await db.query<{ familia: string; client_id: string }>(
        'SELECT t.familia, f.client_id FROM refresh_tokens t JOIN refresh_familias f USING (familia) WHERE t.token_hash = $1',
        [sha256(token)],
      );
      if (row && (client_id === undefined || client_id === row.client_id)) {
        await db.transaction((tx) => revokeFamily(tx, row.familia, ctx.now(), 'logout'));
      }
      return {};
    },
  );
};

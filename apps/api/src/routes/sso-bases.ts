import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SignJWT } from 'jose';
import { AuthErrorResponse, TokenRedirecionaQuery, TokenRedirecionaResponse } from '@estante/api-contract';
import { langOf } from '../i18n';
import { requirePrivate, type AuthContext } from '../signin';
import { originOf, type SsoOptions } from '../sso/config';
import { ts } from '../sso/messages';

/** Seconds the token of an external base's address lives. */
export const EXTERNAL_TOKEN_TTL = 60;

/** One entry of `configuracoes.bases_externas`: the base's access address and the query parameter of the token. */
interface BaseExterna {
  descricao?: unknown;
  link?: unknown;
  parametro?: unknown;
}

/**
 * `GET /api/pessoas/token-redireciona?base=` (SPEC.md §7, "after login for external content
 * bases an external access URL is requested"): the base's address from `configuracoes.bases_externas`
 * with a 60-second HS256 JWT in its query (`token`, or the entry's `parametro`). Claims: iss (the
 * public address, else "estante"), aud (the base), sub (the user code), nome, email, iat, exp, jti.
 * The key is EXTERNAL_BASES_SECRET (shared with the bases), by default derived from JWT_SECRET.
 */
export const ssoBasesRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthContext; sso: SsoOptions; jwtSecret: string }> = async (app, { ctx, sso, jwtSecret }) => {
  const { db } = ctx;
  const key = new TextEncoder().encode(sso.externalBasesSecret ?? createHash('sha256').update(`estante-external-bases:${jwtSecret}`).digest('hex'));
  const issuer = sso.publicBaseUrl ? (originOf(sso.publicBaseUrl) ?? 'estante') : 'estante';

  app.get(
    '/api/pessoas/token-redireciona',
    {
      schema: {
        tags: ['pessoas'],
        summary: "An external content base's access address for the signed-in patron, with a 60-second signed token (private token)",
        description: '404 for a base that is not configured (configuracoes.bases_externas).',
        security: [{ bearer: [] }],
        querystring: TokenRedirecionaQuery,
        response: { 200: TokenRedirecionaResponse, 401: AuthErrorResponse, 404: AuthErrorResponse },
      },
    },
    async (request, reply) => {
      const me = await requirePrivate(ctx, request, reply);
      if (!me) return reply;
      const lang = langOf(request.headers.lang);
      reply.header('cache-control', 'no-store');
      const base = request.query.base.trim().toLowerCase();
      const [row] = /^[a-z0-9_-]{1,60}$/.test(base)
        ? await db.query<{ valor: Record<string, BaseExterna> | null }>(`SELECT valor FROM configuracoes WHERE chave = 'bases_externas'`)
        : [];
      const entry = row?.valor && Object.hasOwn(row.valor, base) ? row.valor[base] : undefined;
      const link = typeof entry?.link === 'string' && originOf(entry.link) ? entry.link : null;
      if (!entry || !link) return reply.code(404).send({ message: ts('baseDesconhecida', lang) });
      const [person] = await db.query<{ nome_pessoa: string; email: string | null }>('SELECT nome_pessoa, emails[1] AS email FROM pessoas WHERE cod_pessoa = $1', [
        me.cod_pessoa,
      ]);
      const iat = Math.floor(ctx.now().getTime() / 1000);
      const token = await new SignJWT({ nome: person?.nome_pessoa ?? null, email: person?.email ?? null })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(base)
        .setSubject(me.login)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + EXTERNAL_TOKEN_TTL)
        .sign(key);
      const url = new URL(link);
      url.searchParams.set(typeof entry.parametro === 'string' && entry.parametro.trim() !== '' ? entry.parametro.trim() : 'token', token);
      return { link: url.href };
    },
  );
};

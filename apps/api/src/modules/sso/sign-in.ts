import type { FastifyRequest } from 'fastify';
import { SSO_CODES, type PrivateTokenResponse } from '@estante/api-contract';
import { loginById } from '../../access/logins.repository';
import { blocked, liftEndedBlock, signIn, type AuthContext } from '../../access/signin';
import { problem, type ApiProblem } from '../../plugins/errors';
import type { Lang } from '../../plugins/lang';
import type { SsoSettings } from './config';
import { failureOf, MESSAGES } from './messages';
import type { SsoRepository, Tipo } from './repository';

// What /oidc and /saml share: the checks of a start, the errors, and the exchange of a reference for the token pair.

/** `url` with one query parameter set. */
export const withParam = (url: string, name: string, value: string): string => {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.href;
};

/** An absolute http(s) URL of an allowed origin, without credentials or fragment; null otherwise (no open redirect). */
export function allowedRedirect(s: SsoSettings, value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username !== '' || u.password !== '' || !s.allowedOrigins.has(u.origin)) return null;
  u.hash = '';
  return u.href;
}

/** The client of the bearer token of a route declared auth: 'token' (the sign-in belongs to it). */
export function clientOf(request: FastifyRequest): string {
  if (!request.auth) throw new Error("clientOf: the route is not declared auth: 'token'");
  return request.auth.client_id;
}

export const notConfigured = (): ApiProblem => problem(422, MESSAGES.naoConfigurado, { codigo: SSO_CODES.naoConfigurado });
export const redirectNotAllowed = (): ApiProblem => problem(400, MESSAGES.redirectInvalido);
/** An unknown, expired, spent or foreign state or reference: 400 at the provider's return, 422 at validation. */
export const invalidReference = (status: 400 | 422): ApiProblem => problem(status, MESSAGES.referenciaInvalida, { codigo: SSO_CODES.referenciaInvalida });

/** 503: the identity provider (discovery, metadata) did not answer; the log says why. */
export function unavailable(request: FastifyRequest, e: unknown): ApiProblem {
  request.log.warn({ err: e }, 'identity provider unavailable');
  return problem(503, MESSAGES.provedorIndisponivel);
}

/**
 * POST /oidc/validar and /saml/validar: the reference, once, for the token pair of the password
 * grant (or the failure recorded at the provider's return). The sign-in belongs to the client that
 * started it; blocks answer 430 as on the password grant.
 */
export async function redeem(ctx: AuthContext, repo: SsoRepository, tipo: Tipo, reference: string, clientId: string, lang: Lang): Promise<PrivateTokenResponse> {
  const result = await repo.exchange(tipo, reference, ctx.now());
  if (result.status === 'invalida') throw invalidReference(422);
  if (result.status === 'incompleta') throw problem(422, MESSAGES.incompleto, { codigo: SSO_CODES.incompleto });
  if (result.status === 'erro') {
    const f = failureOf(result.erro);
    throw problem(422, f.text, { codigo: f.codigo, params: { motivo: result.detalhe ?? '' } });
  }
  // The refresh family is that client's.
  if (result.clientId !== clientId) throw invalidReference(422);
  const found = await loginById(ctx.db, result.codLogin);
  if (!found) throw problem(422, MESSAGES.usuarioNaoEncontrado, { codigo: SSO_CODES.usuarioNaoEncontrado });
  // As the password grant: a block with an end date lifts by itself; the others answer 430.
  const row = await liftEndedBlock(ctx.db, found, ctx.now());
  if (row.bloqueado) throw blocked('senhaBloqueada', lang);
  if (row.bloqueio) throw blocked('usuarioBloqueado', lang);
  return signIn(ctx, row, result.clientId);
}

import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SsoOptions } from '../sso/config';
import { originOf } from '../sso/config';
import type { BaseExterna } from './repository';

/** Seconds the token of an external base's address lives. */
export const EXTERNAL_TOKEN_TTL = 60;

/** A base name as configured: lower case letters, digits, `_` and `-` (anything else names no base). */
export const BASE_NAME = /^[a-z0-9_-]{1,60}$/;

/** The configured entry of a base, with a usable absolute http(s) address; null otherwise. */
export function baseEntry(bases: Record<string, BaseExterna> | null, base: string): { link: string; parametro: string } | null {
  const entry = bases && Object.hasOwn(bases, base) ? bases[base] : undefined;
  const link = typeof entry?.link === 'string' && originOf(entry.link) ? entry.link : null;
  if (!entry || !link) return null;
  return { link, parametro: typeof entry.parametro === 'string' && entry.parametro.trim() !== '' ? entry.parametro.trim() : 'token' };
}

/**
 * The signer of SPEC.md §7's external access addresses ("after login for external content bases an
 * external access URL is requested"): the base's address with a 60-second HS256 JWT in its query
 * (`token`, or the entry's `parametro`). Claims: iss (the public address, else "estante"), aud (the
 * base), sub (the user code), nome, email, iat, exp, jti. The key is EXTERNAL_BASES_SECRET (shared
 * with the bases), by default derived from JWT_SECRET.
 */
export function externalBaseSigner(sso: SsoOptions, jwtSecret: string) {
  const key = new TextEncoder().encode(sso.externalBasesSecret ?? createHash('sha256').update(`estante-external-bases:${jwtSecret}`).digest('hex'));
  const issuer = sso.publicBaseUrl ? (originOf(sso.publicBaseUrl) ?? 'estante') : 'estante';
  return async (
    base: string,
    entry: { link: string; parametro: string },
    patron: { login: string; nome: string | null; email: string | null },
    now: Date,
  ): Promise<string> => {
    const iat = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({ nome: patron.nome, email: patron.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(base)
      .setSubject(patron.login)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + EXTERNAL_TOKEN_TTL)
      .sign(key);
    const url = new URL(entry.link);
    url.searchParams.set(entry.parametro, token);
    return url.href;
  };
}

import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SsoOptions } from '../../sso/config';
import { originOf } from '../../sso/config';

/** Seconds the token in the address lives (as the external bases' tokens). */
export const POSTAGEM_TOKEN_TTL = 60;

/** What of the patron an installation may have the repository told (`dados` of the configuration). */
export const DADOS_POSTAGEM = ['login', 'nome', 'email'] as const;
export type DadoPostagem = (typeof DADOS_POSTAGEM)[number];

/** The token's query parameter: letters, digits, `_` and `-` (anything else is not used). */
const PARAMETRO = /^[A-Za-z0-9_-]{1,40}$/;

/** `configuracoes.postagem_trabalho` made usable: an absolute http(s) address, the token's parameter (or none), the data it holds. */
export interface PostagemConfig {
  link: string;
  descricao: string | null;
  parametro: string | null;
  dados: DadoPostagem[];
}

/**
 * Reads the stored setting (anything an administrator typed): null unless `link` is an absolute
 * http(s) address. `parametro` absent or unusable: no token, so nothing of the patron leaves.
 * `dados` keeps only known names, once each.
 */
export function postagemConfig(stored: unknown): PostagemConfig | null {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const s = stored as Record<string, unknown>;
  const link = typeof s.link === 'string' && originOf(s.link.trim()) ? s.link.trim() : null;
  if (!link) return null;
  const descricao = typeof s.descricao === 'string' && s.descricao.trim() ? s.descricao.trim() : null;
  const parametro = typeof s.parametro === 'string' && PARAMETRO.test(s.parametro.trim()) ? s.parametro.trim() : null;
  const listed: unknown[] = Array.isArray(s.dados) ? s.dados : [];
  const dados = DADOS_POSTAGEM.filter((d) => listed.includes(d));
  return { link, descricao, parametro, dados };
}

export interface PostingPatron {
  login: string;
  nome: string | null;
  email: string | null;
}

/**
 * The address to open. Without `parametro` it is the configured address as it is. With it, a
 * 60-second HS256 JWT (key EXTERNAL_BASES_SECRET, as the external bases', by default derived from
 * JWT_SECRET) in that parameter: iss, aud "postagem_trabalho", iat, exp, jti, and only the patron
 * data the configuration lists (login as `sub`, `nome`, `email`).
 */
export function postingSigner(sso: SsoOptions, jwtSecret: string) {
  const key = new TextEncoder().encode(sso.externalBasesSecret ?? createHash('sha256').update(`estante-external-bases:${jwtSecret}`).digest('hex'));
  const issuer = sso.publicBaseUrl ? (originOf(sso.publicBaseUrl) ?? 'estante') : 'estante';
  return async (config: PostagemConfig, patron: PostingPatron, now: Date): Promise<{ link: string; expira_em: string | null }> => {
    if (!config.parametro) return { link: new URL(config.link).href, expira_em: null };
    const iat = Math.floor(now.getTime() / 1000);
    const claims: Record<string, string | null> = {};
    if (config.dados.includes('nome')) claims.nome = patron.nome;
    if (config.dados.includes('email')) claims.email = patron.email;
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience('postagem_trabalho')
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + POSTAGEM_TOKEN_TTL);
    if (config.dados.includes('login')) jwt.setSubject(patron.login);
    const url = new URL(config.link);
    url.searchParams.set(config.parametro, await jwt.sign(key));
    return { link: url.href, expira_em: new Date((iat + POSTAGEM_TOKEN_TTL) * 1000).toISOString() };
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Queryable } from '../../db/db';
import { parseIdpMetadata, type IdpMetadata } from './metadata';
import { ssoRepository } from './repository';

/**
 * Single sign-on settings. Each field comes from the environment (or a test's buildApp options)
 * when set there, else from `configuracoes.sso` (an administrator's per-installation choice);
 * secrets (the OpenID client secret, the external bases' key) only from the environment.
 * README "Single sign-on" lists the variables.
 */
export interface SsoOptions {
  /**
   * The public address the browser reaches the API at (PUBLIC_BASE_URL): the callbacks are
   * `<it>/oidc/callback` and `<it>/saml/acs`. Behind the shell's server (which proxies /oidc and
   * /saml) it is the site's own origin. Unset: single sign-on is off.
   */
  publicBaseUrl?: string;
  /** Origins besides publicBaseUrl's that `redirect` may point to (SSO_REDIRECT_ORIGINS). */
  redirectOrigins?: string[];
  oidc?: Partial<OidcSettings>;
  saml?: Partial<SamlSettingsInput>;
  /** Seconds a started sign-in waits for the provider's return (default 600). */
  attemptTtl?: number;
  /** Seconds the SPA has to exchange its reference once the provider returned (default 120). */
  resultTtl?: number;
  /** Key of the external bases' 60-second tokens (EXTERNAL_BASES_SECRET; default derived from JWT_SECRET). */
  externalBasesSecret?: string;
  /**
   * EXTERNAL_BASES_URL: every configured external base is sent to `<it>/<base>` instead of its own
   * address (a local stand-in in development and e2e). Unset: the configured addresses.
   */
  externalBasesUrl?: string;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Empty: a public client (PKCE only, token endpoint auth "none"). */
  clientSecret: string;
  scope: string;
  /** The claim matched against user codes (logins.login). */
  loginClaim: string;
  /** The claim matched against the persons' e-mails (when email_verified is not false). */
  emailClaim: string;
  /** http:// issuers are accepted on loopback addresses only, unless this is set (OIDC_ALLOW_HTTP). */
  allowHttp: boolean;
}

interface SamlSettingsInput {
  /** The IdP's metadata: an http(s) URL, a file path or the XML itself. Gives the SSO URL, certificates and issuer. */
  idpMetadata: string | null;
  /** Without metadata: the IdP's single sign-on URL (HTTP-Redirect binding) … */
  idpSsoUrl: string | null;
  /** … and its signing certificate(s) (PEM or base64 DER). */
  idpCert: string[];
  /** The IdP's entity id: when set, a response from another issuer is refused. */
  idpIssuer: string | null;
  /** Our entity id (default `<publicBaseUrl>/saml/metadata`). */
  spEntityId: string | null;
  /** The attribute matched against user codes (default uid; the NameID when absent). */
  loginAttribute: string;
  /** The attribute matched against the persons' e-mails (default email; also mail and the eduPerson OID). */
  emailAttribute: string;
  /** Require the whole Response signed, not only the assertion (always required). */
  wantResponseSigned: boolean;
}

export interface SamlSettings {
  ssoUrl: string;
  certs: string[];
  idpIssuer: string | null;
  spEntityId: string;
  loginAttribute: string;
  emailAttribute: string;
  wantResponseSigned: boolean;
}

/** The settings of one request: null parts are not configured. */
export interface SsoSettings {
  publicBaseUrl: string | null;
  allowedOrigins: Set<string>;
  oidc: OidcSettings | null;
  /** Resolves the IdP metadata (fetched and cached) when SAML is configured; null otherwise. */
  saml: (() => Promise<SamlSettings>) | null;
  attemptTtl: number;
  resultTtl: number;
}

/** `configuracoes.sso` as an administrator writes it (migration 6 seeds the keys). */
interface StoredSso {
  oidc?: { issuer?: unknown; client_id?: unknown; scope?: unknown; claim_login?: unknown; claim_email?: unknown };
  saml?: {
    idp_metadata?: unknown;
    idp_sso_url?: unknown;
    idp_cert?: unknown;
    idp_issuer?: unknown;
    sp_entity_id?: unknown;
    atributo_login?: unknown;
    atributo_email?: unknown;
    exigir_resposta_assinada?: unknown;
  };
  origens_redirect?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s): s is string => s !== null) : str(v) ? [str(v) as string] : []);
const pick = <T>(env: T | undefined | null, stored: T | null | undefined, fallback: T): T =>
  env !== undefined && env !== null && env !== '' ? env : stored !== undefined && stored !== null ? stored : fallback;

/** An origin ("https://host:port"), or null when the value is not an absolute http(s) URL. */
export function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The request's settings: environment/options over `configuracoes.sso` (`stored`, as read). */
export function ssoSettings(storedValue: unknown, options: SsoOptions): SsoSettings {
  const stored: StoredSso = storedValue && typeof storedValue === 'object' ? (storedValue as StoredSso) : {};
  const publicBaseUrl = options.publicBaseUrl && originOf(options.publicBaseUrl) ? options.publicBaseUrl.replace(/\/+$/, '') : null;
  const allowedOrigins = new Set(
    [publicBaseUrl, ...(options.redirectOrigins ?? []), ...strs(stored.origens_redirect)].map((o) => (o ? originOf(o) : null)).filter((o): o is string => o !== null),
  );

  const so = stored.oidc ?? {};
  const o = options.oidc ?? {};
  const issuer = pick(o.issuer, str(so.issuer), '');
  const clientId = pick(o.clientId, str(so.client_id), '');
  const oidc: OidcSettings | null =
    publicBaseUrl && issuer && clientId && originOf(issuer)
      ? {
          issuer,
          clientId,
          clientSecret: o.clientSecret ?? '',
          scope: pick(o.scope, str(so.scope), 'openid email profile'),
          loginClaim: pick(o.loginClaim, str(so.claim_login), 'preferred_username'),
          emailClaim: pick(o.emailClaim, str(so.claim_email), 'email'),
          allowHttp: o.allowHttp ?? false,
        }
      : null;

  const ss = stored.saml ?? {};
  const s = options.saml ?? {};
  const idpMetadata = pick(s.idpMetadata, str(ss.idp_metadata), null);
  const idpSsoUrl = pick(s.idpSsoUrl, str(ss.idp_sso_url), null);
  const idpCert = s.idpCert && s.idpCert.length > 0 ? s.idpCert : strs(ss.idp_cert);
  const base = {
    idpIssuer: pick(s.idpIssuer, str(ss.idp_issuer), null),
    spEntityId: pick(s.spEntityId, str(ss.sp_entity_id), publicBaseUrl ? `${publicBaseUrl}/saml/metadata` : ''),
    loginAttribute: pick(s.loginAttribute, str(ss.atributo_login), 'uid'),
    emailAttribute: pick(s.emailAttribute, str(ss.atributo_email), 'email'),
    wantResponseSigned: s.wantResponseSigned ?? ss.exigir_resposta_assinada === true,
  };
  let saml: SsoSettings['saml'] = null;
  if (publicBaseUrl && idpMetadata) {
    saml = async () => {
      const meta = await idpMetadataFrom(idpMetadata);
      return { ...base, ssoUrl: meta.ssoUrl, certs: meta.certs, idpIssuer: base.idpIssuer ?? meta.entityId };
    };
  } else if (publicBaseUrl && idpSsoUrl && originOf(idpSsoUrl) && idpCert.length > 0) {
    const resolved: SamlSettings = { ...base, ssoUrl: idpSsoUrl, certs: idpCert };
    saml = () => Promise.resolve(resolved);
  }
  return {
    publicBaseUrl,
    allowedOrigins,
    oidc,
    saml,
    attemptTtl: options.attemptTtl ?? 600,
    resultTtl: options.resultTtl ?? 120,
  };
}

/** The metadata of an IdP (URL, file or XML), kept for an hour; a failure is not kept. */
const metadataCache = new Map<string, { at: number; value: Promise<IdpMetadata> }>();
const METADATA_TTL_MS = 3600_000;

export class IdpUnavailableError extends Error {}

async function idpMetadataFrom(source: string): Promise<IdpMetadata> {
  const key = createHash('sha256').update(source).digest('hex');
  const hit = metadataCache.get(key);
  if (hit && Date.now() - hit.at < METADATA_TTL_MS) return hit.value;
  const value = (async () => {
    let xml: string;
    if (source.startsWith('<')) xml = source;
    else if (/^https?:\/\//i.test(source)) {
      const res = await fetch(source, { signal: AbortSignal.timeout(10_000) }).catch((e: unknown) => {
        throw new IdpUnavailableError(`IdP metadata ${source}: ${(e as Error).message}`);
      });
      if (!res.ok) throw new IdpUnavailableError(`IdP metadata ${source}: HTTP ${res.status}`);
      xml = await res.text();
    } else xml = readFileSync(source, 'utf8');
    return parseIdpMetadata(xml);
  })();
  metadataCache.set(key, { at: Date.now(), value });
  value.catch(() => metadataCache.delete(key));
  return value;
}

/** A certificate or key given in an env var: PEM (literal "\n" allowed), base64 DER, or a file path. */
function pemOrFile(value: string): string {
  const v = value.trim();
  if (!v.includes('-----BEGIN') && existsSync(v)) return readFileSync(v, 'utf8');
  return v.replace(/\\n/g, '\n');
}

const list = (v: string | undefined) => (v ?? '').split(/[,\s]+/).map((s) => s.trim()).filter(Boolean);
const bool = (v: string | undefined) => (v === undefined || v === '' ? undefined : /^(1|true|yes|sim)$/i.test(v));
const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

/** README "Single sign-on": the variables. */
export function ssoOptionsFromEnv(env: NodeJS.ProcessEnv): SsoOptions {
  const cert = nonEmpty(env.SAML_IDP_CERT);
  const certs = cert ? [pemOrFile(cert)] : [];
  const oidc: Partial<OidcSettings> = {};
  const saml: Partial<SamlSettingsInput> = {};
  const set = <T extends object, K extends keyof T>(o: T, k: K, v: T[K] | undefined) => {
    if (v !== undefined) o[k] = v;
  };
  set(oidc, 'issuer', nonEmpty(env.OIDC_ISSUER));
  set(oidc, 'clientId', nonEmpty(env.OIDC_CLIENT_ID));
  set(oidc, 'clientSecret', nonEmpty(env.OIDC_CLIENT_SECRET));
  set(oidc, 'scope', nonEmpty(env.OIDC_SCOPE));
  set(oidc, 'loginClaim', nonEmpty(env.OIDC_LOGIN_CLAIM));
  set(oidc, 'emailClaim', nonEmpty(env.OIDC_EMAIL_CLAIM));
  set(oidc, 'allowHttp', bool(env.OIDC_ALLOW_HTTP));
  set(saml, 'idpMetadata', nonEmpty(env.SAML_IDP_METADATA));
  set(saml, 'idpSsoUrl', nonEmpty(env.SAML_IDP_SSO_URL));
  if (certs.length > 0) saml.idpCert = certs;
  set(saml, 'idpIssuer', nonEmpty(env.SAML_IDP_ISSUER));
  set(saml, 'spEntityId', nonEmpty(env.SAML_SP_ENTITY_ID));
  set(saml, 'loginAttribute', nonEmpty(env.SAML_LOGIN_ATTRIBUTE));
  set(saml, 'emailAttribute', nonEmpty(env.SAML_EMAIL_ATTRIBUTE));
  set(saml, 'wantResponseSigned', bool(env.SAML_WANT_RESPONSE_SIGNED));
  const options: SsoOptions = { oidc, saml, redirectOrigins: list(env.SSO_REDIRECT_ORIGINS) };
  // PUBLIC_URL: the site's public address (config.ts); PUBLIC_BASE_URL, its older name, still read.
  const base = nonEmpty(env.PUBLIC_URL) ?? nonEmpty(env.PUBLIC_BASE_URL);
  if (base) options.publicBaseUrl = base;
  const secret = nonEmpty(env.EXTERNAL_BASES_SECRET);
  if (secret) options.externalBasesSecret = secret;
  const basesUrl = nonEmpty(env.EXTERNAL_BASES_URL);
  if (basesUrl && /^https?:\/\/[^/]/i.test(basesUrl)) options.externalBasesUrl = basesUrl;
  return options;
}

/**
 * The institution flags the login page reads from `/api/parametros/instituicao` (SPEC.md §4):
 * USA_OIDC (true/false), LINK_LOGOUT_OIDC and LINK_LOGOUT_SAML (a URL, or "none" for null). Only
 * the variables that are set change the stored settings (at start, main.ts).
 */
export function institutionFlagsFromEnv(env: NodeJS.ProcessEnv): { usaOIDC?: boolean; link_logout_OIDC?: string | null; link_logout_saml?: string | null } {
  const flags: { usaOIDC?: boolean; link_logout_OIDC?: string | null; link_logout_saml?: string | null } = {};
  const usa = bool(env.USA_OIDC);
  if (usa !== undefined) flags.usaOIDC = usa;
  const link = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : /^none$/i.test(v.trim()) ? null : v.trim());
  const oidc = link(env.LINK_LOGOUT_OIDC);
  if (oidc !== undefined) flags.link_logout_OIDC = oidc;
  const saml = link(env.LINK_LOGOUT_SAML);
  if (saml !== undefined) flags.link_logout_saml = saml;
  return flags;
}

/** Writes the flags into `configuracoes.instituicao` (the other settings stay). */
export async function applyInstitutionFlags(db: Queryable, flags: ReturnType<typeof institutionFlagsFromEnv>): Promise<void> {
  if (Object.keys(flags).length === 0) return;
  await ssoRepository(db).mergeInstitution(flags);
}

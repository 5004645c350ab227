import { loginsByCode } from '../../access/logins.repository';
import type { Queryable } from '../../db/db';
import { ssoRepository } from './repository';

/** Why an identity names no login: nobody, or more than one person. */
export type IdentityFailure = 'nao_encontrado' | 'ambiguo';

export type IdentityMatch = { codLogin: number } | { erro: IdentityFailure };

/** What an identity provider said about the patron. */
export interface Identity {
  /** The user code claim (OIDC preferred_username by default, SAML uid or the NameID). */
  login?: string | null;
  /** An e-mail the provider vouches for. */
  email?: string | null;
}

const usable = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 320 && !v.includes('\0');

/**
 * The login an identity signs in as (README "Single sign-on", identity rule):
 * 1. the user code claim equals a user code (`logins.login`, case-insensitive): that login; a code
 *    several persons share (two-step login) is ambiguous;
 * 2. else the e-mail equals one of a person's e-mails (`pessoas.emails`, case-insensitive): that
 *    person's main login; an e-mail of several persons is ambiguous;
 * 3. else nobody: "user not found in the library system".
 */
export async function matchIdentity(db: Queryable, identity: Identity): Promise<IdentityMatch> {
  if (usable(identity.login)) {
    const rows = await loginsByCode(db, identity.login);
    if (rows.length > 1) return { erro: 'ambiguo' };
    if (rows[0]) return { codLogin: rows[0].cod_login };
  }
  if (usable(identity.email)) {
    const rows = await ssoRepository(db).loginsOfEmail(identity.email.trim());
    if (rows.length > 1) return { erro: 'ambiguo' };
    if (rows[0]) return { codLogin: rows[0].cod_login };
  }
  return { erro: 'nao_encontrado' };
}

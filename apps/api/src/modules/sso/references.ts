import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: states, references. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A SAML request ID: an xs:ID, so it must not start with a digit. */
export const samlRequestId = (): string => `_${randomBytes(20).toString('hex')}`;

/**
 * The OIDC nonce the SPA validates, derived from the state with a server key: the callback can put
 * it in the SPA's address without the database ever holding it (only its sha-256).
 */
export const nonceOf = (key: string, state: string): string => createHmac('sha256', key).update(`oidc-nonce:${state}`).digest('base64url');

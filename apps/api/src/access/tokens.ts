import { SignJWT, jwtVerify } from 'jose';

/** Upper bound of every access token's life (seconds); AuthOptions.accessTokenTtl may only lower it. */
export const ACCESS_TOKEN_TTL = 900;

/** Claims of a verified access token. Private tokens (a patron's) carry the person, login and sign-in. */
export interface TokenClaims {
  sub: string;
  scope: string;
  client_id: string;
  /** private: the user code signed in with */
  login?: string;
  /** private: the logins row */
  cod_login?: number;
  /** private: the sign-in (refresh token family) */
  sid?: string;
}

export interface PrivateClaims {
  cod_pessoa: number;
  cod_login: number;
  login: string;
  client_id: string;
  sid: string;
}

export interface TokenService {
  issuePublic(clientId: string): Promise<string>;
  issuePrivate(claims: PrivateClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
  /** Seconds an access token lives. */
  readonly ttl: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the request's bearer token (set by the /api guard in app.ts); null on public paths. */
    auth: TokenClaims | null;
  }
}

export function tokenService(secret: string, options: { ttl?: number; now?: () => Date } = {}): TokenService {
  const key = new TextEncoder().encode(secret);
  const ttl = Math.min(ACCESS_TOKEN_TTL, Math.max(1, Math.floor(options.ttl ?? ACCESS_TOKEN_TTL)));
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const sign = (payload: Record<string, unknown>, subject: string) => {
    const iat = seconds();
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(subject).setIssuedAt(iat).setExpirationTime(iat + ttl).sign(key);
  };
  return {
    ttl,
    issuePublic: (clientId) => sign({ scope: 'public', client_id: clientId }, 'public'),
    issuePrivate: ({ cod_pessoa, cod_login, login, client_id, sid }) =>
      sign({ scope: 'private', client_id, login, cod_login, sid }, String(cod_pessoa)),
    verify: async (token) => {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
      if (typeof payload.sub !== 'string' || typeof payload.scope !== 'string' || typeof payload.client_id !== 'string') {
        throw new Error('token without the expected claims');
      }
      const claims: TokenClaims = { sub: payload.sub, scope: payload.scope, client_id: payload.client_id };
      if (payload.scope === 'private') {
        if (typeof payload.login !== 'string' || typeof payload.cod_login !== 'number' || typeof payload.sid !== 'string' || !/^[0-9]+$/.test(payload.sub)) {
          throw new Error('private token without the expected claims');
        }
        Object.assign(claims, { login: payload.login, cod_login: payload.cod_login, sid: payload.sid });
      }
      return claims;
    },
  };
}

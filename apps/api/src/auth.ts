import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL = 900;

/** OAuth clients. `estante-web` runs in the browser, so it is public: no secret for client_credentials. */
export const CLIENTS: Record<string, { public: boolean; secret?: string; grants: string[] }> = {
  'estante-web': { public: true, grants: ['client_credentials'] },
};

export interface TokenService {
  issuePublic(clientId: string): Promise<string>;
  verify(token: string): Promise<{ sub: string; scope: string; client_id: string }>;
}

export function tokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issuePublic: (clientId) =>
      new SignJWT({ scope: 'public', client_id: clientId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('public')
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL}s`)
        .sign(key),
    verify: async (token) => {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.scope !== 'string' || typeof payload.client_id !== 'string') {
        throw new Error('token without the expected claims');
      }
      return { sub: payload.sub, scope: payload.scope, client_id: payload.client_id };
    },
  };
}

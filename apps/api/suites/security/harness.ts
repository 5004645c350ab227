/**
 * What the API parts of the security suite share: one seeded in-memory database and app per file
 * (the real MARC records, the seeded people), the demo patrons signed in, the staff clients on, and
 * every kind of token a caller might bring (none, public, a patron's, another patron's, expired,
 * forged, the desk's and the moderation client's).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { BALCAO_CLIENT_ID, MODERACAO_CLIENT_ID } from '@estante/api-contract';
import { ROUTES, type RouteDef } from '@estante/api-contract/routes';
import { tokenService } from '../../src/access/tokens';
import { seedDeskClient } from '../../src/seed/desk';
import { seedModerationClient } from '../../src/seed/moderation';
import { claims, TEST_ARGON2, useAuthHarness, type AuthHarness, type Pair } from '../../test/auth-helpers';
import { BACKENDS, JWT_SECRET } from '../../test/helpers';

export const DESK_SECRET = 'desk-secret-of-the-security-suite';
export const MODERATION_SECRET = 'moderation-secret-of-the-security-suite';

/** The demo patrons the suite signs in (README "Demo accounts"): Ana is the victim, Bruno the other patron. */
export const ANA = { login: '20240001', password: 'Leitura#2024' };
export const BRUNO = { login: '20240002', password: 'Leitura#2024' };

export type TokenKind = 'none' | 'public' | 'ana' | 'bruno' | 'expired' | 'forged' | 'tampered' | 'alg-none' | 'desk' | 'moderation';

export interface SecurityHarness extends AuthHarness {
  /** Signs the patrons in and takes every token (in beforeAll, after the harness's own); `again`: signs Bruno in anew (a case ended his sign-in). */
  prepare(options?: { again?: boolean }): Promise<void>;
  tokens(): Record<TokenKind, string | undefined>;
  ana(): { cod_pessoa: number; pair: Pair };
  bruno(): { cod_pessoa: number; pair: Pair };
  call(route: RouteDef, token: string | undefined, options?: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown }): Promise<LightMyRequestResponse>;
}

export function useSecurityHarness(): SecurityHarness {
  const h = useAuthHarness(BACKENDS[0]!);
  let tokens: Record<TokenKind, string | undefined> | undefined;
  let ana: { cod_pessoa: number; pair: Pair } | undefined;
  let bruno: { cod_pessoa: number; pair: Pair } | undefined;

  const signIn = async (who: { login: string; password: string }) => {
    const res = await h.login(who.login, who.password);
    if (res.statusCode !== 200) throw new Error(`sign-in of ${who.login}: ${res.statusCode} ${res.body}`);
    const pair = res.json<Pair>();
    return { cod_pessoa: Number(claims(pair.access_token).sub), pair };
  };

  const ready = async () => {
    if (tokens) return;
    await seedDeskClient(h.db(), { OAUTH_DESK_CLIENT_SECRET: DESK_SECRET }, TEST_ARGON2);
    await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: MODERATION_SECRET }, TEST_ARGON2);
    ana = await signIn(ANA);
    bruno = await signIn(BRUNO);
    const a = claims(ana.pair.access_token) as { sub: string; login: string; cod_login: number; sid: string; client_id: string };
    const mine = { cod_pessoa: Number(a.sub), cod_login: a.cod_login, login: a.login, client_id: a.client_id, sid: a.sid };
    // Ana's own claims, signed two hours ago (expired), or with another key (forged).
    const past = tokenService(JWT_SECRET, { now: () => new Date(Date.now() - 2 * 3600_000) });
    const otherKey = tokenService('not-the-server-secret-0123456789abcdef');
    // Bruno's valid token with its subject changed to Ana (the signature no longer matches).
    const [head, body, sig] = bruno.pair.access_token.split('.');
    const edited = { ...(JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as object), sub: a.sub };
    const tampered = `${head}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${sig}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`;
    const client = async (id: string, secret: string) => {
      const res = await h.token({ grant_type: 'client_credentials', client_id: id, client_secret: secret });
      if (res.statusCode !== 200) throw new Error(`client_credentials of ${id}: ${res.statusCode} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    };
    tokens = {
      none: undefined,
      public: await h.publicToken(),
      ana: ana.pair.access_token,
      bruno: bruno.pair.access_token,
      expired: await past.issuePrivate(mine),
      forged: await otherKey.issuePrivate(mine),
      tampered,
      'alg-none': unsigned,
      desk: await client(BALCAO_CLIENT_ID, DESK_SECRET),
      moderation: await client(MODERACAO_CLIENT_ID, MODERATION_SECRET),
    };
  };

  const live = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('useSecurityHarness: call prepare() in beforeAll first');
    return v;
  };

  return {
    ...h,
    async prepare({ again = false } = {}) {
      await ready();
      if (again && tokens) {
        // The cases may have blocked the account with wrong passwords (1,000 per endpoint do): the
        // library unblocks it, as its desk would, and the sign-in's own limits start again.
        await h.db().query(`UPDATE logins SET tentativas_falhas = 0, bloqueado = false, bloqueado_em = NULL, bloqueado_ate = NULL WHERE login = $1`, [BRUNO.login]);
        await h.db().query('DELETE FROM limites_taxa');
        bruno = await signIn(BRUNO);
        tokens.bruno = bruno.pair.access_token;
      }
    },
    tokens: () => live(tokens),
    ana: () => live(ana),
    bruno: () => live(bruno),
    call(route, token, { params, query, body } = {}) {
      const url = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? 1)));
      const options: InjectOptions = {
        method: route.method,
        url,
        query,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      };
      return h.inject(options);
    },
  };
}

/** Every route of the contract, by name (a new endpoint is in the suites without editing them). */
export const ALL_ROUTES = Object.entries(ROUTES) as [string, RouteDef][];

/** The names of a route's path parameters (`:id`, `:ano`, `:chave.ics` → chave). */
export const pathParams = (url: string): string[] => [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');

export type { FastifyInstance };

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { AuthOptions } from '../src/access/options';
import type { Db } from '../src/db/db';
import type { OutboxMessage } from '../src/lib/outbox';
import { hashPassword } from '../src/access/passwords';
import { JWT_SECRET, seededDb, WEB_CLIENT_SECRET, type Backend } from './helpers';
import type { SsoOptions } from '../src/modules/sso/config';

/** Cheap argon2id for the hashes the tests themselves write (production cost is in passwords.ts). */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const WEB = 'estante-web';
export const SECRET = WEB_CLIENT_SECRET;

/** A clock the tests move (token expiry, refresh idle/absolute expiry, recovery codes). */
export class Clock {
  constructor(public t = Date.now()) {}
  now = () => new Date(this.t);
  advance(seconds: number) {
    this.t += seconds * 1000;
  }
}

export interface Pair {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  refresh_expires_in: number;
}

export interface AuthHarness {
  db(): Db;
  outbox: string;
  /** The app of the file (generous per-IP limit). */
  app(): FastifyInstance;
  /** Another app over the same database, with other sign-in options (limits, TTLs, a clock). */
  appWith(options: Partial<AuthOptions>, app?: { publicUrl?: string; sso?: SsoOptions }): Promise<FastifyInstance>;
  inject(options: InjectOptions, app?: FastifyInstance): Promise<LightMyRequestResponse>;
  publicToken(app?: FastifyInstance): Promise<string>;
  token(body: Record<string, unknown>, headers?: Record<string, string>, app?: FastifyInstance): Promise<LightMyRequestResponse>;
  login(username: string, password: string, extra?: Record<string, unknown>, app?: FastifyInstance): Promise<LightMyRequestResponse>;
  refresh(refreshToken: string, app?: FastifyInstance): Promise<LightMyRequestResponse>;
  get(url: string, token: string, headers?: Record<string, string>, app?: FastifyInstance): Promise<LightMyRequestResponse>;
  /** A new person with one login and password (real argon2id), for tests that change state. */
  person(options?: { name?: string; emails?: string[]; password?: string; category?: string }): Promise<{ login: string; cod_pessoa: number; cod_login: number; password: string }>;
  /** The newest outbox message for a user code. */
  lastMail(login: string): Promise<OutboxMessage | undefined>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

let seq = 0;

/** One seeded database per file and backend, the app over it, and the calls sign-in tests make. */
export function useAuthHarness(backend: Backend, base: Partial<AuthOptions> = {}): AuthHarness {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  const extra: FastifyInstance[] = [];
  let outbox = '';
  const live = () => {
    if (!db || !app) throw new Error('useAuthHarness: not ready');
    return { db, app };
  };
  const options = (more: Partial<AuthOptions>): Partial<AuthOptions> => ({
    argon2: TEST_ARGON2,
    ipRateLimit: { max: 100_000, windowSeconds: 60 },
    captcha: { hmacKey: 'test-altcha-key', cost: 1, counterMin: 5, counterMax: 40, ttlSeconds: 600 },
    mailOutbox: outbox,
    ...base,
    ...more,
  });

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'estante-outbox-'));
    ({ db } = await seededDb(backend));
    app = await buildApp({ db, jwtSecret: JWT_SECRET, auth: options({}) });
  }, 240_000); // seeding competes with the other test files for two cores
  afterAll(async () => {
    for (const a of extra) await a.close();
    await app?.close();
    await db?.close();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  const h: AuthHarness = {
    db: () => live().db,
    get outbox() {
      return outbox;
    },
    app: () => live().app,
    async appWith(more, appOptions = {}) {
      const a = await buildApp({ db: live().db, jwtSecret: JWT_SECRET, auth: options(more), ...appOptions });
      extra.push(a);
      return a;
    },
    inject: (o, a) => (a ?? live().app).inject(o),
    async publicToken(a) {
      const res = await h.token({ grant_type: 'client_credentials', client_id: WEB }, {}, a);
      return res.json<{ access_token: string }>().access_token;
    },
    token: (body, headers = {}, a) => h.inject({ method: 'POST', url: '/oauth/token', headers, payload: body }, a),
    login: (username, password, more = {}, a) => h.token({ grant_type: 'password', client_id: WEB, username, password, ...more }, {}, a),
    refresh: (refreshToken, a) => h.token({ grant_type: 'refresh_token', client_id: WEB, refresh_token: refreshToken }, {}, a),
    get: (url, token, headers = {}, a) => h.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } }, a),
    async person({ name = 'Teresa Quintana Barros', emails = ['teresa.barros@estante.example'], password = 'Teste#2024x', category = '01' } = {}) {
      const d = live().db;
      const login = `T${process.pid % 1000}${Date.now() % 100000}${++seq}`;
      const [p] = await d.query<{ cod_pessoa: number }>('INSERT INTO pessoas (nome_pessoa, emails, cod_categoria) VALUES ($1, $2, $3) RETURNING cod_pessoa', [name, emails, category]);
      const hash = await hashPassword(password, TEST_ARGON2);
      const [l] = await d.query<{ cod_login: number }>('INSERT INTO logins (login, cod_pessoa, senha_hash) VALUES ($1, $2, $3) RETURNING cod_login', [login, p?.cod_pessoa, hash]);
      await d.query('INSERT INTO historico_senhas (cod_login, senha_hash) VALUES ($1, $2)', [l?.cod_login, hash]);
      return { login, cod_pessoa: p?.cod_pessoa ?? 0, cod_login: l?.cod_login ?? 0, password };
    },
    async lastMail(login) {
      const names = (await readdir(outbox)).filter((n) => n.endsWith('.json')).sort();
      for (const name of names.reverse()) {
        const m = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as OutboxMessage;
        if (m.login.toLowerCase() === login.toLowerCase()) return m;
      }
      return undefined;
    },
    query: (sql, params) => live().db.query(sql, params),
  };
  return h;
}

/** The claims of a JWT, unverified (what a client could read). */
export const claims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

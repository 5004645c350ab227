import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ConsultaResponse } from '@estante/api-contract';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { withReadStandby, type StandbyDb } from '../src/db/read-standby';
import { TEST_ARGON2 } from './auth-helpers';
import { JWT_SECRET, seededDb } from './helpers';
import { LogCapture } from './ops-helpers';

// DATABASE_READ_URL through the app (plugins/read-routing.ts, db/read-standby.ts): which requests'
// statements the standby answers. Both sides are the one seeded database here, each seen through
// a recorder of its statements; the standby's can be made to refuse connections as a stopped
// server does. A real streaming standby, stopped under load: suites/reliability/load.test.ts.

interface Side {
  db: Db;
  statements: string[];
  down: boolean;
}

function side(real: Db): Side {
  const s: Side = {
    statements: [],
    down: false,
    db: {
      ...real,
      query: async <T>(sql: string, params?: unknown[]) => {
        if (s.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
        s.statements.push(sql);
        return real.query<T>(sql, params);
      },
      transaction: async (fn, options) => {
        if (s.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
        s.statements.push(options?.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
        return real.transaction(fn, options);
      },
      close: async () => undefined,
    },
  };
  return s;
}

describe('the public catalogue read from the standby (DATABASE_READ_URL)', () => {
  let real: Db;
  let primary: Side;
  let standby: Side;
  let db: StandbyDb;
  let app: FastifyInstance;
  let t = Date.now();
  const log = new LogCapture();
  let publicToken = '';
  let patronToken = '';

  beforeAll(async () => {
    ({ db: real } = await seededDb());
    primary = side(real);
    standby = side(real);
    db = withReadStandby(primary.db, standby.db, { label: 'postgres://estante:***@127.0.0.1:5433/estante', retryMs: 5000, now: () => t });
    app = await buildApp({ db, jwtSecret: JWT_SECRET, logger: { level: 'info', stream: log }, auth: { argon2: TEST_ARGON2 } });
    db.setLog({ warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) });
    const pub = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
    publicToken = pub.json<{ access_token: string }>().access_token;
    const signIn = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: 'estante-web', username: '20240001', password: 'Leitura#2024' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    patronToken = signIn.json<{ access_token: string }>().access_token;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await real?.close();
  });

  /** The request's answer and how many statements each side ran for it. */
  async function counted(options: InjectOptions) {
    const [p, s] = [primary.statements.length, standby.statements.length];
    const res = await app.inject(options);
    return { res, primary: primary.statements.length - p, standby: standby.statements.length - s };
  }
  const get = (url: string, token?: string) => counted({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('sends the reads of a search, a title page, an authority and the sitemap made with the public token to the standby', async () => {
    const search = await get('/api/consulta?termo_pesquisa=jazz', publicToken);
    expect(search.res.statusCode, search.res.body).toBe(200);
    expect(search.res.json<ConsultaResponse>().total).toBeGreaterThan(0);
    expect(search).toMatchObject({ primary: 0 });
    expect(search.standby).toBeGreaterThan(0);
    const [title] = await real.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos ORDER BY cod_acervo LIMIT 1');
    const [authority] = await real.query<{ cod_autoridade: number }>('SELECT cod_autoridade FROM autoridades ORDER BY cod_autoridade LIMIT 1');
    for (const url of [`/api/acervo/${title!.cod_acervo}`, `/api/acervo/${title!.cod_acervo}/pagina`, `/api/autoridade/${authority!.cod_autoridade}`]) {
      const r = await get(url, publicToken);
      expect(r.res.statusCode, `${url}: ${r.res.body}`).toBe(200);
      expect({ url, primary: r.primary }).toEqual({ url, primary: 0 });
      expect(r.standby, url).toBeGreaterThan(0);
    }
    const sitemap = await get('/api/acervo/mapa-do-site');
    expect(sitemap.res.statusCode).toBe(200);
    expect(sitemap).toMatchObject({ primary: 0 });
    expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ok', standby: 'in use' });
  });

  it("sends a patron's reads (the catalogue's too) and every write to the primary: the patron reads their own write", async () => {
    const search = await get('/api/consulta?termo_pesquisa=jazz', patronToken);
    expect(search.res.statusCode).toBe(200);
    expect(search.standby).toBe(0);
    expect(search.primary).toBeGreaterThan(0);
    const [title] = await real.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos ORDER BY cod_acervo DESC LIMIT 1');
    const add = await counted({ method: 'PUT', url: '/api/acervo/cesta-permanente', headers: { authorization: `Bearer ${patronToken}` }, payload: { acervo: title!.cod_acervo } });
    expect(add.res.statusCode, add.res.body).toBe(200);
    expect(add.standby).toBe(0);
    const basket = await get('/api/acervo/cesta-permanente/colecao', patronToken);
    expect(basket.res.statusCode).toBe(200);
    expect(basket.res.json<{ cod_acervo: number }[]>().map((i) => i.cod_acervo)).toContain(title!.cod_acervo);
    expect(basket.standby).toBe(0);
    // A sign-in (a write of its own) and a token request: the primary.
    const token = await counted({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
    expect(token.res.statusCode).toBe(200);
    expect(token.standby).toBe(0);
  });

  it('answers the same from the primary while the standby refuses connections, logs it once (no password), and goes back to it after the back-off', async () => {
    const before = (await get('/api/consulta?termo_pesquisa=jazz', publicToken)).res.json<ConsultaResponse>().total;
    standby.down = true;
    for (let i = 0; i < 5; i++) {
      const r = await get('/api/consulta?termo_pesquisa=jazz', publicToken);
      expect(r.res.statusCode, r.res.body).toBe(200);
      expect(r.res.json<ConsultaResponse>().total).toBe(before);
      expect(r.primary).toBeGreaterThan(0);
    }
    expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ok', standby: 'unavailable' });
    const warnings = log.records().filter((r) => String(r.msg).startsWith('read standby'));
    expect(warnings.map((r) => [r.level, r.msg])).toEqual([[40, expect.stringContaining('read standby postgres://estante:***@127.0.0.1:5433/estante unavailable (connect ECONNREFUSED')]]);
    standby.down = false;
    // Within the back-off the standby is not asked, even once it could answer.
    expect((await get('/api/consulta?termo_pesquisa=jazz', publicToken)).standby).toBe(0);
    t += 5001;
    const back = await get('/api/consulta?termo_pesquisa=jazz', publicToken);
    expect(back.res.json<ConsultaResponse>().total).toBe(before);
    expect(back.standby).toBeGreaterThan(0);
    expect(back.primary).toBe(0);
    expect(log.records().some((r) => r.level === 30 && String(r.msg).startsWith('read standby postgres://estante:***@127.0.0.1:5433/estante answers again'))).toBe(true);
    expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ok', standby: 'in use' });
  });
});

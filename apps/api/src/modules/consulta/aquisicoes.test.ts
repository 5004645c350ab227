import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NovasAquisicoesResponse } from '@estante/api-contract';
import { buildApp } from '../../app';
import type { Db } from '../../db/db';
import { JWT_SECRET, SEED_DATE, seededDb } from '../../../test/helpers';

let app: FastifyInstance;
let db: Db;
let token: string;

beforeAll(async () => {
  ({ db } = await seededDb());
  // The seed's acquisitions are dated back from SEED_DATE: "today" is that day here.
  app = await buildApp({ db, jwtSecret: JWT_SECRET, auth: { now: () => new Date(`${SEED_DATE}T15:00:00Z`) } });
  token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } })).json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (qs: string, lang = '1') => app.inject({ method: 'GET', url: `/api/consulta/novas-aquisicoes${qs}`, headers: { authorization: `Bearer ${token}`, lang } });
const ok = async (qs: string) => {
  const r = await get(qs);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<NovasAquisicoesResponse>();
};
const iso = (br: string) => br.split('/').reverse().join('-');

describe('GET /api/consulta/novas-aquisicoes', () => {
  it('defaults to NA_A from today back one month, newest first, every title with a copy acquired then', async () => {
    const r = await ok('');
    expect(r).toMatchObject({ tipo: 'NA_A', de: '2026-02-02', ate: SEED_DATE, current_page: 1, per_page: 12 });
    const [sql] = await db.query<{ n: number }>(`SELECT count(DISTINCT cod_acervo)::int AS n FROM exemplares WHERE data_aquisicao BETWEEN '2026-02-02' AND $1::date`, [SEED_DATE]);
    expect(r.total).toBe(sql?.n);
    expect(r.total).toBeGreaterThan(12);
    expect(r.data).toHaveLength(12);
    const dates = r.data.map((d) => iso(d.data));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const d of dates) expect(d >= '2026-02-02' && d <= SEED_DATE).toBe(true);
    expect(r.data[0]).toMatchObject({ rota: `/acervo/${r.data[0]?.cod_acervo}` });
    expect(typeof r.data[0]?.obra).toBe('string');
  });

  it('NA_C counts cataloguing dates; paging walks the same list', async () => {
    const c = await ok('?tipo=NA_C');
    const [sql] = await db.query<{ n: number }>(`SELECT count(DISTINCT cod_acervo)::int AS n FROM exemplares WHERE data_catalogacao BETWEEN '2026-02-02' AND $1::date`, [SEED_DATE]);
    expect(c.total).toBe(sql?.n);
    const all = await ok('?perPage=50');
    const p2 = await ok('?perPage=5&page=2');
    expect(p2.data.map((d) => d.cod_acervo)).toEqual(all.data.slice(5, 10).map((d) => d.cod_acervo));
  });

  it('a chosen range narrows; an empty range answers no titles', async () => {
    const week = await ok('?de=2026-02-23&ate=2026-03-02');
    const month = await ok('');
    expect(week.total).toBeLessThan(month.total);
    for (const d of week.data) expect(iso(d.data) >= '2026-02-23').toBe(true);
    expect((await ok('?de=2026-06-01&ate=2026-06-30')).total).toBe(0);
  });

  it('bad dates are 400 (format) or 422 (impossible, reversed, over a year) with a message', async () => {
    expect((await get('?de=02/03/2026')).statusCode).toBe(400);
    expect((await get('?tipo=NA_X')).statusCode).toBe(400);
    const cases: [string, string, string][] = [
      ['?de=2026-02-30', '1', 'Data inválida: use AAAA-MM-DD.'],
      ['?de=2026-03-01&ate=2026-02-01', '5', 'The start date cannot be after the end date.'],
      ['?de=2024-01-01&ate=2026-01-01', '3', 'El período puede tener como máximo un año.'],
    ];
    for (const [qs, lang, message] of cases) {
      const r = await get(qs, lang);
      expect(r.statusCode, qs).toBe(422);
      expect(r.json()).toEqual({ message });
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcervoBibliotecaList, AcervoTotais, BibliotecaList, CampusList, ErrorResponse, ExemplarList } from '@estante/api-contract';
import { copiesOf } from '../src/copies';
import type { Db } from '../src/db/db';
import { seededApp } from './helpers';

let app: FastifyInstance;
let db: Db;
let token: string;

beforeAll(async () => {
  ({ app, db, token } = await seededApp());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

const ok = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

const expectError = async (url: string, status: number, message: string, lang = '1') => {
  const res = await get(url, { lang });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<ErrorResponse>()).toEqual({ message });
};

/** A title with copies in at least two statuses, one with none: found once from the seeded rows. */
const titleWith = async (sql: string): Promise<number> => {
  const [row] = await db.query<{ cod_acervo: number }>(sql);
  if (!row) throw new Error(`no title for ${sql}`);
  return row.cod_acervo;
};

describe('GET /api/campus and /api/bibliotecas', () => {
  it('lists the seeded campuses', async () => {
    const body = await ok<CampusList>('/api/campus');
    expect(body).toEqual([
      { cod_campus: 1, nome_campus: 'Campus Central' },
      { cod_campus: 2, nome_campus: 'Campus Norte' },
      { cod_campus: 3, nome_campus: 'Campus Litoral' },
    ]);
  });

  it('lists libraries with opening hours for every weekday (1 Monday .. 7 Sunday)', async () => {
    const body = await ok<BibliotecaList>('/api/bibliotecas');
    expect(body.map((b) => b.cod_biblioteca)).toEqual([1, 2, 3, 4]);
    const central = body[0];
    expect(central).toMatchObject({ desc_biblioteca: 'Biblioteca Central', cod_campus: 1, nome_campus: 'Campus Central', sigla: 'BC' });
    expect(central?.horarios.map((h) => h.dia_semana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(central?.horarios[0]).toEqual({ dia_semana: 1, abertura: '07:30', fechamento: '22:00' });
    expect(central?.horarios[6]).toEqual({ dia_semana: 7, abertura: null, fechamento: null });
  });

  it('narrows libraries to one campus; an empty campus means all', async () => {
    expect((await ok<BibliotecaList>('/api/bibliotecas?campus=1')).map((b) => b.cod_biblioteca)).toEqual([1, 2]);
    expect((await ok<BibliotecaList>('/api/bibliotecas?campus=3')).map((b) => b.cod_biblioteca)).toEqual([4]);
    expect(await ok<BibliotecaList>('/api/bibliotecas?campus=99')).toEqual([]);
    expect(await ok<BibliotecaList>('/api/bibliotecas?campus=')).toHaveLength(4);
  });

  it('400 for a bad campus, in the request language', async () => {
    await expectError('/api/bibliotecas?campus=abc', 400, 'Código de campus inválido.');
    await expectError('/api/bibliotecas?campus=-1', 400, 'Invalid campus code.', '5');
    await expectError(`/api/bibliotecas?campus=${'9'.repeat(13)}`, 400, 'campus deve ter no máximo 12 caracteres.');
  });

  it('401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/campus' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/bibliotecas' })).statusCode).toBe(401);
  });
});

describe('copies: /api/acervo/{id}/exemplares, /bibliotecas, /totais', () => {
  it('seeds 0 to 4 copies per title, deterministically from cod_acervo', async () => {
    const [stats] = await db.query<{ titles: number; min: number; max: number; none: number }>(
      `SELECT count(*)::int AS titles, min(n)::int AS min, max(n)::int AS max, count(*) FILTER (WHERE n = 0)::int AS none
       FROM (SELECT t.cod_acervo, count(e.cod_exemplar) AS n FROM titulos t LEFT JOIN exemplares e USING (cod_acervo) GROUP BY t.cod_acervo) x`,
    );
    expect(stats).toMatchObject({ min: 0, max: 4 });
    expect(stats?.none).toBeGreaterThan(0);
    expect(copiesOf(42, 1)).toEqual(copiesOf(42, 1));
    const stored = await db.query<{ cod_exemplar: number }>('SELECT cod_exemplar FROM exemplares WHERE cod_acervo = 42 ORDER BY cod_exemplar');
    expect(stored.map((r) => r.cod_exemplar)).toEqual(copiesOf(42, 1).map((c) => c.cod_exemplar));
    const statuses = await db.query<{ situacao: string }>('SELECT DISTINCT situacao FROM exemplares ORDER BY 1');
    expect(statuses.map((s) => s.situacao)).toEqual(['consulta_local', 'disponivel', 'em_transito', 'emprestado', 'reservado']);
  });

  it('lists copies with the documented fields; a loan carries its expected return date as dd/mm/yyyy', async () => {
    const id = await titleWith(`SELECT cod_acervo FROM exemplares WHERE situacao = 'emprestado' ORDER BY cod_acervo LIMIT 1`);
    const copies = await ok<ExemplarList>(`/api/acervo/${id}/exemplares`);
    expect(copies.length).toBeGreaterThan(0);
    const loan = copies.find((c) => c.situacao === 'emprestado');
    expect(loan).toMatchObject({ cod_acervo: id, desc_situacao: 'Emprestado', localizacao: expect.stringMatching(/^Estante \d+, prateleira \d$/) });
    expect(loan?.data_devolucao_prevista).toMatch(/^\d{2}\/\d{2}\/2026$/);
    for (const c of copies.filter((x) => x.situacao !== 'emprestado')) expect(c.data_devolucao_prevista).toBeNull();
    const en = await ok<ExemplarList>(`/api/acervo/${id}/exemplares`, { lang: '5' });
    expect(en.find((c) => c.situacao === 'emprestado')?.desc_situacao).toBe('On loan');
  });

  it('answers [] and zero totals for a title without copies', async () => {
    const id = await titleWith('SELECT cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) ORDER BY 1 LIMIT 1');
    expect(await ok<ExemplarList>(`/api/acervo/${id}/exemplares`)).toEqual([]);
    expect(await ok<AcervoBibliotecaList>(`/api/acervo/${id}/bibliotecas`)).toEqual([]);
    expect(await ok<AcervoTotais>(`/api/acervo/${id}/totais`)).toEqual({ total: 0, disponiveis: 0, emprestados: 0, reservados: 0, bibliotecas: 0 });
  });

  it('counts copies per library and in total, consistently with the list', async () => {
    const id = await titleWith('SELECT cod_acervo FROM exemplares GROUP BY cod_acervo HAVING count(DISTINCT cod_biblioteca) > 1 ORDER BY 1 LIMIT 1');
    const copies = await ok<ExemplarList>(`/api/acervo/${id}/exemplares`);
    const libs = await ok<AcervoBibliotecaList>(`/api/acervo/${id}/bibliotecas`);
    const totals = await ok<AcervoTotais>(`/api/acervo/${id}/totais`);
    expect(libs.length).toBeGreaterThan(1);
    expect(libs.reduce((n, l) => n + l.total, 0)).toBe(copies.length);
    for (const l of libs) {
      expect(l.total).toBe(copies.filter((c) => c.cod_biblioteca === l.cod_biblioteca).length);
      expect(l.disponiveis).toBe(copies.filter((c) => c.cod_biblioteca === l.cod_biblioteca && c.situacao === 'disponivel').length);
    }
    expect(totals).toEqual({
      total: copies.length,
      disponiveis: copies.filter((c) => c.situacao === 'disponivel').length,
      emprestados: copies.filter((c) => c.situacao === 'emprestado').length,
      reservados: copies.filter((c) => c.situacao === 'reservado').length,
      bibliotecas: libs.length,
    });
  });

  it('404 for an unknown title and 400 for a bad id on every sub-resource, in the request language', async () => {
    for (const sub of ['exemplares', 'bibliotecas', 'totais']) {
      await expectError(`/api/acervo/99999999/${sub}`, 404, 'Título não encontrado.');
      await expectError(`/api/acervo/abc/${sub}`, 400, 'Código de título no válido.', '3');
      await expectError(`/api/acervo/0/${sub}`, 400, 'Invalid title code.', '5');
      await expectError(`/api/acervo/99999999999/${sub}`, 400, 'Código de título inválido.');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { AcervoBibliotecaList, AcervoTotais, ExemplarList } from '@estante/api-contract';
import { copiesOf } from '../../seed/copies';
import { catalogueChecks } from '../../../test/catalogue-helpers';
import { SEED_DATE, useSeededApp } from '../../../test/helpers';

const app = useSeededApp();
const { ok, query } = app;
const { expectError, titleWith, expectNo500, expectDocumented } = catalogueChecks(app);

describe('copies: /api/acervo/{id}/exemplares, /bibliotecas, /totais', () => {
  it('seeds 0 to 4 copies per title, deterministically from cod_acervo', async () => {
    const [stats] = await query<{ titles: number; min: number; max: number; none: number }>(
      `SELECT count(*)::int AS titles, min(n)::int AS min, max(n)::int AS max, count(*) FILTER (WHERE n = 0)::int AS none
       FROM (SELECT t.cod_acervo, count(e.cod_exemplar) AS n FROM titulos t LEFT JOIN exemplares e USING (cod_acervo) GROUP BY t.cod_acervo) x`,
    );
    expect(stats).toMatchObject({ min: 0, max: 4 });
    expect(stats?.none).toBeGreaterThan(0);
    expect(copiesOf(42, 1, SEED_DATE)).toEqual(copiesOf(42, 1, SEED_DATE));
    const stored = await query<{ cod_exemplar: number }>('SELECT cod_exemplar FROM exemplares WHERE cod_acervo = 42 ORDER BY cod_exemplar');
    expect(stored.map((r) => r.cod_exemplar)).toEqual(copiesOf(42, 1, SEED_DATE).map((c) => c.cod_exemplar));
    const statuses = await query<{ situacao: string }>('SELECT DISTINCT situacao FROM exemplares ORDER BY 1');
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

  it('never answers 500 on odd input, and is described in the OpenAPI document', async () => {
    const subs = ['exemplares', 'bibliotecas', 'totais'];
    await expectNo500(subs.map((s) => (x: string) => `/api/acervo/${x}/${s}`));
    await expectDocumented(subs.map((s) => `/api/acervo/{id}/${s}`));
  });
});

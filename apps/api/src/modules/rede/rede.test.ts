import { describe, expect, it } from 'vitest';
import type { InstituicoesOai, RedeAcervoResponse, RedeConsultaResponse } from '@estante/api-contract';
import { useSeededApp } from '../../../test/helpers';

const { get, ok, query } = useSeededApp();

describe('network of institutions', () => {
  it('GET /api/oai/instituicoes lists the local institution first, then the others, with their titles', async () => {
    const list = await ok<InstituicoesOai>('/api/oai/instituicoes');
    expect(list.map((i) => i.sigla)).toEqual(['UFE', 'USP', 'FMM', 'CUP']);
    expect(list[0]).toMatchObject({ local: true, desc_empresa: 'Universidade Federal da Estante' });
    const [titles] = await query<{ n: number }>('SELECT count(*)::int AS n FROM titulos');
    expect(list[0]?.total_titulos).toBe(titles?.n);
    const [usp] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM rede_acervos WHERE cod_empresa = 2`);
    expect(list[1]?.total_titulos).toBe(usp?.n);
    for (const i of list) expect(i.url_oai).toMatch(/^https:\/\//);
  });

  it('searches across institutions: each row names its institution, counts per institution add up', async () => {
    const r = await ok<RedeConsultaResponse>('/api/rede-pergamum/consulta?termo_pesquisa=metodologia');
    expect(r.instituicoes.map((i) => i.cod_empresa)).toEqual([1, 2, 3, 4]);
    expect(r.total).toBe(r.instituicoes.reduce((n, i) => n + i.total, 0));
    const local = r.instituicoes.find((i) => i.cod_empresa === 1)?.total ?? 0;
    const usp = r.instituicoes.find((i) => i.cod_empresa === 2)?.total ?? 0;
    expect(local).toBe(4);
    // The USP records of the seed were catalogued by USP SIBi: USP holds them too.
    expect(usp).toBeGreaterThanOrEqual(3);
    for (const row of r.data) {
      expect(row.instituicao.desc_empresa).toBeTruthy();
      expect(row.rota).toBe(row.instituicao.cod_empresa === 1 ? `/acervo/${row.cod_acervo}` : `/rede?acervo=${row.cod_acervo}&instituicao=${row.instituicao.cod_empresa}`);
    }
  });

  it('narrowing to one institution returns only its titles', async () => {
    const all = await ok<RedeConsultaResponse>('/api/rede-pergamum/consulta?termo_pesquisa=jazz&perPage=100');
    const fmm = await ok<RedeConsultaResponse>('/api/rede-pergamum/consulta?termo_pesquisa=jazz&instituicoes=3&perPage=100');
    expect(fmm.total).toBe(all.instituicoes.find((i) => i.cod_empresa === 3)?.total);
    expect(fmm.total).toBeGreaterThan(0);
    expect(new Set(fmm.data.map((d) => d.instituicao.cod_empresa))).toEqual(new Set([3]));
    const held = await query<{ cod_acervo: number }>('SELECT cod_acervo FROM rede_acervos WHERE cod_empresa = 3');
    const ids = new Set(held.map((h) => h.cod_acervo));
    for (const d of fmm.data) expect(ids.has(d.cod_acervo)).toBe(true);
    const p2 = await ok<RedeConsultaResponse>('/api/rede-pergamum/consulta?termo_pesquisa=jazz&instituicoes=3&perPage=10&page=2');
    expect(p2.data.map((d) => d.cod_acervo)).toEqual(fmm.data.slice(10, 20).map((d) => d.cod_acervo));
  });

  it('a title of the network lists who holds it', async () => {
    const [row] = await query<{ cod_acervo: number }>('SELECT cod_acervo FROM rede_acervos WHERE cod_empresa = 2 ORDER BY cod_acervo LIMIT 1');
    const r = await ok<RedeAcervoResponse>(`/api/rede-pergamum/acervo/${row?.cod_acervo}`);
    expect(r.cod_acervo).toBe(row?.cod_acervo);
    expect(r.instituicoes.map((i) => i.cod_empresa)).toEqual(expect.arrayContaining([1, 2]));
    expect(r.instituicoes[0]?.cod_empresa).toBe(1);
  });

  it('errors: no term 422, unknown institution 400, bad or unknown title 400/404, with messages', async () => {
    const none = await get('/api/rede-pergamum/consulta?termo_pesquisa=%20');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: 'Informe um termo de pesquisa.' });
    const unknown = await get('/api/rede-pergamum/consulta?termo_pesquisa=jazz&instituicoes=1,99', { lang: '5' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown institution: 99.' });
    expect((await get('/api/rede-pergamum/consulta?termo_pesquisa=jazz&instituicoes=a')).statusCode).toBe(400);
    expect((await get('/api/rede-pergamum/acervo/abc')).statusCode).toBe(400);
    const missing = await get('/api/rede-pergamum/acervo/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Título não encontrado na rede.' });
  });
});

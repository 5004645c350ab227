import { describe, expect, it } from 'vitest';
import type { AutoridadeCombo, AutoridadeResponse, MarcRows } from '@estante/api-contract';
import type { MarcRecord } from '../../marc/read';
import { catalogueChecks, rebuild } from '../../../test/catalogue-helpers';
import { useSeededApp } from '../../../test/helpers';

const app = useSeededApp();
const { get, ok, query } = app;
const { expectError, expectNo500, expectDocumented } = catalogueChecks(app);

describe('GET /api/autoridade/{id}, /marc, /combo', () => {
  const authority = async (where: string) => {
    const [row] = await query<{ cod_autoridade: number; cabecalho: string; tipo: string; tag: string; remissivas_ver: string[]; remissivas_ver_tambem: string[]; registro: MarcRecord | null }>(
      `SELECT a.cod_autoridade, a.cabecalho, a.tipo, a.tag, a.remissivas_ver, a.remissivas_ver_tambem, a.registro FROM autoridades a WHERE ${where} ORDER BY a.cod_autoridade LIMIT 1`,
    );
    if (!row) throw new Error(`no authority where ${where}`);
    return row;
  };
  const linked = `EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade)`;

  it('answers the heading, type, see-from and see-also references and the count of linked titles', async () => {
    const a = await authority(`NOT a.leve AND jsonb_array_length(a.remissivas_ver) > 0 AND ${linked}`);
    const [count] = await query<{ n: number }>('SELECT count(DISTINCT cod_acervo)::int AS n FROM titulo_autoridade WHERE cod_autoridade = $1', [a.cod_autoridade]);
    const body = await ok<AutoridadeResponse>(`/api/autoridade/${a.cod_autoridade}`);
    expect(body).toEqual({
      cod_autoridade: a.cod_autoridade,
      cabecalho: a.cabecalho,
      tipo: a.tipo,
      desc_tipo: { A: 'Autor', S: 'Assunto', T: 'Título uniforme' }[a.tipo],
      tag: a.tag,
      remissivas_ver: a.remissivas_ver,
      remissivas_ver_tambem: a.remissivas_ver_tambem,
      ver_tambem_codigos: expect.any(Array),
      total_titulos: count?.n,
      possui_marc: true,
    });
    expect(body.total_titulos).toBeGreaterThan(0);
    const see = await authority(`jsonb_array_length(a.remissivas_ver_tambem) > 0`);
    expect((await ok<AutoridadeResponse>(`/api/autoridade/${see.cod_autoridade}`)).remissivas_ver_tambem).toEqual(see.remissivas_ver_tambem);
  });

  it('resolves "see also" headings to the authorities of the same text, null when there is none', async () => {
    const [graphic] = await query<{ cod_autoridade: number }>(`SELECT cod_autoridade FROM autoridades WHERE cabecalho = 'Graphic novels' AND NOT leve`);
    const [comics] = await query<{ cod_autoridade: number }>(`SELECT min(cod_autoridade)::int AS cod_autoridade FROM autoridades WHERE cabecalho = 'Comics (Graphic works)'`);
    const body = await ok<AutoridadeResponse>(`/api/autoridade/${graphic?.cod_autoridade}`);
    expect(body.remissivas_ver_tambem).toEqual(['Comics (Graphic works)']);
    expect(body.ver_tambem_codigos).toEqual([comics?.cod_autoridade ?? null]);
    expect(body.ver_tambem_codigos[0]).toEqual(expect.any(Number));
    const all = await query<{ cod_autoridade: number; n: number }>(
      `SELECT cod_autoridade, jsonb_array_length(remissivas_ver_tambem)::int AS n FROM autoridades WHERE jsonb_array_length(remissivas_ver_tambem) > 0 LIMIT 20`,
    );
    for (const a of all) {
      const r = await ok<AutoridadeResponse>(`/api/autoridade/${a.cod_autoridade}`);
      expect(r.ver_tambem_codigos).toHaveLength(a.n);
    }
  });

  it('a heading without an authority record has no MARC view', async () => {
    const a = await authority('a.leve');
    expect(await ok<AutoridadeResponse>(`/api/autoridade/${a.cod_autoridade}`)).toMatchObject({ possui_marc: false, remissivas_ver: [] });
    await expectError(`/api/autoridade/${a.cod_autoridade}/marc`, 404, 'This authority has no MARC record.', '5');
  });

  it('/marc rebuilds the authority record exactly', async () => {
    const a = await authority('NOT a.leve');
    const rows = await ok<MarcRows>(`/api/autoridade/${a.cod_autoridade}/marc`);
    expect(rows[0]?.paragrafo).toBe('000');
    expect(rebuild(rows)).toEqual(a.registro);
  });

  it('404 unknown and 400 bad id, in the request language', async () => {
    for (const sub of ['', '/marc']) {
      await expectError(`/api/autoridade/99999999${sub}`, 404, 'Autoridad no encontrada.', '3');
      await expectError(`/api/autoridade/abc${sub}`, 400, 'Código de autoridade inválido.');
      await expectError(`/api/autoridade/0${sub}`, 400, 'Invalid authority code.', '5');
    }
  });

  it('/combo lists up to 20 headings containing q, those starting with it first', async () => {
    const list = await ok<AutoridadeCombo>(`/api/autoridade/combo?q=${encodeURIComponent('educação')}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const item of list) expect(norm(item.descricao)).toContain('educacao');
    const starts = list.map((i) => norm(i.descricao).replace(/[^a-z0-9]+/g, ' ').trim().startsWith('educacao'));
    expect(starts).toEqual([...starts].sort((x, y) => Number(y) - Number(x)));
    const names = await ok<AutoridadeCombo>('/api/autoridade/combo?q=educ&tipo=A');
    const subjects = await ok<AutoridadeCombo>('/api/autoridade/combo?q=educ&tipo=S');
    expect(names.some((n) => subjects.some((s) => s.codigo === n.codigo))).toBe(false);
  });

  it('/combo answers 422 for fewer than 3 characters and 400 for bad parameters', async () => {
    await expectError('/api/autoridade/combo', 422, 'Informe ao menos 3 caracteres.');
    await expectError('/api/autoridade/combo?q=ed', 422, 'Enter at least 3 characters.', '5');
    await expectError('/api/autoridade/combo?q=%20%21%21%21%20', 422, 'Introduzca al menos 3 caracteres.', '3');
    expect((await get('/api/autoridade/combo?q=zzzzqqqxx')).json()).toEqual([]);
    expect((await get('/api/autoridade/combo?q=educ&tipo=X')).statusCode).toBe(400);
    expect((await get(`/api/autoridade/combo?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get(`/api/autoridade/combo?q=${encodeURIComponent("%_'; DROP")}`)).statusCode).toBe(200);
  });

  it('never answers 500 on odd input, and is described in the OpenAPI document', async () => {
    await expectNo500([(x: string) => `/api/autoridade/${x}`, (x: string) => `/api/autoridade/${x}/marc`, (x: string) => `/api/autoridade/combo?q=${x}${x}${x}`]);
    await expectDocumented(['/api/autoridade/{id}', '/api/autoridade/{id}/marc', '/api/autoridade/combo']);
  });
});

import { describe, expect, it } from 'vitest';
import type { BibliotecaList, CampusList } from '@estante/api-contract';
import { catalogueChecks } from '../../../test/catalogue-helpers';
import { useSeededApp } from '../../../test/helpers';

const app = useSeededApp();
const { inject, ok } = app;
const { expectError, expectNo500, expectDocumented } = catalogueChecks(app);

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
    expect((await inject({ method: 'GET', url: '/api/campus' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/bibliotecas' })).statusCode).toBe(401);
  });

  it('never answers 500 on odd input, and is described in the OpenAPI document', async () => {
    await expectNo500([(x: string) => `/api/bibliotecas?campus=${x}`]);
    await expectDocumented(['/api/campus', '/api/bibliotecas']);
  });
});

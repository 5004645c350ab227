import { describe, expect, it } from 'vitest';
import { useAuthHarness } from './auth-helpers';
import { BACKENDS } from './helpers';

// A JSON body is validated as typed: Fastify's default coercion ('array') let a one-element array
// through a union of integer and string unchanged (Ajv's anyOf keeps the original value), and the
// handler, expecting a number or a string, failed with a 500 (found by the fuzzing suite).
describe('request validation', () => {
  const h = useAuthHarness(BACKENDS[0]!);

  it('a one-element array where a code (integer or text) belongs is a 400 naming the field, not a 500', async () => {
    const login = await h.login('20240002', 'Leitura#2024');
    const token = login.json<{ access_token: string }>().access_token;
    const res = await h.inject({
      method: 'POST',
      url: '/api/unidade-informacao/sugestao-aquisicao',
      headers: { authorization: `Bearer ${token}`, lang: '1' },
      payload: { campus: [1], biblioteca: 1, titulo: 'Dom Casmurro', editor: 'Garnier' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'Valor inválido para campus.' });
  });

  it('scalars are still read from text where the contract allows (a form-encoded sign-in, a numeric code as text)', async () => {
    const form = await h.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=estante-web',
    });
    expect(form.statusCode, form.body).toBe(200);
    const res = await h.get('/api/consulta?termo_pesquisa=jazz&page=1&perPage=5', form.json<{ access_token: string }>().access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown[] }>().data.length).toBeLessThanOrEqual(5);
  });

  it('a number that is not finite (1e309, Infinity) in a path or a query is an invalid value (400), not a 500', async () => {
    const token = await h.publicToken();
    for (const url of ['/api/acervo/1e309', '/api/acervo/Infinity/dublin-core', '/api/consulta/disciplinas/1e309']) {
      const res = await h.get(url, token, { lang: '1' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toMatch(/inválido/);
    }
    expect((await h.get('/api/consulta?termo_pesquisa=jazz&page=1e309', token)).statusCode).toBe(400);
    // 1e3 is a thousand, as before.
    expect((await h.get('/api/acervo/1e3/dublin-core', token)).statusCode).toBe(200);
  });
});

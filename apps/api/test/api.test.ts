import { describe, expect, it } from 'vitest';
import type { AcervoResponse, ErrorResponse, Funcionalidades, Instituicao, TokenResponse } from '@estante/api-contract';
import { useSeededApp } from './helpers';

const { inject, get, query, token } = useSeededApp();

describe('health and docs', () => {
  it('GET /health needs no token', async () => {
    const res = await inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI 3.1 description without a token', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/oauth/token', '/api/consulta', '/api/acervo/{id}']));
  });
});

describe('POST /oauth/token', () => {
  it('issues a public token for estante-web with client_credentials (JSON)', async () => {
    const res = await inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'estante-web', scope: '' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'public' });
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: 'public', scope: 'public', client_id: 'estante-web' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
  });

  it('accepts application/x-www-form-urlencoded', async () => {
    const res = await inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=estante-web',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown client with 401 and an unsupported grant with 400', async () => {
    const unknown = await inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<ErrorResponse>().message).toBe('Cliente não autorizado.');
    const grant = await inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { lang: '5' },
      payload: { grant_type: 'authorization_code', client_id: 'estante-web', code: 'x' },
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json<ErrorResponse>().message).toBe('Unsupported grant type.');
  });

  it('answers 400 with a message for a malformed body', async () => {
    const res = await inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().message).toBeTruthy();
    const missing = await inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorResponse>().message).toContain('client_id');
  });

  it('a JSON body nested too deep (100,000 arrays) answers 400 with the malformed body\'s message, never 500', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const [url, payload] of [
      ['/oauth/token', deep],
      ['/oauth/token', `{"grant_type":"client_credentials","client_id":"estante-web","scope":${deep}}`],
      ['/api/acervo/exportar-cesta', `{"tipo":"download","dados":"ris","acervos":${deep}}`],
    ] as const) {
      for (const [lang, message] of [['1', 'Corpo da requisição inválido.'], ['5', 'Invalid request body.'], ['3', 'Cuerpo de la solicitud no válido.']] as const) {
        const res = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json', lang, authorization: `Bearer ${token()}` }, payload });
        expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json<ErrorResponse>()).toEqual({ message });
      }
    }
  });
});

describe('bearer token on /api', () => {
  it('401 without a token, with a bad one and with an expired one', async () => {
    const none = await inject({ method: 'GET', url: '/api/parametros/instituicao' });
    expect(none.statusCode).toBe(401);
    expect(none.json<ErrorResponse>().message).toBe('Autenticação necessária.');
    const bad = await get('/api/parametros/instituicao', { authorization: 'Bearer abc.def.ghi', lang: '3' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<ErrorResponse>().message).toBe('Token de acceso no válido o caducado.');
    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ scope: 'public', client_id: 'estante-web' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('public')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1000)
      .sign(new TextEncoder().encode('test-secret-0123456789abcdef0123456789'));
    expect((await get('/api/consulta?termo_pesquisa=x', { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
  });
});

describe('parametros', () => {
  it('GET /api/parametros/instituicao answers the seeded settings', async () => {
    const res = await get('/api/parametros/instituicao');
    expect(res.statusCode).toBe(200);
    const body = res.json<Instituicao>();
    expect(body).toMatchObject({ sigla: 'UFE', codEmpresa: 1, nome: 'Universidade Federal da Estante', tema: 'padrao', usaOIDC: false });
    expect(body.params).toEqual({ __md_aut: '', __md_crypt: '', __web_url_pw: '', __web_aquisicao: '' });
  });

  it('GET /api/parametros/funcionalidades lists only enabled activities', async () => {
    const res = await get('/api/parametros/funcionalidades');
    const codes = res.json<Funcionalidades>().map((f) => f.cod_atividade);
    expect(codes).toEqual([8, 12, 13, 57, 87, 88]);
    expect(res.json<Funcionalidades>()[0]).toEqual({ cod_atividade: 8, descricao: 'Meu Pergamum' });
  });
});

describe('GET /api/acervo/:id', () => {
  it('answers the title as display fields in tag order', async () => {
    const [row] = await query<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos WHERE controle_001 = '002902148'`);
    const res = await get(`/api/acervo/${row?.cod_acervo}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<AcervoResponse>();
    expect(body).toMatchObject({ cod_acervo: row?.cod_acervo, obra: 'Microeconomics', ano_publicacao: '2019', desc_tipo_obra: 'Livro' });
    const tags = body.campos.map((c) => c.ordem);
    expect(tags).toEqual(['020', '041', '092', '100', '245', '250', '260', '300', '490', '650', '700']);
    expect(body.campos.find((c) => c.ordem === '245')?.detalhes).toEqual([
      { _secao: ['a', 'c'], descricao: ['Microeconomics', 'Daron Acemoglu, David Laibson, John A. List'], cod_autoridade: [null, null] },
    ]);
    expect(body.campos.find((c) => c.ordem === '020')?.detalhes).toHaveLength(2);
    const f700 = body.campos.find((c) => c.ordem === '700')?.detalhes;
    expect(f700).toHaveLength(2);
    expect(f700?.[1]?._secao).toEqual(['a', 'd']);
    expect(f700?.[1]?.cod_autoridade.every((c) => typeof c === 'number')).toBe(true);
    const f650 = body.campos.find((c) => c.ordem === '650')?.detalhes[0];
    expect(f650?._secao).toEqual(['a', '2']);
    expect(f650?.cod_autoridade[0]).toEqual(expect.any(Number));
    expect(f650?.cod_autoridade[1]).toBeNull();
  });

  it('404 for an unknown title, 400 for a bad id, in the request language', async () => {
    const missing = await get('/api/acervo/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Título não encontrado.' });
    expect((await get('/api/acervo/999999', { lang: '5' })).json()).toEqual({ message: 'Title not found.' });
    expect((await get('/api/acervo/999999', { lang: '3' })).json()).toEqual({ message: 'Título no encontrado.' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/acervo/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json<ErrorResponse>().message).toBeTruthy();
    }
  });

  it('unknown routes answer 404 with a message', async () => {
    const res = await get('/api/nada');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().message).toBe('Recurso não encontrado.');
  });
});

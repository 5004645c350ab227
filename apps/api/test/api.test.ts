import { describe, expect, it } from 'vitest';
import type { AcervoResponse, ConsultaResponse, ErrorResponse, Funcionalidades, Instituicao, TokenResponse } from '@estante/api-contract';
import { useSeededApp } from './helpers';

const { inject, get, query } = useSeededApp();

const consulta = async (qs: string, headers: Record<string, string> = {}) => {
  const res = await get(`/api/consulta?${qs}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConsultaResponse>();
};

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

describe('GET /api/consulta', () => {
  it('finds "Educação" with or without the accents', async () => {
    const plain = await consulta('termo_pesquisa=educacao');
    const accented = await consulta(`termo_pesquisa=${encodeURIComponent('educação')}`);
    expect(plain.total).toBeGreaterThan(0);
    expect(accented.total).toBe(plain.total);
    expect(plain.data.map((d) => d.cod_acervo)).toEqual(accented.data.map((d) => d.cod_acervo));
    const subjects = plain.data.flatMap((d) => d.dados_adicionais.S.map((s) => s.descricao));
    expect(subjects).toContain('EDUCAÇÃO AMBIENTAL');
  });

  it('stems: "bibliotecas" finds titles with "biblioteca"', async () => {
    const r = await consulta('termo_pesquisa=bibliotecas');
    expect(r.total).toBeGreaterThan(0);
    const [first] = r.data;
    const acervo = await get(`/api/acervo/${first?.cod_acervo}`);
    expect(JSON.stringify(acervo.json()).toLowerCase()).toContain('biblioteca');
  });

  it('answers 422 for a missing or blank term, in the request language', async () => {
    const missing = await get('/api/consulta');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'Informe um termo de pesquisa.' });
    const blank = await get('/api/consulta?termo_pesquisa=%20%20', { lang: '5' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ message: 'Enter a search term.' });
    const es = await get('/api/consulta?termo_pesquisa=', { lang: '3' });
    expect(es.json()).toEqual({ message: 'Introduzca un término de búsqueda.' });
  });

  it('returns the documented row shape with authors and subjects carrying codes', async () => {
    const r = await consulta('termo_pesquisa=microeconomics&coluna_um=INDICE_4');
    const item = r.data.find((d) => d.obra === 'Microeconomics');
    expect(item).toMatchObject({
      ano_publicacao: '2019',
      cod_tipo_obra: 1,
      desc_tipo_obra: 'Livro',
      idioma: 'eng',
      idioma_desc: 'Inglês',
      link_capa: null,
      acesso_remoto: false,
      possui_acessibilidade: false,
    });
    expect(item?.rota).toBe(`/acervo/${item?.cod_acervo}`);
    expect(item?.descricao).toContain('Harlow, UK : Pearson, 2019');
    expect(item?.dados_adicionais.A[0]).toEqual({ codigo: expect.any(Number), descricao: 'Acemoglu, Daron' });
    expect(item?.dados_adicionais.S).toEqual([{ codigo: expect.any(Number), descricao: 'MICROECONOMIA' }]);
    const en = await consulta('termo_pesquisa=microeconomics&coluna_um=INDICE_4', { lang: '5' });
    expect(en.data.find((d) => d.obra === 'Microeconomics')).toMatchObject({ idioma_desc: 'English', desc_tipo_obra: 'Book' });
  });

  it('pages: perPage, current_page, last_page and no overlap between pages', async () => {
    const p1 = await consulta('termo_pesquisa=jazz&perPage=7&page=1&orderBy=obra');
    expect(p1.total).toBeGreaterThan(14);
    expect(p1).toMatchObject({ current_page: 1, per_page: 7, last_page: Math.ceil(p1.total / 7), sugestao: null });
    expect(p1.data).toHaveLength(7);
    const p2 = await consulta('termo_pesquisa=jazz&perPage=7&page=2&orderBy=obra');
    expect(p2.current_page).toBe(2);
    expect(p2.data.map((d) => d.cod_acervo)).not.toEqual(expect.arrayContaining(p1.data.map((d) => d.cod_acervo)));
    const last = await consulta(`termo_pesquisa=jazz&perPage=7&page=${p1.last_page}`);
    expect(last.data.length).toBe(p1.total - 7 * (p1.last_page - 1));
    const defaults = await consulta('termo_pesquisa=jazz');
    expect(defaults.per_page).toBe(20);
    expect(defaults.data).toHaveLength(20);
  });

  it('orders by title, year and author in both directions', async () => {
    const asc = await consulta('termo_pesquisa=jazz&orderBy=ano&direction=C&perPage=100');
    const years = asc.data.map((d) => d.ano_publicacao).filter((y): y is string => y !== null);
    expect(years).toEqual([...years].sort());
    const desc = await consulta('termo_pesquisa=jazz&orderBy=ano&direction=D&perPage=100');
    const yearsD = desc.data.map((d) => d.ano_publicacao).filter((y): y is string => y !== null);
    expect(yearsD).toEqual([...yearsD].sort().reverse());
    expect((await consulta('termo_pesquisa=jazz&orderBy=autor&direction=D')).total).toBe(asc.total);
  });

  it('validates paging parameters with a 400 and a message', async () => {
    const big = await get('/api/consulta?termo_pesquisa=jazz&perPage=101');
    expect(big.statusCode).toBe(400);
    expect(big.json<ErrorResponse>().message).toBe('perPage deve ser no máximo 100.');
    const zero = await get('/api/consulta?termo_pesquisa=jazz&page=0', { lang: '5' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<ErrorResponse>().message).toBe('page must be at least 1.');
    const col = await get('/api/consulta?termo_pesquisa=jazz&coluna_um=INDICE_9');
    expect(col.statusCode).toBe(400);
    const nan = await get('/api/consulta?termo_pesquisa=jazz&page=abc');
    expect(nan.statusCode).toBe(400);
  });

  it('searches one index: author (INDICE_3) and subject (INDICE_2), and narrows by authority code', async () => {
    const byAuthor = await consulta('termo_pesquisa=acemoglu&coluna_um=INDICE_3');
    expect(byAuthor.data.map((d) => d.obra)).toContain('Microeconomics');
    const byTitle = await consulta('termo_pesquisa=acemoglu&coluna_um=INDICE_4');
    expect(byTitle.total).toBe(0);
    const bySubject = await consulta('termo_pesquisa=microeconomia&coluna_um=INDICE_2');
    expect(bySubject.total).toBeGreaterThan(0);
    const code = byAuthor.data.find((d) => d.obra === 'Microeconomics')?.dados_adicionais.A[0]?.codigo;
    const narrowed = await consulta(`termo_pesquisa=microeconomics&indice=${code}`);
    expect(narrowed.data.map((d) => d.obra)).toEqual(['Microeconomics']);
  });

  it('suggests a correction when a misspelt term finds nothing', async () => {
    const r = await consulta('termo_pesquisa=microeconomcs');
    expect(r.total).toBe(0);
    expect(r.data).toEqual([]);
    expect(r.last_page).toBe(1);
    expect(r.sugestao).toBe('microeconomics');
    const nothing = await consulta('termo_pesquisa=qwxzjkvq');
    expect(nothing.sugestao).toBeNull();
  });

  it('serves the v2 pesquisa_geral alias with the same answer', async () => {
    const a = await consulta('termo_pesquisa=educacao&orderBy=obra');
    const res = await get('/api/v2/consulta/pesquisa_geral/qualquer?termo_pesquisa=educacao&coluna_um=INDICE_1&indice=&page=1&perPage=20&orderBy=obra&direction=C');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(a);
  });

  it('never answers 500 to odd input', async () => {
    for (const term of ['"', "'", '&|!', '-', 'a:*', '((', 'OR', '<script>', '%', '\\']) {
      const res = await get(`/api/consulta?termo_pesquisa=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
    }
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

import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  CestaPermanenteColecao,
  CestaPermanenteResultado,
  TituloPagina,
  TitulosSimilares,
  type CestaPermanenteErro,
  type CestaPermanenteItem,
  type TituloSimilar,
} from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../../test/helpers';

// The title page's calls: what it shows besides the record, similar titles, and the permanent basket
// (SPEC.md §7). On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the concurrent adds matter there).
if (!TEST_DATABASE_URL) console.info('[acervo pagina tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const BASKET = '/api/acervo/cesta-permanente';
const COLLECTION = '/api/acervo/cesta-permanente/colecao';

const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

async function patron(h: AuthHarness): Promise<{ cod_pessoa: number; token: string }> {
  const p = await h.person();
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
}

const send = (h: AuthHarness, method: 'POST' | 'PUT', token: string | null, payload: unknown, lang = '1') =>
  h.inject({ method, url: BASKET, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: payload as Record<string, unknown> });

function cases(h: AuthHarness) {
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const [row] = await h.query<T>(sql, params);
    if (row === undefined) throw new Error(`no row: ${sql}`);
    return row;
  };
  const page = async (id: number, lang = '1') => {
    const res = await h.get(`/api/acervo/${id}/pagina`, await h.publicToken(), { lang });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TituloPagina>();
    expect(schemaErrors(TituloPagina, body)).toEqual([]);
    return body;
  };

  describe('GET /api/acervo/:id/pagina', () => {
    it('a book: its language by name in the request’s language, its type’s default cover, no kardex', async () => {
      const t = await one<{ cod_acervo: number }>(
        `SELECT cod_acervo FROM titulos t WHERE cod_tipo_obra = 1 AND idioma = 'por'
           AND NOT jsonb_path_exists(registro, '$.fields[*] ? (@.tag == "505")') ORDER BY cod_acervo LIMIT 1`,
      );
      const pt = await page(t.cod_acervo);
      expect(pt).toMatchObject({ cod_acervo: t.cod_acervo, cod_tipo_obra: 1, idioma: 'por', idioma_desc: 'Português', capa: { url: null, padrao: '/api/consulta/imagem-padrao/livro.svg' } });
      expect(pt.visoes).not.toContain('colecao-kardex');
      expect(pt.visoes).toEqual(expect.arrayContaining(['exemplares', 'reserva', 'solicitacao-emprestimo', 'referencia', 'marc', 'dublin-core', 'dados-estatisticos']));
      expect((await page(t.cod_acervo, '5')).idioma_desc).toBe('Portuguese');
      expect((await page(t.cod_acervo, '3')).idioma_desc).toBe('Portugués');
      // The default cover it names is served.
      expect((await h.inject({ method: 'GET', url: pt.capa.padrao })).statusCode).toBe(200);
    });

    it('a serial has the kardex tab and its own default cover', async () => {
      const s = await one<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE cod_tipo_obra = 2 ORDER BY cod_acervo LIMIT 1');
      const body = await page(s.cod_acervo);
      expect(body.visoes).toContain('colecao-kardex');
      expect(body.capa.padrao).toBe('/api/consulta/imagem-padrao/periodico.svg');
    });

    it('contents only for a record with a 505; closed stacks only with a Reserva técnica copy', async () => {
      const with505 = await one<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos WHERE jsonb_path_exists(registro, '$.fields[*] ? (@.tag == "505")') ORDER BY cod_acervo LIMIT 1`);
      expect((await page(with505.cod_acervo)).visoes).toContain('sumarios');
      const plain = await one<{ cod_acervo: number }>(
        `SELECT cod_acervo FROM titulos t WHERE NOT jsonb_path_exists(registro, '$.fields[*] ? (@.tag == "505")')
           AND NOT EXISTS (SELECT 1 FROM sumarios s WHERE s.cod_acervo = t.cod_acervo)
           AND NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.colecao = 'Reserva técnica')
         ORDER BY cod_acervo LIMIT 1`,
      );
      const plainViews = (await page(plain.cod_acervo)).visoes;
      expect(plainViews).not.toContain('sumarios');
      expect(plainViews).not.toContain('sumarios-livros');
      expect(plainViews).not.toContain('acervo-fechado');
      const closed = await one<{ cod_acervo: number }>(`SELECT min(cod_acervo) AS cod_acervo FROM exemplares WHERE colecao = 'Reserva técnica'`);
      expect((await page(closed.cod_acervo)).visoes).toContain('acervo-fechado');
    });

    it('the cover by ISBN where the deployment configures a cover service', async () => {
      const t = await one<{ cod_acervo: number; isbn: string[] }>(`SELECT cod_acervo, isbn FROM titulos WHERE cardinality(isbn) > 0 ORDER BY cod_acervo LIMIT 1`);
      await h.query(`INSERT INTO configuracoes (chave, valor) VALUES ('url_capa', '"https://covers.example.org/b/isbn/{isbn}-M.jpg"')`);
      try {
        const body = await page(t.cod_acervo);
        expect(body.capa.url).toBe(`https://covers.example.org/b/isbn/${t.isbn[0]}-M.jpg`);
        const none = await one<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos WHERE cardinality(isbn) = 0 ORDER BY cod_acervo LIMIT 1`);
        expect((await page(none.cod_acervo)).capa.url).toBeNull();
      } finally {
        await h.query(`DELETE FROM configuracoes WHERE chave = 'url_capa'`);
      }
    });

    it('404 for an unknown title, 400 for a malformed code, in the request’s language; 401 without a token', async () => {
      const token = await h.publicToken();
      const unknown = await h.get('/api/acervo/99999999/pagina', token, { lang: '5' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Title not found.' });
      const bad = await h.get('/api/acervo/abc/pagina', token, { lang: '3' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Código de título no válido.' });
      expect((await h.inject({ method: 'GET', url: '/api/acervo/1/pagina' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/acervo/:id/similares', () => {
    it('up to 6 other titles ranked by the subjects they share, equal to a direct count', async () => {
      // A title whose subjects are shared by more than six others, some sharing more than one.
      const t = await one<{ cod_acervo: number }>(
        `SELECT mine.cod_acervo FROM titulo_autoridade mine JOIN titulo_autoridade other
           ON other.cod_autoridade = mine.cod_autoridade AND other.papel = 'S' AND other.cod_acervo <> mine.cod_acervo
         WHERE mine.papel = 'S' GROUP BY mine.cod_acervo
         HAVING count(DISTINCT other.cod_acervo) > 6 ORDER BY count(*) - count(DISTINCT other.cod_acervo) DESC, mine.cod_acervo LIMIT 1`,
      );
      const res = await h.get(`/api/acervo/${t.cod_acervo}/similares`, await h.publicToken());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TituloSimilar[]>();
      expect(schemaErrors(TitulosSimilares, body)).toEqual([]);
      expect(body).toHaveLength(6);
      expect(body.map((s) => s.cod_acervo)).not.toContain(t.cod_acervo);
      const counts = body.map((s) => s.assuntos_em_comum);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const s of body) {
        const shared = await one<{ n: number }>(
          `SELECT count(DISTINCT a.cod_autoridade)::int AS n FROM titulo_autoridade a JOIN titulo_autoridade b ON b.cod_autoridade = a.cod_autoridade
           WHERE a.cod_acervo = $1 AND b.cod_acervo = $2 AND a.papel = 'S' AND b.papel = 'S'`,
          [t.cod_acervo, s.cod_acervo],
        );
        expect(s.assuntos_em_comum).toBe(shared.n);
      }
      // Nothing left out shares more than the last one listed.
      const best = await h.query<{ n: number }>(
        `SELECT count(DISTINCT b.cod_autoridade)::int AS n FROM titulo_autoridade a JOIN titulo_autoridade b ON b.cod_autoridade = a.cod_autoridade
         WHERE a.cod_acervo = $1 AND a.papel = 'S' AND b.papel = 'S' AND b.cod_acervo <> $1 AND NOT (b.cod_acervo = ANY($2::int[]))
         GROUP BY b.cod_acervo ORDER BY 1 DESC LIMIT 1`,
        [t.cod_acervo, body.map((s) => s.cod_acervo)],
      );
      expect(best[0]?.n ?? 0).toBeLessThanOrEqual(counts[counts.length - 1] ?? 0);
    });

    it('none for a title without subjects; 404 for an unknown title', async () => {
      const t = await one<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM titulo_autoridade x WHERE x.cod_acervo = t.cod_acervo AND x.papel = 'S') ORDER BY cod_acervo LIMIT 1`);
      expect((await h.get(`/api/acervo/${t.cod_acervo}/similares`, await h.publicToken())).json()).toEqual([]);
      expect((await h.get('/api/acervo/99999999/similares', await h.publicToken())).statusCode).toBe(404);
    });
  });

  describe('the permanent basket', () => {
    it('a visitor (no token, the public token) is refused and nothing is stored', async () => {
      const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM cesta_permanente');
      expect((await send(h, 'PUT', null, { acervo: 1 })).statusCode).toBe(401);
      const visitor = await send(h, 'PUT', await h.publicToken(), { acervo: 1 });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Entre com seu código de usuário e senha para continuar.' });
      expect((await send(h, 'POST', await h.publicToken(), { acervos: [1, 2] })).statusCode).toBe(401);
      expect((await h.get(COLLECTION, await h.publicToken())).statusCode).toBe(401);
      expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM cesta_permanente')).toEqual(before);
    });

    it('PUT keeps one title; a second PUT keeps it once and says so; the collection lists it', async () => {
      const me = await patron(h);
      const first = await send(h, 'PUT', me.token, { acervo: 3 });
      expect(first.statusCode, first.body).toBe(200);
      expect(schemaErrors(CestaPermanenteResultado, first.json())).toEqual([]);
      expect(first.json()).toEqual({ incluidos: [3], ja_incluidos: [], nao_encontrados: [], total: 1, message: 'Título incluído na sua cesta permanente.' });
      const again = await send(h, 'PUT', me.token, { acervo: 3 }, '5');
      expect(again.json()).toEqual({ incluidos: [], ja_incluidos: [3], nao_encontrados: [], total: 1, message: 'This title is already in your permanent basket.' });
      const list = await h.get(COLLECTION, me.token);
      expect(list.statusCode, list.body).toBe(200);
      expect(schemaErrors(CestaPermanenteColecao, list.json())).toEqual([]);
      const obra = await one<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = 3');
      expect(list.json<CestaPermanenteItem[]>()).toEqual([expect.objectContaining({ cod_acervo: 3, obra: obra.obra })]);
    });

    it('POST keeps several, reports those already kept and codes that are no title; all unknown is 422 on the field', async () => {
      const me = await patron(h);
      await send(h, 'PUT', me.token, { acervo: 4 });
      const res = await send(h, 'POST', me.token, { acervos: [4, 5, 7, 99999999, 5] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ incluidos: [5, 7], ja_incluidos: [4], nao_encontrados: [99999999], total: 3, message: '2 título(s) incluído(s) na sua cesta permanente.' });
      expect((await h.get(COLLECTION, me.token)).json<CestaPermanenteItem[]>().map((i) => i.cod_acervo).sort()).toEqual([4, 5, 7]);
      const none = await send(h, 'POST', me.token, { acervos: [99999998, 99999999] }, '3');
      expect(none.statusCode).toBe(422);
      expect(none.json<CestaPermanenteErro>()).toEqual({ message: 'Ninguno de los títulos indicados se encontró en el catálogo.', campo: 'acervos' });
      const unknown = await send(h, 'PUT', me.token, { acervo: 99999999 }, '5');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<CestaPermanenteErro>()).toEqual({ message: 'Title not found.', campo: 'acervo' });
      const empty = await send(h, 'POST', me.token, { acervos: [] });
      expect(empty.statusCode).toBe(400);
      expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM cesta_permanente WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual({ n: 3 });
    });

    it('each patron sees only their own basket', async () => {
      const ana = await patron(h);
      const bruno = await patron(h);
      await send(h, 'PUT', ana.token, { acervo: 8 });
      await send(h, 'PUT', bruno.token, { acervo: 9 });
      expect((await h.get(COLLECTION, ana.token)).json<CestaPermanenteItem[]>().map((i) => i.cod_acervo)).toEqual([8]);
      expect((await h.get(COLLECTION, bruno.token)).json<CestaPermanenteItem[]>().map((i) => i.cod_acervo)).toEqual([9]);
    });

    it('ten identical adds at once (double clicks, two tabs) keep one row and report it added once', async () => {
      const me = await patron(h);
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(h, 'PUT', me.token, { acervo: 10 })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const bodies = answers.map((a) => a.json<CestaPermanenteResultado>());
      expect(bodies.filter((b) => b.incluidos.length === 1)).toHaveLength(1);
      expect(bodies.filter((b) => b.ja_incluidos.length === 1)).toHaveLength(9);
      expect(await h.query('SELECT cod_acervo FROM cesta_permanente WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ cod_acervo: 10 }]);
    });

    it('overlapping POSTs at once keep each title once', async () => {
      const me = await patron(h);
      const lists = [[11, 12, 13], [12, 13, 14], [13, 14, 11], [11, 14]];
      const answers = await Promise.all(lists.map((acervos) => send(h, 'POST', me.token, { acervos })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      // Each title reported added by exactly one request.
      const added = answers.flatMap((a) => a.json<CestaPermanenteResultado>().incluidos).sort();
      expect(added).toEqual([11, 12, 13, 14]);
      expect((await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM cesta_permanente WHERE cod_pessoa = $1 ORDER BY 1', [me.cod_pessoa])).map((r) => r.cod_acervo)).toEqual([11, 12, 13, 14]);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`acervo pagina on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

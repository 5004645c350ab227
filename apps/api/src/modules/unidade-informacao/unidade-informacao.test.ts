import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  ComentarioGeralResponse,
  LIMITE_COMENTARIOS_EXCEDIDO,
  SugestaoAquisicaoResponse,
  UnidadeInformacaoList,
  type UnidadeErrorResponse,
  type UnidadeInformacao,
} from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';

// The footer's calls (SPEC.md §5, §7, §8): the libraries for its selects, a signed-in patron's general
// comment and acquisition suggestion. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
if (!TEST_DATABASE_URL) console.info('[unidade-informacao tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const COMMENT = '/api/unidade-informacao/comentario';
const SUGGESTION = '/api/unidade-informacao/sugestao-aquisicao';

const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

/** A new patron of `category`, signed in: their person code and private access token. */
async function patron(h: AuthHarness, category = '01'): Promise<{ cod_pessoa: number; token: string }> {
  const p = await h.person({ category });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
}

const post = (h: AuthHarness, url: string, token: string | null, payload: unknown, lang = '1') =>
  h.inject({ method: 'POST', url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: payload as Record<string, unknown> });

async function expect422(h: AuthHarness, url: string, token: string, payload: unknown, campo: string | undefined, message: string, lang = '1') {
  const res = await post(h, url, token, payload, lang);
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json<UnidadeErrorResponse>();
  expect(body.message).toBe(message);
  expect(body.campo).toBe(campo);
  return body;
}

/** Runs `fn` with a setting changed, and puts it back. */
async function withSql(h: AuthHarness, change: string, restore: string, fn: () => Promise<void>) {
  await h.query(change);
  try {
    await fn();
  } finally {
    await h.query(restore);
  }
}

/** A category with no permissions at all (the seeded ones all have 13 and 12). */
async function bareCategory(h: AuthHarness): Promise<string> {
  await h.query(`INSERT INTO categorias_usuario VALUES ('ZZ', 'Teste', 'Test', 'Prueba', 99) ON CONFLICT DO NOTHING`);
  return 'ZZ';
}

function cases(h: AuthHarness) {
  describe('GET /api/unidade-informacao', () => {
    it('lists every library with its campus, by code, with the public token', async () => {
      const res = await h.get('/api/unidade-informacao', await h.publicToken());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<UnidadeInformacao[]>();
      expect(schemaErrors(UnidadeInformacaoList, body)).toEqual([]);
      expect(body).toEqual([
        { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', sigla: 'BC', cod_campus: 1, nome_campus: 'Campus Central' },
        { cod_biblioteca: 2, desc_biblioteca: 'Biblioteca de Ciências da Saúde', sigla: 'BCS', cod_campus: 1, nome_campus: 'Campus Central' },
        { cod_biblioteca: 3, desc_biblioteca: 'Biblioteca Setorial Norte', sigla: 'BSN', cod_campus: 2, nome_campus: 'Campus Norte' },
        { cod_biblioteca: 4, desc_biblioteca: 'Biblioteca do Litoral', sigla: 'BL', cod_campus: 3, nome_campus: 'Campus Litoral' },
      ]);
    });

    it('narrows to one campus; a malformed campus is 400 in the request language; no token is 401', async () => {
      const token = await h.publicToken();
      const one = await h.get('/api/unidade-informacao?campus=1', token);
      expect(one.json<UnidadeInformacao[]>().map((b) => b.cod_biblioteca)).toEqual([1, 2]);
      expect((await h.get('/api/unidade-informacao?campus=9', token)).json()).toEqual([]);
      const bad = await h.get('/api/unidade-informacao?campus=abc', token, { lang: '5' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Invalid campus code.' });
      expect((await h.inject({ method: 'GET', url: '/api/unidade-informacao' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/unidade-informacao/comentario', () => {
    it('a visitor (no token, or the public token) is told to sign in, and nothing is stored', async () => {
      const before = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM comentarios');
      expect((await post(h, COMMENT, null, { content: 'Olá', b: 1 })).statusCode).toBe(401);
      const visitor = await post(h, COMMENT, await h.publicToken(), { content: 'Olá', b: 1 });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Entre com seu código de usuário e senha para continuar.' });
      expect(await h.query('SELECT count(*)::int AS n FROM comentarios')).toEqual(before);
    });

    it('stores the trimmed text for the library as a pending general comment of the patron, and answers 201', async () => {
      const me = await patron(h);
      const res = await post(h, COMMENT, me.token, { content: '  O horário de sábado\npoderia ser maior.  ', b: 2 });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<ComentarioGeralResponse>();
      expect(schemaErrors(ComentarioGeralResponse, body)).toEqual([]);
      expect(body).toMatchObject({ situacao: 'pendente', message: 'Comentário enviado. Ele será publicado depois de aprovado pela biblioteca.' });
      const rows = await h.query<Record<string, unknown>>(
        'SELECT cod_acervo, cod_biblioteca, cod_pessoa, texto, situacao, data_moderacao, data_comentario FROM comentarios WHERE cod_comentario = $1',
        [body.cod_comentario],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ cod_acervo: null, cod_biblioteca: 2, cod_pessoa: me.cod_pessoa, texto: 'O horário de sábado\npoderia ser maior.', situacao: 'pendente', data_moderacao: null });
      expect(Math.abs(new Date(rows[0]?.data_comentario as string).getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('takes the library as the string value of a select, and answers in the request language', async () => {
      const me = await patron(h);
      const en = await post(h, COMMENT, me.token, { content: 'More power sockets, please.', b: '3' }, '5');
      expect(en.statusCode, en.body).toBe(201);
      expect(en.json<ComentarioGeralResponse>().message).toBe('Comment sent. It will be published once the library approves it.');
      const [row] = await h.query<{ cod_biblioteca: number }>('SELECT cod_biblioteca FROM comentarios WHERE cod_comentario = $1', [en.json<ComentarioGeralResponse>().cod_comentario]);
      expect(row?.cod_biblioteca).toBe(3);
      // A NUL character (PostgreSQL text cannot hold one) is dropped rather than failing the call.
      const nul = await post(h, COMMENT, me.token, { content: 'Mais toma\u0000das', b: 3 });
      expect(nul.statusCode, nul.body).toBe(201);
      const [stored] = await h.query<{ texto: string }>('SELECT texto FROM comentarios WHERE cod_comentario = $1', [nul.json<ComentarioGeralResponse>().cod_comentario]);
      expect(stored?.texto).toBe('Mais tomadas');
    });

    it('422 with the field for a library not chosen, malformed or unknown, and for a blank or too long text; stores nothing', async () => {
      const me = await patron(h);
      await expect422(h, COMMENT, me.token, { content: 'Texto' }, 'b', 'Escolha a biblioteca.');
      await expect422(h, COMMENT, me.token, { content: 'Texto', b: '' }, 'b', 'Escolha a biblioteca.');
      await expect422(h, COMMENT, me.token, { content: 'Texto', b: null }, 'b', 'Choose the library.', '5');
      await expect422(h, COMMENT, me.token, { content: 'Texto', b: 'BC' }, 'b', 'Código de biblioteca inválido.');
      await expect422(h, COMMENT, me.token, { content: 'Texto', b: 99 }, 'b', 'Biblioteca no encontrada.', '3');
      await expect422(h, COMMENT, me.token, { content: ' \n\t  ', b: 1 }, 'content', 'Escreva o comentário.');
      await expect422(h, COMMENT, me.token, { content: 'x'.repeat(2001), b: 1 }, 'content', 'O comentário deve ter no máximo 2000 caracteres.');
      // 2000 characters inside blanks is fine: the limit counts the trimmed text.
      expect((await post(h, COMMENT, me.token, { content: `   ${'y'.repeat(2000)}   `, b: 1 })).statusCode).toBe(201);
      const tooBig = await post(h, COMMENT, me.token, { content: 'z'.repeat(5000), b: 1 });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json<{ message: string }>().message).toContain('content');
      const missing = await post(h, COMMENT, me.token, { b: 1 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe('Parâmetro obrigatório ausente: content.');
      const rows = await h.query<{ texto: string }>('SELECT texto FROM comentarios WHERE cod_pessoa = $1', [me.cod_pessoa]);
      expect(rows.map((r) => r.texto)).toEqual(['y'.repeat(2000)]);
    });

    it(`a patron may have 3 general comments awaiting moderation: the 4th is 422 ${LIMITE_COMENTARIOS_EXCEDIDO} until one is reviewed`, async () => {
      const me = await patron(h);
      // A pending comment on a title does not count: the limit is about general comments.
      await h.query(
        `INSERT INTO comentarios (cod_acervo, cod_pessoa, texto, data_comentario) VALUES ((SELECT min(cod_acervo) FROM titulos), $1, 'Sobre um título', now())`,
        [me.cod_pessoa],
      );
      const ids: number[] = [];
      for (const n of [1, 2, 3]) {
        const res = await post(h, COMMENT, me.token, { content: `Comentário ${n}`, b: 1 });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json<ComentarioGeralResponse>().cod_comentario);
      }
      const refused = await expect422(
        h,
        COMMENT,
        me.token,
        { content: 'Comentário 4', b: 1 },
        undefined,
        'Você já tem 3 comentário(s) aguardando a aprovação da biblioteca. Envie outro depois que forem avaliados.',
      );
      expect(refused.codigo).toBe(LIMITE_COMENTARIOS_EXCEDIDO);
      await h.query(`UPDATE comentarios SET situacao = 'aprovado', data_moderacao = now() WHERE cod_comentario = $1`, [ids[0]]);
      expect((await post(h, COMMENT, me.token, { content: 'Comentário 4', b: 1 })).statusCode).toBe(201);
      const general = await h.query<{ texto: string }>('SELECT texto FROM comentarios WHERE cod_pessoa = $1 AND cod_acervo IS NULL ORDER BY cod_comentario', [me.cod_pessoa]);
      expect(general.map((r) => r.texto)).toEqual(['Comentário 1', 'Comentário 2', 'Comentário 3', 'Comentário 4']);
      // Another patron is not affected.
      const other = await patron(h);
      expect((await post(h, COMMENT, other.token, { content: 'Outro', b: 1 })).statusCode).toBe(201);
    });

    it('counts comments sent at the same moment one after the other (never more than the limit)', async () => {
      const me = await patron(h);
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => post(h, COMMENT, me.token, { content: `Ao mesmo tempo ${n}`, b: 4 })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422]);
      const [stored] = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM comentarios WHERE cod_pessoa = $1', [me.cod_pessoa]);
      expect(stored?.n).toBe(3);
    });

    it('takes the limit from configuracoes.comentarios_gerais (0: no limit)', async () => {
      const restore = `UPDATE configuracoes SET valor = '{"limite_pendentes": 3}' WHERE chave = 'comentarios_gerais'`;
      await withSql(h, `UPDATE configuracoes SET valor = '{"limite_pendentes": 1}' WHERE chave = 'comentarios_gerais'`, restore, async () => {
        const me = await patron(h);
        expect((await post(h, COMMENT, me.token, { content: 'Um', b: 1 })).statusCode).toBe(201);
        const refused = await post(h, COMMENT, me.token, { content: 'Dois', b: 1 }, '5');
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({
          message: 'You already have 1 comment(s) awaiting the library’s approval. Send another once they have been reviewed.',
          codigo: LIMITE_COMENTARIOS_EXCEDIDO,
        });
      });
      await withSql(h, `UPDATE configuracoes SET valor = '{"limite_pendentes": 0}' WHERE chave = 'comentarios_gerais'`, restore, async () => {
        const me = await patron(h);
        for (const n of [1, 2, 3, 4, 5]) expect((await post(h, COMMENT, me.token, { content: `Sem limite ${n}`, b: 1 })).statusCode).toBe(201);
      });
    });

    it('403 when activity 13 is off and the patron’s category is not granted it', async () => {
      await withSql(h, 'UPDATE funcionalidades SET ativo = false WHERE cod_atividade = 13', 'UPDATE funcionalidades SET ativo = true WHERE cod_atividade = 13', async () => {
        const bare = await patron(h, await bareCategory(h));
        const refused = await post(h, COMMENT, bare.token, { content: 'Olá', b: 1 });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Você não tem permissão para esta operação.' });
        // The seeded categories hold permission 87/13, so their patrons still comment.
        const granted = await patron(h, '03');
        expect((await post(h, COMMENT, granted.token, { content: 'Olá', b: 1 })).statusCode).toBe(201);
      });
      // Activity on for everyone: the bare category comments too.
      const bare = await patron(h, 'ZZ');
      expect((await post(h, COMMENT, bare.token, { content: 'Olá', b: 1 })).statusCode).toBe(201);
    });
  });

  describe('POST /api/unidade-informacao/sugestao-aquisicao', () => {
    const full = {
      campus: 1,
      biblioteca: 2,
      autor: '  Guyton, Arthur C.  ',
      titulo: ' Tratado de fisiologia médica ',
      edicao: '14. ed.',
      editor: ' Guanabara Koogan ',
      isbn_issn: '978-85-951-5849-8',
      periodico: false,
      outras_inf: ' Para a disciplina de Fisiologia I. ',
    };

    it('a visitor (no token, or the public token) is told to sign in, and nothing is stored', async () => {
      const before = await h.query('SELECT count(*)::int AS n FROM sugestoes_aquisicao');
      expect((await post(h, SUGGESTION, null, full)).statusCode).toBe(401);
      const visitor = await post(h, SUGGESTION, await h.publicToken(), full, '3');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Inicie sesión con su código de usuario y contraseña para continuar.' });
      expect(await h.query('SELECT count(*)::int AS n FROM sugestoes_aquisicao')).toEqual(before);
    });

    it('stores every field, trimmed, as a pre-suggestion of the patron, and answers 201 with the status', async () => {
      const me = await patron(h);
      const res = await post(h, SUGGESTION, me.token, { ...full, periodico: true });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<SugestaoAquisicaoResponse>();
      expect(schemaErrors(SugestaoAquisicaoResponse, body)).toEqual([]);
      expect(body).toMatchObject({ cod_situacao: 13, situacao: 'Pré-sugestão', message: 'Sugestão enviada. A biblioteca vai avaliá-la.' });
      const [row] = await h.query<Record<string, unknown>>(
        `SELECT cod_pessoa, cod_campus, cod_biblioteca, autor, titulo, edicao, editor, isbn_issn, periodico, outras_inf, professor, cod_situacao, data_situacao
         FROM sugestoes_aquisicao WHERE cod_sugestao = $1`,
        [body.cod_sugestao],
      );
      expect(row).toEqual({
        cod_pessoa: me.cod_pessoa,
        cod_campus: 1,
        cod_biblioteca: 2,
        autor: 'Guyton, Arthur C.',
        titulo: 'Tratado de fisiologia médica',
        edicao: '14. ed.',
        editor: 'Guanabara Koogan',
        isbn_issn: '978-85-951-5849-8',
        periodico: true,
        outras_inf: 'Para a disciplina de Fisiologia I.',
        professor: false,
        cod_situacao: 13,
        data_situacao: null,
      });
    });

    it('needs only library, title and publisher: the campus is the library’s, blanks are null; status in the request language', async () => {
      const me = await patron(h);
      const res = await post(h, SUGGESTION, me.token, { biblioteca: '4', titulo: 'Oceanografia', editor: 'Edusp', autor: '  ', campus: '' }, '3');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SugestaoAquisicaoResponse>()).toMatchObject({ situacao: 'Presugerencia', message: 'Sugerencia enviada. La biblioteca la evaluará.' });
      const [row] = await h.query<Record<string, unknown>>(
        'SELECT cod_campus, cod_biblioteca, autor, edicao, isbn_issn, periodico, outras_inf FROM sugestoes_aquisicao WHERE cod_sugestao = $1',
        [res.json<SugestaoAquisicaoResponse>().cod_sugestao],
      );
      expect(row).toEqual({ cod_campus: 3, cod_biblioteca: 4, autor: null, edicao: null, isbn_issn: null, periodico: false, outras_inf: null });
    });

    it('422 with the field for each broken rule, in the request language; stores nothing', async () => {
      const me = await patron(h);
      const cases: [Record<string, unknown>, string, string, string?][] = [
        [{ ...full, biblioteca: undefined }, 'biblioteca', 'Escolha a biblioteca.'],
        [{ ...full, biblioteca: '' }, 'biblioteca', 'Choose the library.', '5'],
        [{ ...full, biblioteca: 'x' }, 'biblioteca', 'Código de biblioteca inválido.'],
        [{ ...full, biblioteca: 77 }, 'biblioteca', 'Biblioteca não encontrada.'],
        [{ ...full, titulo: '   ' }, 'titulo', 'Informe o título.'],
        [{ ...full, titulo: undefined }, 'titulo', 'Enter the title.', '5'],
        [{ ...full, editor: '\n ' }, 'editor', 'Informe a editora.'],
        [{ ...full, editor: null }, 'editor', 'Indique la editorial.', '3'],
        [{ ...full, campus: 'norte' }, 'campus', 'Código de campus inválido.'],
        [{ ...full, campus: 9 }, 'campus', 'Campus não encontrado.'],
        [{ ...full, campus: 2 }, 'biblioteca', 'A biblioteca escolhida não pertence ao campus informado.'],
        [{ ...full, titulo: 't'.repeat(501) }, 'titulo', 'O campo título deve ter no máximo 500 caracteres.'],
        [{ ...full, editor: 'e'.repeat(301) }, 'editor', 'The field publisher must have at most 300 characters.', '5'],
        [{ ...full, isbn_issn: 'não sei' }, 'isbn_issn', 'ISBN ou ISSN inválido: informe 10 ou 13 dígitos (ISBN) ou 8 (ISSN); hífens e espaços são aceitos.'],
        [{ ...full, isbn_issn: '978-85-951-584' }, 'isbn_issn', 'ISBN ou ISSN inválido: informe 10 ou 13 dígitos (ISBN) ou 8 (ISSN); hífens e espaços são aceitos.'],
      ];
      for (const [payload, campo, message, lang] of cases) await expect422(h, SUGGESTION, me.token, payload, campo, message, lang);
      expect(await h.query('SELECT 1 FROM sugestoes_aquisicao WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([]);
    });

    it('takes ISBN-10, ISBN-13 and ISSN with hyphens or spaces, stored as typed', async () => {
      const me = await patron(h);
      for (const isbn of ['85-7522-057-X', '9788575220570', '978 85 7522 057 0', '0317-8471', '2049-3630']) {
        const res = await post(h, SUGGESTION, me.token, { biblioteca: 1, titulo: 'T', editor: 'E', isbn_issn: isbn });
        expect(res.statusCode, `${isbn}: ${res.body}`).toBe(201);
      }
      const rows = await h.query<{ isbn_issn: string }>('SELECT isbn_issn FROM sugestoes_aquisicao WHERE cod_pessoa = $1 ORDER BY cod_sugestao', [me.cod_pessoa]);
      expect(rows.map((r) => r.isbn_issn)).toEqual(['85-7522-057-X', '9788575220570', '978 85 7522 057 0', '0317-8471', '2049-3630']);
    });

    it('403 when activity 12 is off and the patron’s category is not granted it', async () => {
      await withSql(h, 'UPDATE funcionalidades SET ativo = false WHERE cod_atividade = 12', 'UPDATE funcionalidades SET ativo = true WHERE cod_atividade = 12', async () => {
        const bare = await patron(h, await bareCategory(h));
        const refused = await post(h, SUGGESTION, bare.token, full, '5');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'You are not allowed to do this.', codigo: 'PERMISSAO_NEGADA' });
        const granted = await patron(h, '04');
        expect((await post(h, SUGGESTION, granted.token, full)).statusCode).toBe(201);
      });
    });

    it('is described in the OpenAPI document with the other new calls', async () => {
      const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
      expect(Object.keys(doc.paths[SUGGESTION] ?? {})).toContain('post');
      expect(Object.keys(doc.paths[COMMENT] ?? {})).toContain('post');
      expect(Object.keys(doc.paths['/api/unidade-informacao'] ?? {})).toContain('get');
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`unidade-informacao on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AcervosComentados,
  ComentarioEnviadoResponse,
  ComentariosAcervoResponse,
  ComentariosProprios,
  LIMITE_COMENTARIOS_EXCEDIDO,
  MODERACAO_CLIENT_ID,
  ModeracaoDecisaoResponse,
  ModeracaoResponse,
  type ComentarioErrorResponse,
} from '@estante/api-contract';
import { TEST_ARGON2, useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { seedModerationClient } from '../../seed/moderation';

// Comments on titles and their moderation (SPEC.md §3, §4, §7, §8; issue 15 item 5). On PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL (where posts sent at once really race).
if (!TEST_DATABASE_URL) console.info('[comentarios tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const STAFF_SECRET = 'moderation-secret-for-the-tests-0123456789';
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  token: string;
}

/** A new patron (of `category`, named `name`), signed in. */
async function patron(h: AuthHarness, name = 'Teresa Quintana Barros', category = '01'): Promise<Me> {
  const p = await h.person({ name, category });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
}

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const send = (h: AuthHarness, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown, lang = '1') =>
  h.inject({ method, url, headers: { lang, ...auth(token) }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const postComment = (h: AuthHarness, cod: number, token: string | null, texto: unknown, lang = '1') => send(h, 'POST', `/api/comentarios/acervo/${cod}`, token, { texto }, lang);

/** Titles without any comment (each test takes its own, so none sees another's). */
async function freshTitles(h: AuthHarness, n: number): Promise<number[]> {
  const rows = await h.query<{ cod_acervo: number }>(
    `SELECT cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM comentarios c WHERE c.cod_acervo = t.cod_acervo)
     ORDER BY cod_acervo DESC LIMIT $1`,
    [n],
  );
  await h.query(`INSERT INTO comentarios (cod_acervo, cod_pessoa, texto, data_comentario, situacao)
    SELECT unnest($1::int[]), (SELECT min(cod_pessoa) FROM pessoas), 'reservado pelo teste', now() - interval '400 days', 'rejeitado'`, [rows.map((r) => r.cod_acervo)]);
  return rows.map((r) => r.cod_acervo);
}

async function staffToken(h: AuthHarness, secret = STAFF_SECRET) {
  return h.token({ grant_type: 'client_credentials', client_id: MODERACAO_CLIENT_ID, client_secret: secret });
}

function cases(h: AuthHarness) {
  describe('GET /api/comentarios/acervo/:id', () => {
    it("lists only the approved comments, newest first, with the author's first name only", async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const ana = await patron(h, '  Ana Beatriz Carvalho Lima ');
      const bruno = await patron(h, 'Bruno Tavares');
      await h.query(
        `INSERT INTO comentarios (cod_acervo, cod_pessoa, texto, data_comentario, situacao) VALUES
           ($1, $2, 'Mais antigo', '2025-01-10T10:00:00Z', 'aprovado'),
           ($1, $3, 'Mais novo <b>sem HTML</b>', '2025-02-10T10:00:00Z', 'aprovado'),
           ($1, $2, 'Pendente', '2025-03-10T10:00:00Z', 'pendente'),
           ($1, $3, 'Rejeitado', '2025-03-11T10:00:00Z', 'rejeitado')`,
        [cod, ana.cod_pessoa, bruno.cod_pessoa],
      );
      const res = await h.get(`/api/comentarios/acervo/${cod}`, await h.publicToken());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ComentariosAcervoResponse>();
      expect(schemaErrors(ComentariosAcervoResponse, body)).toEqual([]);
      expect(body.total).toBe(2);
      expect(body.comentarios.map(({ autor, texto, data_comentario }) => ({ autor, texto, data_comentario }))).toEqual([
        { autor: 'Bruno', texto: 'Mais novo <b>sem HTML</b>', data_comentario: '2025-02-10T10:00:00Z' },
        { autor: 'Ana', texto: 'Mais antigo', data_comentario: '2025-01-10T10:00:00Z' },
      ]);
      // Nothing else of the authors: no surname, no code, no login.
      expect(res.body).not.toMatch(/Carvalho|Tavares|cod_pessoa|login/);
    });

    it('pages 20 at a time; an unknown title is 404, a malformed code 400, no token 401 — in the request language', async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const me = await patron(h, 'Carla Mendes');
      await h.query(
        `INSERT INTO comentarios (cod_acervo, cod_pessoa, texto, data_comentario, situacao)
         SELECT $1, $2, 'Comentário ' || n, timestamptz '2025-01-01T00:00:00Z' + n * interval '1 day', 'aprovado' FROM generate_series(1, 23) n`,
        [cod, me.cod_pessoa],
      );
      const token = await h.publicToken();
      const first = (await h.get(`/api/comentarios/acervo/${cod}`, token)).json<ComentariosAcervoResponse>();
      expect(first).toMatchObject({ total: 23, pagina: 1, por_pagina: 20 });
      expect(first.comentarios).toHaveLength(20);
      expect(first.comentarios[0]?.texto).toBe('Comentário 23');
      const second = (await h.get(`/api/comentarios/acervo/${cod}?pagina=2`, token)).json<ComentariosAcervoResponse>();
      expect(second.comentarios.map((c) => c.texto)).toEqual(['Comentário 3', 'Comentário 2', 'Comentário 1']);

      const missing = await h.get('/api/comentarios/acervo/2000000000', token, { lang: '5' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Title not found.' });
      const bad = await h.get('/api/comentarios/acervo/abc', token, { lang: '3' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Código no válido.' });
      expect((await send(h, 'GET', `/api/comentarios/acervo/${cod}`, null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/comentarios/acervo/:id', () => {
    it("stores the trimmed text as pending: visible to its author only, not in the title's list; 'comment sent' in the request language", async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const me = await patron(h);
      const other = await patron(h, 'Diego Rocha');
      const res = await postComment(h, cod, me.token, '  Ótimo livro\npara a disciplina.  ', '5');
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<ComentarioEnviadoResponse>();
      expect(schemaErrors(ComentarioEnviadoResponse, body)).toEqual([]);
      expect(body.message).toBe('Comment sent. It will be published once the library approves it.');
      expect(body.comentario).toMatchObject({ cod_acervo: cod, texto: 'Ótimo livro\npara a disciplina.', situacao: 'pendente', data_moderacao: null });

      const mine = await h.get(`/api/comentarios/usuario/acervo/${cod}`, me.token);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(schemaErrors(ComentariosProprios, mine.json())).toEqual([]);
      expect(mine.json()).toEqual([body.comentario]);
      expect((await h.get(`/api/comentarios/usuario/acervo/${cod}`, other.token)).json()).toEqual([]);
      expect((await h.get(`/api/comentarios/acervo/${cod}`, me.token)).json<ComentariosAcervoResponse>().total).toBe(0);

      const titles = await h.get('/api/comentarios/usuario/acervos', me.token);
      expect(schemaErrors(AcervosComentados, titles.json())).toEqual([]);
      expect(titles.json()).toEqual([expect.objectContaining({ cod_acervo: cod, total: 1, pendentes: 1, aprovados: 0, rejeitados: 0 })]);
      expect((await h.get('/api/comentarios/usuario/acervos', other.token)).json()).toEqual([]);
    });

    it('a visitor (no token, the public token) may neither post nor read own comments; nothing is stored', async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const publicToken = await h.publicToken();
      expect((await postComment(h, cod, null, 'Olá')).statusCode).toBe(401);
      const visitor = await postComment(h, cod, publicToken, 'Olá');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Entre com seu código de usuário e senha para continuar.' });
      expect((await h.get(`/api/comentarios/usuario/acervo/${cod}`, publicToken)).statusCode).toBe(401);
      expect((await h.get('/api/comentarios/usuario/acervos', publicToken)).statusCode).toBe(401);
      expect(await h.query(`SELECT 1 FROM comentarios WHERE cod_acervo = $1 AND situacao = 'pendente'`, [cod])).toEqual([]);
    });

    it('422 campo texto for a blank or too long text, 404 for an unknown title; stores nothing', async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const me = await patron(h);
      const expect422 = async (texto: unknown, message: string, lang = '1') => {
        const res = await postComment(h, cod, me.token, texto, lang);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<ComentarioErrorResponse>()).toEqual({ message, campo: 'texto' });
      };
      await expect422(' \n\t ', 'Escreva o comentário.');
      await expect422('\u0000', 'Write your comment.', '5');
      await expect422('x'.repeat(2001), 'O comentário deve ter no máximo 2000 caracteres.');
      await expect422('x'.repeat(2001), 'El comentario debe tener como máximo 2000 caracteres.', '3');
      const unknown = await postComment(h, 2000000000, me.token, 'Texto');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Título não encontrado.' });
      expect(await h.query(`SELECT 1 FROM comentarios WHERE cod_pessoa = $1`, [me.cod_pessoa])).toEqual([]);
      // 2000 characters inside blanks is fine: the limit counts the trimmed text.
      expect((await postComment(h, cod, me.token, `  ${'y'.repeat(2000)}  `)).statusCode).toBe(201);
    });

    it("refuses the comment past the category's limit of the last 24 hours: 422 limite_comentarios_excedido", async () => {
      const titles = await freshTitles(h, 4);
      const me = await patron(h, 'Eva Prado', '06');
      await h.query(`UPDATE politicas_circulacao SET limite_comentarios_dia = 2 WHERE cod_categoria = '06'`);
      try {
        // A comment older than 24 hours does not count.
        await h.query(`INSERT INTO comentarios (cod_acervo, cod_pessoa, texto, data_comentario, situacao) VALUES ($1, $2, 'Antigo', now() - interval '25 hours', 'aprovado')`, [
          titles[0],
          me.cod_pessoa,
        ]);
        expect((await postComment(h, titles[1] ?? 0, me.token, 'Primeiro')).statusCode).toBe(201);
        expect((await postComment(h, titles[2] ?? 0, me.token, 'Segundo')).statusCode).toBe(201);
        const refused = await postComment(h, titles[3] ?? 0, me.token, 'Terceiro');
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json()).toEqual({
          message: 'Limite de comentários excedido: você já enviou 2 comentário(s) nas últimas 24 horas. Tente novamente amanhã.',
          codigo: LIMITE_COMENTARIOS_EXCEDIDO,
        });
        // Nothing of the third was stored.
        expect(await h.query(`SELECT 1 FROM comentarios WHERE cod_acervo = $1 AND cod_pessoa = $2`, [titles[3], me.cod_pessoa])).toEqual([]);
      } finally {
        await h.query(`UPDATE politicas_circulacao SET limite_comentarios_dia = 5 WHERE cod_categoria = '06'`);
      }
    });

    it('403 when activity 13 (comments) is off and the patron’s category is not granted it', async () => {
      const [cod = 0] = await freshTitles(h, 1);
      await h.query(`INSERT INTO categorias_usuario VALUES ('ZY', 'Teste', 'Test', 'Prueba', 99) ON CONFLICT DO NOTHING`);
      await h.query(`INSERT INTO politicas_circulacao VALUES ('ZY', 14, 5, 3, 5) ON CONFLICT DO NOTHING`);
      const bare = await patron(h, 'Hugo Lins', 'ZY');
      await h.query('UPDATE funcionalidades SET ativo = false WHERE cod_atividade = 13');
      try {
        const refused = await postComment(h, cod, bare.token, 'Sem permissão', '5');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'You are not allowed to comment.' });
      } finally {
        await h.query('UPDATE funcionalidades SET ativo = true WHERE cod_atividade = 13');
      }
      expect((await postComment(h, cod, bare.token, 'Agora sim')).statusCode).toBe(201);
    });

    it('10 identical posts at once (a double click, two tabs) make one comment, each answered with it', async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const me = await patron(h);
      const answers = await Promise.all(Array.from({ length: 10 }, () => postComment(h, cod, me.token, 'Um comentário só, por favor.')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      const codes = new Set(answers.map((a) => a.json<ComentarioEnviadoResponse>().comentario.cod_comentario));
      expect(codes.size).toBe(1);
      expect(await h.query<{ n: number }>('SELECT count(*)::int AS n FROM comentarios WHERE cod_acervo = $1 AND cod_pessoa = $2', [cod, me.cod_pessoa])).toEqual([{ n: 1 }]);
    });

    it('10 different posts at once keep to the limit of 5: exactly 5 stored, 5 refused', async () => {
      const titles = await freshTitles(h, 10);
      const me = await patron(h);
      const answers = await Promise.all(titles.map((cod, i) => postComment(h, cod, me.token, `Comentário ${i}`)));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 422 && a.json<ComentarioErrorResponse>().codigo === LIMITE_COMENTARIOS_EXCEDIDO)).toHaveLength(5);
      expect(await h.query<{ n: number }>('SELECT count(*)::int AS n FROM comentarios WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ n: 5 }]);
    });
  });

  describe('DELETE /api/comentarios/usuario/:id', () => {
    it("deletes the patron's own comment; another's answers 404 and stays; the public token is refused", async () => {
      const [cod = 0] = await freshTitles(h, 1);
      const me = await patron(h);
      const other = await patron(h, 'Fábio Nunes');
      const mine = (await postComment(h, cod, me.token, 'Meu comentário')).json<ComentarioEnviadoResponse>().comentario.cod_comentario;
      const theirs = (await postComment(h, cod, other.token, 'O comentário do outro')).json<ComentarioEnviadoResponse>().comentario.cod_comentario;

      const notMine = await send(h, 'DELETE', `/api/comentarios/usuario/${theirs}`, me.token);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toEqual({ message: 'Comentário não encontrado.' });
      const none = await send(h, 'DELETE', '/api/comentarios/usuario/2000000000', me.token);
      expect(none.json()).toEqual(notMine.json());
      expect((await send(h, 'DELETE', `/api/comentarios/usuario/${mine}`, await h.publicToken())).statusCode).toBe(401);
      expect((await send(h, 'DELETE', `/api/comentarios/usuario/${mine}`, null)).statusCode).toBe(401);

      const ok = await send(h, 'DELETE', `/api/comentarios/usuario/${mine}`, me.token, undefined, '5');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ cod_comentario: mine, message: 'Comment deleted.' });
      expect((await h.get(`/api/comentarios/usuario/acervo/${cod}`, me.token)).json()).toEqual([]);
      expect((await send(h, 'DELETE', `/api/comentarios/usuario/${mine}`, me.token)).statusCode).toBe(404);
      expect(await h.query('SELECT cod_comentario FROM comentarios WHERE cod_comentario = $1', [theirs])).toEqual([{ cod_comentario: theirs }]);
    });
  });

  it('every call is described in the OpenAPI document', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/api/comentarios/acervo/{id}'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/comentarios/usuario/{id}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(doc.paths['/api/comentarios/moderacao/{id}'] ?? {})).toEqual(['put']);
    for (const path of ['/api/comentarios/usuario/acervos', '/api/comentarios/usuario/acervo/{id}', '/api/comentarios/moderacao']) expect(doc.paths[path]).toHaveProperty('get');
  });

  describe('moderation (/api/comentarios/moderacao)', () => {
    it('without OAUTH_MODERATION_CLIENT_SECRET the staff client gets no token', async () => {
      const res = await staffToken(h);
      expect(res.statusCode).toBe(401);
      expect((await h.token({ grant_type: 'client_credentials', client_id: MODERACAO_CLIENT_ID })).statusCode).toBe(401);
    });

    describe('with the staff secret configured', () => {
      beforeAll(async () => {
        await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: STAFF_SECRET }, TEST_ARGON2);
      });

      it('a patron token, the public token and a wrong secret never moderate', async () => {
        const me = await patron(h);
        const [cod = 0] = await freshTitles(h, 1);
        const id = (await postComment(h, cod, me.token, 'Aprovem-me')).json<ComentarioEnviadoResponse>().comentario.cod_comentario;
        for (const token of [me.token, await h.publicToken()]) {
          const list = await send(h, 'GET', '/api/comentarios/moderacao', token);
          expect(list.statusCode).toBe(403);
          expect(list.json()).toEqual({ message: 'Somente a equipe da biblioteca pode moderar comentários.' });
          expect((await send(h, 'PUT', `/api/comentarios/moderacao/${id}`, token, { situacao: 'aprovado' })).statusCode).toBe(403);
        }
        expect((await send(h, 'GET', '/api/comentarios/moderacao', null)).statusCode).toBe(401);
        expect((await staffToken(h, 'not-the-secret')).statusCode).toBe(401);
        // The staff client may not sign patrons in.
        expect((await h.token({ grant_type: 'password', client_id: MODERACAO_CLIENT_ID, client_secret: STAFF_SECRET, username: 'x', password: 'y' })).statusCode).toBe(400);
        expect(await h.query('SELECT situacao FROM comentarios WHERE cod_comentario = $1', [id])).toEqual([{ situacao: 'pendente' }]);
      });

      it('the staff lists the pending comments and approves one (then shown with the first name) or rejects one', async () => {
        const [cod = 0] = await freshTitles(h, 1);
        const me = await patron(h, 'Gabriela Souza Lima');
        const approve = (await postComment(h, cod, me.token, 'Para aprovar')).json<ComentarioEnviadoResponse>().comentario;
        const reject = (await postComment(h, cod, me.token, 'Para rejeitar')).json<ComentarioEnviadoResponse>().comentario;
        const token = (await staffToken(h)).json<{ access_token: string }>().access_token;

        const queue = await send(h, 'GET', '/api/comentarios/moderacao', token);
        expect(queue.statusCode, queue.body).toBe(200);
        const body = queue.json<ModeracaoResponse>();
        expect(schemaErrors(ModeracaoResponse, body)).toEqual([]);
        const pending: number[] = [];
        for (let p = 1; p <= Math.ceil(body.total / 20); p++) {
          pending.push(...(await send(h, 'GET', `/api/comentarios/moderacao?pagina=${p}`, token)).json<ModeracaoResponse>().comentarios.map((c) => c.cod_comentario));
        }
        expect(pending).toEqual(expect.arrayContaining([approve.cod_comentario, reject.cod_comentario]));
        expect(body.comentarios.every((c) => c.situacao === 'pendente')).toBe(true);

        const ok = await send(h, 'PUT', `/api/comentarios/moderacao/${approve.cod_comentario}`, token, { situacao: 'aprovado' }, '5');
        expect(ok.statusCode, ok.body).toBe(200);
        expect(schemaErrors(ModeracaoDecisaoResponse, ok.json())).toEqual([]);
        expect(ok.json<ModeracaoDecisaoResponse>()).toMatchObject({ message: 'Comment approved.', comentario: { situacao: 'aprovado', autor: 'Gabriela', cod_acervo: cod } });
        const no = await send(h, 'PUT', `/api/comentarios/moderacao/${reject.cod_comentario}`, token, { situacao: 'rejeitado' });
        expect(no.json<ModeracaoDecisaoResponse>()).toMatchObject({ message: 'Comentário rejeitado.', comentario: { situacao: 'rejeitado' } });

        const shown = (await h.get(`/api/comentarios/acervo/${cod}`, await h.publicToken())).json<ComentariosAcervoResponse>();
        expect(shown.comentarios.map((c) => [c.autor, c.texto])).toEqual([['Gabriela', 'Para aprovar']]);
        const mine = (await h.get(`/api/comentarios/usuario/acervo/${cod}`, me.token)).json<ComentariosProprios>();
        expect(Object.fromEntries(mine.map((c) => [c.texto, c.situacao]))).toEqual({ 'Para aprovar': 'aprovado', 'Para rejeitar': 'rejeitado' });
        expect(mine.every((c) => c.data_moderacao !== null)).toBe(true);

        expect((await send(h, 'PUT', '/api/comentarios/moderacao/2000000000', token, { situacao: 'aprovado' })).statusCode).toBe(404);
        expect((await send(h, 'PUT', `/api/comentarios/moderacao/${approve.cod_comentario}`, token, { situacao: 'talvez' })).statusCode).toBe(400);
      });

      it('once the secret is removed, even a token issued before is refused', async () => {
        const token = (await staffToken(h)).json<{ access_token: string }>().access_token;
        expect((await send(h, 'GET', '/api/comentarios/moderacao', token)).statusCode).toBe(200);
        await seedModerationClient(h.db(), {}, TEST_ARGON2);
        try {
          expect((await send(h, 'GET', '/api/comentarios/moderacao', token)).statusCode).toBe(403);
          expect((await staffToken(h)).statusCode).toBe(401);
        } finally {
          await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: STAFF_SECRET }, TEST_ARGON2);
        }
      });
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`comentarios on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

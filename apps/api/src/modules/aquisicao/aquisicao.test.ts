import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  EstatisticasSugestoes,
  MODERACAO_CLIENT_ID,
  SituacoesSugestao,
  SUGESTAO_CODIGOS,
  SugestaoAquisicaoResponse,
  SugestoesEquipeResposta,
  SugestoesResposta,
  type AquisicaoErrorResponse,
} from '@estante/api-contract';
import { TEST_ARGON2, useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../seed/people';
import { seedModerationClient } from '../../seed/moderation';

// Acquisition suggestions and purchase orders (issue 25 item 4; SPEC.md §4, §5, §6, §7, §8): the
// statuses by name, a patron's own suggestions and their story, statistics, the teachers' path,
// validation, a double send, the staff's list. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL
// (where two sends at once really race).
if (!TEST_DATABASE_URL) console.info('[aquisicao tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LANG = { pt: '1', en: '5', es: '3' } as const;
const POST_URL = '/api/unidade-informacao/sugestao-aquisicao';
const STAFF_SECRET = 'staff-secret-for-the-acquisition-tests-0123456789';
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  token: string;
}

async function signIn(h: AuthHarness, login: string, password: string, codPessoa: number): Promise<Me> {
  const res = await h.login(login, password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: codPessoa, token: res.json<Pair>().access_token };
}
async function patron(h: AuthHarness, category = '01'): Promise<Me> {
  const p = await h.person({ category });
  return signIn(h, p.login, p.password, p.cod_pessoa);
}
const ana = (h: AuthHarness) => signIn(h, '20240001', DEMO_PASSWORDS.leitura, DEMO.ana);
const carlos = (h: AuthHarness) => signIn(h, 'P0001', DEMO_PASSWORDS.docente, DEMO.carlos);

const call = (h: AuthHarness, method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
  h.inject({
    method,
    url,
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function mine(h: AuthHarness, me: Me, query = '', lang: string = LANG.pt): Promise<SugestoesResposta> {
  const res = await call(h, 'GET', `/api/aquisicao/sugestoes${query}`, me.token, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<SugestoesResposta>();
  expect(schemaErrors(SugestoesResposta, body)).toEqual([]);
  return body;
}

const suggestion = (extra: Record<string, unknown> = {}) => ({ biblioteca: 1, titulo: `Título ${Math.random().toString(36).slice(2)}`, editor: 'Editora Teste', ...extra });

function cases(h: AuthHarness) {
  describe('GET /api/aquisicao/sugestoes/situacao', () => {
    it('names the 14 statuses of SPEC.md §4 by stable code, in the request language', async () => {
      const token = await h.publicToken();
      const names: Record<string, string[]> = {};
      for (const [lang, code] of Object.entries(LANG)) {
        const res = await call(h, 'GET', '/api/aquisicao/sugestoes/situacao', token, undefined, code);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<SituacoesSugestao>();
        expect(schemaErrors(SituacoesSugestao, body)).toEqual([]);
        expect(body.map((s) => s.codigo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
        names[lang] = body.map((s) => s.descricao);
      }
      expect(names.en).toEqual([
        'Awaiting delivery', 'Attended', 'Cancelled', 'Duplicated', 'In quotation', 'Exhausted', 'Finished / incomplete',
        'Already in the collection', 'Not attended', 'Not found', 'Partly attended', 'Trading', 'Pre-suggestion', 'Purchase suggestion',
      ]);
      expect(names.pt?.[0]).toBe('Aguardando entrega');
      expect(names.pt?.[12]).toBe('Pré-sugestão');
      expect(names.es?.[4]).toBe('En cotización');
      expect(names.es?.[13]).toBe('Sugerencia de compra');
      expect((await call(h, 'GET', '/api/aquisicao/sugestoes/situacao', null)).statusCode).toBe(401);
    });
  });

  describe("GET /api/aquisicao/sugestoes: the patron's own, and their story", () => {
    it('a visitor gets 401; a category without the page (571/5725) gets 403 with its codigo', async () => {
      expect((await call(h, 'GET', '/api/aquisicao/sugestoes', null)).statusCode).toBe(401);
      expect((await call(h, 'GET', '/api/aquisicao/sugestoes', await h.publicToken())).statusCode).toBe(401);
      await h.query(`INSERT INTO categorias_usuario VALUES ('ZY', 'Teste', 'Test', 'Prueba', 99) ON CONFLICT DO NOTHING`);
      const bare = await patron(h, 'ZY');
      for (const url of ['/api/aquisicao/sugestoes', '/api/aquisicao/estatisticas']) {
        const res = await call(h, 'GET', url, bare.token, undefined, LANG.en);
        expect(res.statusCode, url).toBe(403);
        expect(res.json<AquisicaoErrorResponse>().codigo).toBe('PERMISSAO_NEGADA');
        expect(res.json<AquisicaoErrorResponse>().message).toMatch(/^Authentication permissions denied/);
      }
    });

    it('Ana reads her seeded suggestions newest first: the arrived one linked to its catalogued title, the refused one with its reason, the one awaiting delivery in its order', async () => {
      const me = await ana(h);
      const body = await mine(h, me, '', LANG.en);
      const stored = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM sugestoes_aquisicao WHERE cod_pessoa = $1', [DEMO.ana]);
      expect(body.total).toBe(stored[0]?.n);
      expect(body.total).toBeGreaterThanOrEqual(6);
      const dates = body.sugestoes.map((s) => s.data_sugestao);
      expect([...dates].sort().reverse()).toEqual(dates);

      const arrived = body.sugestoes.find((s) => s.cod_situacao === 2 && s.chegada !== null);
      expect(arrived?.situacao).toBe('Attended');
      const [title] = await h.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [arrived?.chegada?.cod_acervo]);
      expect(arrived?.chegada).toMatchObject({ titulo: title?.obra, rota: `/acervo/${arrived?.chegada?.cod_acervo}` });
      expect(arrived?.pedido).toMatchObject({ situacao: 'recebido', situacao_descricao: 'Received', fornecedor: 'Distribuidora Livro Técnico Ltda.' });

      const refused = body.sugestoes.find((s) => s.cod_situacao === 9);
      expect(refused).toMatchObject({ situacao: 'Not attended', titulo: 'Ansiedade: como enfrentar o mal do século', pedido: null, chegada: null });
      expect(refused?.recusa?.motivo).toMatch(/fora da política de desenvolvimento de coleções/);

      const waiting = body.sugestoes.find((s) => s.cod_situacao === 1);
      expect(waiting).toMatchObject({ situacao: 'Awaiting delivery', titulo: 'Engenharia de software', chegada: null, recusa: null });
      expect(waiting?.pedido).toMatchObject({ situacao: 'enviado', situacao_descricao: 'Sent to the supplier', fornecedor: 'Livraria Acadêmica Sul' });
      expect(waiting?.pedido?.numero).toMatch(/^PC-\d{4}\/0011$/);
      expect(waiting?.pedido?.previsao_entrega).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Nothing of anyone else's.
      expect(body.sugestoes.every((s) => !s.professor)).toBe(true);
    });

    it('filters by status by its code, and refuses an unknown one with 422, campo and codigo', async () => {
      const me = await ana(h);
      const refused = await mine(h, me, '?situacao=9', LANG.es);
      expect(refused.total).toBeGreaterThanOrEqual(1);
      expect(refused.sugestoes.every((s) => s.cod_situacao === 9 && s.situacao === 'No atendida')).toBe(true);
      for (const bad of ['x', '99']) {
        const res = await call(h, 'GET', `/api/aquisicao/sugestoes?situacao=${bad}`, me.token);
        expect(res.statusCode).toBe(422);
        expect(res.json<AquisicaoErrorResponse>()).toEqual({ message: 'Situação de sugestão desconhecida.', campo: 'situacao', codigo: SUGESTAO_CODIGOS.situacaoInvalida });
      }
    });

    it("another patron's token sees none of Ana's suggestions and counts none of them", async () => {
      const other = await patron(h);
      const body = await mine(h, other);
      expect(body).toEqual({ total: 0, pagina: 1, por_pagina: 20, sugestoes: [] });
      const stats = (await call(h, 'GET', '/api/aquisicao/estatisticas', other.token)).json<EstatisticasSugestoes>();
      expect(stats.total).toBe(0);
      expect(stats.taxa_atendimento).toBeNull();
      // What B sends is B's alone: A's list does not grow.
      const before = (await mine(h, await ana(h))).total;
      expect((await call(h, 'POST', POST_URL, other.token, suggestion())).statusCode).toBe(201);
      expect((await mine(h, await ana(h))).total).toBe(before);
      expect((await mine(h, other)).total).toBe(1);
    });
  });

  describe('GET /api/aquisicao/estatisticas', () => {
    it("counts Ana's seeded rows per status and per year, and the attended rate", async () => {
      const me = await ana(h);
      const res = await call(h, 'GET', '/api/aquisicao/estatisticas', me.token, undefined, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      const stats = res.json<EstatisticasSugestoes>();
      expect(schemaErrors(EstatisticasSugestoes, stats)).toEqual([]);
      const perStatus = await h.query<{ cod_situacao: number; n: number }>(
        'SELECT cod_situacao, count(*)::int AS n FROM sugestoes_aquisicao WHERE cod_pessoa = $1 GROUP BY 1',
        [DEMO.ana],
      );
      const expected = Object.fromEntries(perStatus.map((r) => [r.cod_situacao, r.n]));
      expect(stats.por_situacao).toHaveLength(14);
      for (const s of stats.por_situacao) expect(s.total, s.descricao).toBe(expected[s.codigo] ?? 0);
      const total = perStatus.reduce((n, r) => n + r.n, 0);
      expect(stats.total).toBe(total);
      const atendidas = (expected[2] ?? 0) + (expected[11] ?? 0);
      expect(stats.atendidas).toBe(atendidas);
      expect(stats.taxa_atendimento).toBeCloseTo(atendidas / total, 3);
      const perYear = await h.query<{ ano: number; n: number }>(
        `SELECT extract(year FROM data_sugestao AT TIME ZONE 'UTC')::int AS ano, count(*)::int AS n FROM sugestoes_aquisicao WHERE cod_pessoa = $1 GROUP BY 1 ORDER BY 1 DESC`,
        [DEMO.ana],
      );
      expect(stats.por_ano).toEqual(perYear.map((r) => ({ ano: r.ano, total: r.n })));
      expect(stats.por_ano.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe("the teachers' path (SPEC.md §6)", () => {
    it('the professor sends a teacher’s suggestion naming a course and a discipline; it is stored marked, and listed so', async () => {
      const me = await carlos(h);
      const res = await call(h, 'POST', POST_URL, me.token, suggestion({ titulo: 'Metodologia do trabalho científico', professor: true, curso: '1', disciplina: 1 }));
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<SugestaoAquisicaoResponse>();
      expect(schemaErrors(SugestaoAquisicaoResponse, body)).toEqual([]);
      expect(body.professor).toBe(true);
      const [row] = await h.query('SELECT professor, cod_curso, cod_disciplina FROM sugestoes_aquisicao WHERE cod_sugestao = $1', [body.cod_sugestao]);
      expect(row).toEqual({ professor: true, cod_curso: 1, cod_disciplina: 1 });
      const listed = (await mine(h, me)).sugestoes.find((s) => s.cod_sugestao === body.cod_sugestao);
      expect(listed).toMatchObject({ professor: true, curso: { codigo: 1, descricao: 'Biblioteconomia' }, disciplina: { codigo: 1, sigla: 'MET101', descricao: 'Metodologia Científica' } });
      // The seeded teacher's suggestion is there too.
      expect((await mine(h, me)).sugestoes.some((s) => s.professor && s.titulo === 'Como elaborar projetos de pesquisa' && s.disciplina?.sigla === 'MET101')).toBe(true);
    });

    it('a student cannot mark a suggestion as a teacher’s (403, codigo) nor name a course (422, campo); nothing is stored', async () => {
      const me = await patron(h, '01');
      const refused = await call(h, 'POST', POST_URL, me.token, suggestion({ professor: true }), LANG.en);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<AquisicaoErrorResponse>()).toEqual({ message: 'Only teachers may send a teacher’s suggestion.', codigo: SUGESTAO_CODIGOS.somenteProfessor, campo: 'professor' });
      const course = await call(h, 'POST', POST_URL, me.token, suggestion({ curso: 1 }));
      expect(course.statusCode).toBe(422);
      expect(course.json<AquisicaoErrorResponse>()).toMatchObject({ campo: 'curso', codigo: SUGESTAO_CODIGOS.cursoInvalido });
      const discipline = await call(h, 'POST', POST_URL, me.token, suggestion({ professor: false, disciplina: 1 }), LANG.es);
      expect(discipline.json<AquisicaoErrorResponse>()).toMatchObject({ campo: 'disciplina', message: 'Curso y asignatura solo pueden indicarse en una sugerencia de profesor.' });
      expect(await h.query('SELECT 1 FROM sugestoes_aquisicao WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([]);
    });

    it('a course or discipline must exist, and the discipline be of the course', async () => {
      const me = await carlos(h);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ curso: 999 }, 'curso', 'Curso não encontrado.'],
        [{ curso: 'abc' }, 'curso', 'Curso não encontrado.'],
        [{ disciplina: 999 }, 'disciplina', 'Disciplina não encontrada.'],
        [{ curso: 2, disciplina: 1 }, 'disciplina', 'A disciplina escolhida não faz parte do curso informado.'],
      ];
      for (const [extra, campo, message] of cases) {
        const res = await call(h, 'POST', POST_URL, me.token, suggestion({ professor: true, ...extra }));
        expect(res.statusCode, JSON.stringify(extra)).toBe(422);
        expect(res.json<AquisicaoErrorResponse>()).toMatchObject({ campo, message });
      }
    });
  });

  describe('SPEC.md §5 on the send', () => {
    it('library, title and publisher required, non-blank after trimming: 422 with campo, codigo and the message in the request language', async () => {
      const me = await patron(h);
      const cases: [Record<string, unknown>, string, string, string, string][] = [
        [{ titulo: '   ' }, 'titulo', 'Enter the title.', LANG.en, SUGESTAO_CODIGOS.tituloObrigatorio],
        [{ editor: '\t' }, 'editor', 'Indique la editorial.', LANG.es, SUGESTAO_CODIGOS.editorObrigatorio],
        [{ biblioteca: '' }, 'biblioteca', 'Escolha a biblioteca.', LANG.pt, SUGESTAO_CODIGOS.bibliotecaObrigatoria],
      ];
      for (const [extra, campo, message, lang, codigo] of cases) {
        const res = await call(h, 'POST', POST_URL, me.token, suggestion(extra), lang);
        expect(res.statusCode).toBe(422);
        expect(res.json<AquisicaoErrorResponse>()).toEqual({ message, campo, codigo });
      }
      expect(await h.query('SELECT 1 FROM sugestoes_aquisicao WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([]);
    });
  });

  describe('a double click', () => {
    it('two identical sends at once store one suggestion; the other is told it was already recorded (409)', async () => {
      const me = await patron(h);
      const body = suggestion({ autor: 'Freire, Paulo', edicao: '1. ed.' });
      const results = await Promise.all([call(h, 'POST', POST_URL, me.token, body), call(h, 'POST', POST_URL, me.token, body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = results.find((r) => r.statusCode === 409);
      expect(refused?.json<AquisicaoErrorResponse>()).toEqual({ message: 'Você acabou de enviar esta mesma sugestão; ela já foi registrada.', codigo: SUGESTAO_CODIGOS.repetida });
      expect(await h.query('SELECT count(*)::int AS n FROM sugestoes_aquisicao WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ n: 1 }]);
      // The same again with other spacing and case is the same suggestion; a different one is not.
      const again = await call(h, 'POST', POST_URL, me.token, { ...body, titulo: `  ${String(body.titulo).toUpperCase()} ` });
      expect(again.statusCode).toBe(409);
      const other = await Promise.all([
        call(h, 'POST', POST_URL, me.token, suggestion()),
        call(h, 'POST', POST_URL, me.token, suggestion()),
      ]);
      expect(other.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(await h.query('SELECT count(*)::int AS n FROM sugestoes_aquisicao WHERE cod_pessoa = $1', [me.cod_pessoa])).toEqual([{ n: 3 }]);
    });
  });

  describe("the library's view (GET /api/aquisicao/equipe/sugestoes)", () => {
    beforeAll(async () => {
      await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: STAFF_SECRET }, TEST_ARGON2);
    });

    it("lists teachers' suggestions apart from the others, for the staff client only", async () => {
      const me = await ana(h);
      expect((await call(h, 'GET', '/api/aquisicao/equipe/sugestoes', me.token)).statusCode).toBe(403);
      expect((await call(h, 'GET', '/api/aquisicao/equipe/sugestoes', await h.publicToken())).statusCode).toBe(403);
      const tokenRes = await h.token({ grant_type: 'client_credentials', client_id: MODERACAO_CLIENT_ID, client_secret: STAFF_SECRET });
      const token = tokenRes.json<{ access_token: string }>().access_token;
      const res = await call(h, 'GET', '/api/aquisicao/equipe/sugestoes', token, undefined, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<SugestoesEquipeResposta>();
      expect(schemaErrors(SugestoesEquipeResposta, body)).toEqual([]);
      const [counts] = await h.query<{ p: number; o: number }>('SELECT count(*) FILTER (WHERE professor)::int AS p, count(*) FILTER (WHERE NOT professor)::int AS o FROM sugestoes_aquisicao');
      expect(body.professores.total).toBe(counts?.p);
      expect(body.demais.total).toBe(counts?.o);
      expect(body.professores.sugestoes.every((s) => s.professor && s.categoria === 'Professor')).toBe(true);
      expect(body.demais.sugestoes.every((s) => !s.professor)).toBe(true);
      expect(body.professores.sugestoes.find((s) => s.titulo === 'Como elaborar projetos de pesquisa')).toMatchObject({
        nome_pessoa: 'Carlos Eduardo Mendes',
        curso: 'Biblioteconomia',
        disciplina: 'MET101 Metodologia Científica',
        situacao: 'Purchase suggestion',
      });
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`aquisicao on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  EstatisticasPessoais,
  Levantamentos,
  MODERACAO_CLIENT_ID,
  OpcoesLevantamento,
  PEDIDO_CODIGOS,
  PedidosEquipe,
  type PedidoEquipeGravado,
  Permutas,
  type LevantamentoGravado,
  type PedidoErrorResponse,
  type PermutaGravada,
} from '@estante/api-contract';
import { TEST_ARGON2, useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../../seed/people';
import { seedModerationClient } from '../../../seed/moderation';
import { plainText } from '.';

// Bibliographic survey, exchange of publications and personal statistics (issue 26 items 5, 6):
// create, list, cancel (two at once: one), the staff's list and answer (staff token only), every
// rule as 422 with its field, another patron sees and cancels nothing, statistics from the
// database. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
if (!TEST_DATABASE_URL) console.info('[pedidos-biblioteca tests] TEST_DATABASE_URL is not set: PGlite only.');

const LANG = { pt: '1', en: '5', es: '3' } as const;
const SURVEY = '/api/pessoas/levantamento-bibliografico';
const EXCHANGE = '/api/pessoas/permuta';
const STAFF = '/api/pessoas/pedidos-biblioteca/equipe';
const STATS = '/api/pessoas/estatisticas';
const SECRET = 'staff-secret-for-the-survey-tests-0123456789abcdef';
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  token: string;
  login?: string;
}
async function patron(h: AuthHarness, category = '01'): Promise<Me> {
  const p = await h.person({ category });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token, login: p.login };
}
async function ana(h: AuthHarness): Promise<Me> {
  const res = await h.login('20240001', DEMO_PASSWORDS.leitura);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: DEMO.ana, token: res.json<Pair>().access_token };
}
const call = (h: AuthHarness, method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
  h.inject({ method, url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const nextYear = () => new Date().getUTCFullYear() + 1;
const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const survey = (extra: Record<string, unknown> = {}) => ({
  assunto: 'Bibliotecas universitárias e acesso aberto',
  ano_inicio: 2000,
  ano_fim: 2020,
  idiomas: ['por', 'eng'],
  tipos_obra: [1, 2],
  finalidade: 'dissertacao_tese',
  prazo: inDays(20),
  observacoes: 'Apenas textos completos.',
  ...extra,
});
const exchange = (extra: Record<string, unknown> = {}) => ({
  modalidade: 'oferta',
  instituicao: 'Revista de Biblioteconomia',
  itens: [{ titulo: 'Revista de Biblioteconomia v. 12', autor: null, ano: 2019, quantidade: 3, notas: 'Números 1 a 3' }],
  ...extra,
});

function cases(h: AuthHarness) {
  let staff = '';
  beforeAll(async () => {
    await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: SECRET }, TEST_ARGON2);
    const res = await h.token({ grant_type: 'client_credentials', client_id: MODERACAO_CLIENT_ID, client_secret: SECRET });
    staff = res.json<{ access_token: string }>().access_token;
  });

  it('names the survey options in the request language, the work types from the catalogue', async () => {
    const me = await patron(h);
    const res = await call(h, 'GET', `${SURVEY}/opcoes`, me.token, undefined, LANG.en);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OpcoesLevantamento>();
    expect(schemaErrors(OpcoesLevantamento, body)).toEqual([]);
    const types = await h.query<{ cod_tipo_obra: number; descricao_en: string }>('SELECT cod_tipo_obra, descricao_en FROM tipos_obra ORDER BY cod_tipo_obra');
    expect(body.tipos_obra).toEqual(types.map((t) => ({ valor: String(t.cod_tipo_obra), rotulo: t.descricao_en })));
    expect(body.idiomas.find((i) => i.valor === 'heb')?.rotulo).toBe('Hebrew');
  });

  it('creates a survey, lists it as received, the staff sets it in progress and answers it (HTML taken out), the patron reads the answer', async () => {
    const me = await patron(h);
    const created = await call(h, 'POST', SURVEY, me.token, survey(), LANG.en);
    expect(created.statusCode, created.body).toBe(201);
    const { levantamento } = created.json<LevantamentoGravado>();
    expect(levantamento).toMatchObject({ situacao: 'recebido', situacao_descricao: 'Received', cancelavel: true, resposta: null, ano_inicio: 2000, ano_fim: 2020 });
    expect(levantamento.idiomas.map((i) => i.rotulo)).toEqual(['Portuguese', 'English']);
    expect(levantamento.finalidade.rotulo).toBe('Dissertation or thesis');

    const open = await call(h, 'GET', STAFF, staff, undefined, LANG.en);
    expect(open.statusCode, open.body).toBe(200);
    const list = open.json<PedidosEquipe>();
    expect(schemaErrors(PedidosEquipe, list)).toEqual([]);
    const mine = list.find((p) => p.cod_pedido === levantamento.cod_pedido);
    expect(mine).toMatchObject({ tipo: 'levantamento', situacao: 'recebido', nome_pessoa: 'Teresa Quintana Barros' });
    expect(mine?.detalhes).toContainEqual({ campo: 'Subject', valor: 'Bibliotecas universitárias e acesso aberto' });
    expect(mine?.detalhes).toContainEqual({ campo: 'Period', valor: '2000–2020' });

    const progress = await call(h, 'PUT', `${STAFF}/${levantamento.cod_pedido}`, staff, { situacao: 'em_andamento' });
    expect(progress.statusCode, progress.body).toBe(200);
    const noAnswer = await call(h, 'PUT', `${STAFF}/${levantamento.cod_pedido}`, staff, { situacao: 'respondido', resposta: '  <b> </b> ' });
    expect(noAnswer.statusCode).toBe(422);
    expect(noAnswer.json<PedidoErrorResponse>().campo).toBe('resposta');
    expect(await h.lastMail(me.login!)).toBeUndefined();
    const answered = await call(h, 'PUT', `${STAFF}/${levantamento.cod_pedido}`, staff, { situacao: 'respondido', resposta: '<p>Encontramos <b>42</b> referências.</p><script>alert(1)</script>Veja o anexo &amp; a lista.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<PedidoEquipeGravado>().email).toBe('enviado');
    // One e-mail, in the language the patron asked in (English), with the answer as plain text.
    const mail = await h.lastMail(me.login!);
    expect(mail).toMatchObject({ to: ['teresa.barros@estante.example'], subject: 'Your bibliographic survey has been answered' });
    expect(mail?.text).toContain('The library has answered your bibliographic survey request:\n\nEncontramos 42 referências.');
    expect(mail?.text).not.toMatch(/[<>]/);

    const res = await call(h, 'GET', SURVEY, me.token);
    expect(res.statusCode).toBe(200);
    const surveys = res.json<Levantamentos>();
    expect(schemaErrors(Levantamentos, surveys)).toEqual([]);
    expect(surveys).toHaveLength(1);
    expect(surveys[0]).toMatchObject({ situacao: 'respondido', situacao_descricao: 'Respondido', cancelavel: false });
    expect(surveys[0]?.resposta).toBe('Encontramos 42 referências.\nalert(1)Veja o anexo & a lista.');
    expect(surveys[0]?.resposta).not.toMatch(/[<>]/);
    // Answered: neither the patron's cancel nor another staff change touches it.
    expect((await call(h, 'PUT', `${SURVEY}/${levantamento.cod_pedido}/cancelamento`, me.token)).statusCode).toBe(409);
    const again = await call(h, 'PUT', `${STAFF}/${levantamento.cod_pedido}`, staff, { situacao: 'cancelado' });
    expect(again.statusCode).toBe(409);
    expect(again.json<PedidoErrorResponse>().codigo).toBe(PEDIDO_CODIGOS.encerrado);
  });

  it('a patron who refuses e-mail gets the answer in the personal area only', async () => {
    const me = await patron(h);
    await h.query('UPDATE pessoas SET recebe_email = false WHERE cod_pessoa = $1', [me.cod_pessoa]);
    const { permuta } = (await call(h, 'POST', EXCHANGE, me.token, exchange())).json<PermutaGravada>();
    const answered = await call(h, 'PUT', `${STAFF}/${permuta.cod_pedido}`, staff, { situacao: 'respondido', resposta: 'Aceitamos a doação.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<PedidoEquipeGravado>().email).toBe('sem_email');
    expect(await h.lastMail(me.login!)).toBeUndefined();
    expect((await call(h, 'GET', EXCHANGE, me.token)).json<Permutas>()[0]).toMatchObject({ situacao: 'respondido', resposta: 'Aceitamos a doação.' });
  });

  it('creates an exchange offer with its publications, lists it, and the patron cancels it', async () => {
    const me = await patron(h);
    const created = await call(h, 'POST', EXCHANGE, me.token, exchange({ itens: [...exchange().itens, { titulo: 'Manual de catalogação', autor: 'Mey, Eliane', ano: '2009', quantidade: '1' }] }), LANG.es);
    expect(created.statusCode, created.body).toBe(201);
    const { permuta } = created.json<PermutaGravada>();
    expect(permuta).toMatchObject({ modalidade: 'oferta', modalidade_descricao: 'Ofrezco publicaciones', situacao: 'recebido', instituicao: 'Revista de Biblioteconomia' });
    expect(permuta.itens).toEqual([
      { titulo: 'Revista de Biblioteconomia v. 12', autor: null, ano: 2019, quantidade: 3, notas: 'Números 1 a 3' },
      { titulo: 'Manual de catalogação', autor: 'Mey, Eliane', ano: 2009, quantidade: 1, notas: null },
    ]);
    const cancel = await call(h, 'PUT', `${EXCHANGE}/${permuta.cod_pedido}/cancelamento`, me.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const list = (await call(h, 'GET', EXCHANGE, me.token)).json<Permutas>();
    expect(schemaErrors(Permutas, list)).toEqual([]);
    expect(list.map((p) => [p.cod_pedido, p.situacao, p.cancelado_por, p.cancelavel])).toEqual([[permuta.cod_pedido, 'cancelado', 'usuario', false]]);
    // No longer open: not on the staff's list.
    expect((await call(h, 'GET', STAFF, staff)).json<PedidosEquipe>().some((p) => p.cod_pedido === permuta.cod_pedido)).toBe(false);
  });

  it('two cancels at once: one cancels (200), the other finds it closed (409); one status change stored', async () => {
    const me = await patron(h);
    const { levantamento } = (await call(h, 'POST', SURVEY, me.token, survey())).json<LevantamentoGravado>();
    const both = await Promise.all([1, 2].map(() => call(h, 'PUT', `${SURVEY}/${levantamento.cod_pedido}/cancelamento`, me.token)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await h.query('SELECT situacao, cancelado_por FROM pedidos_biblioteca WHERE cod_pedido = $1', [levantamento.cod_pedido])).toEqual([{ situacao: 'cancelado', cancelado_por: 'usuario' }]);
  });

  it("patron A sees nothing of patron B's requests and cannot cancel them (404, unchanged)", async () => {
    const a = await patron(h);
    const b = await patron(h);
    const s = (await call(h, 'POST', SURVEY, b.token, survey())).json<LevantamentoGravado>().levantamento;
    const x = (await call(h, 'POST', EXCHANGE, b.token, exchange())).json<PermutaGravada>().permuta;
    expect((await call(h, 'GET', SURVEY, a.token)).json<Levantamentos>()).toEqual([]);
    expect((await call(h, 'GET', EXCHANGE, a.token)).json<Permutas>()).toEqual([]);
    const cs = await call(h, 'PUT', `${SURVEY}/${s.cod_pedido}/cancelamento`, a.token);
    const cx = await call(h, 'PUT', `${EXCHANGE}/${x.cod_pedido}/cancelamento`, a.token);
    expect([cs.statusCode, cx.statusCode]).toEqual([404, 404]);
    expect(cs.json<PedidoErrorResponse>().codigo).toBe(PEDIDO_CODIGOS.naoEncontrado);
    // A survey's code is not an exchange's: the kinds do not cross either.
    expect((await call(h, 'PUT', `${EXCHANGE}/${s.cod_pedido}/cancelamento`, b.token)).statusCode).toBe(404);
    expect(await h.query('SELECT situacao FROM pedidos_biblioteca WHERE cod_pedido = ANY($1::int[]) ORDER BY cod_pedido', [[s.cod_pedido, x.cod_pedido]])).toEqual([{ situacao: 'recebido' }, { situacao: 'recebido' }]);
    expect((await call(h, 'GET', SURVEY, b.token)).json<Levantamentos>().map((r) => r.cod_pedido)).toEqual([s.cod_pedido]);
  });

  it('a patron or the public token on the staff endpoints: 403; no token: 401', async () => {
    const me = await patron(h);
    const { levantamento } = (await call(h, 'POST', SURVEY, me.token, survey())).json<LevantamentoGravado>();
    for (const token of [me.token, await h.publicToken()]) {
      const list = await call(h, 'GET', STAFF, token);
      expect(list.statusCode).toBe(403);
      expect(list.json<PedidoErrorResponse>().codigo).toBe(PEDIDO_CODIGOS.somenteEquipe);
      expect((await call(h, 'PUT', `${STAFF}/${levantamento.cod_pedido}`, token, { situacao: 'respondido', resposta: 'x' })).statusCode).toBe(403);
    }
    expect((await call(h, 'GET', STAFF, null)).statusCode).toBe(401);
    expect((await h.query<{ situacao: string }>('SELECT situacao FROM pedidos_biblioteca WHERE cod_pedido = $1', [levantamento.cod_pedido]))[0]?.situacao).toBe('recebido');
  });

  it('a category without the pages (community member, 14): 403 on survey and exchange; statistics are open to it', async () => {
    const me = await patron(h, '14');
    for (const [method, url, body] of [['GET', SURVEY], ['POST', SURVEY, survey()], ['GET', `${SURVEY}/opcoes`], ['GET', EXCHANGE], ['POST', EXCHANGE, exchange()]] as const) {
      const res = await call(h, method, url, me.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(h, 'GET', STATS, me.token)).statusCode).toBe(200);
    expect((await h.query('SELECT count(*)::int AS n FROM pedidos_biblioteca WHERE cod_pessoa = $1', [me.cod_pessoa]))[0]).toEqual({ n: 0 });
  });

  describe('every rule answers 422 with its field, in the request language, and stores nothing', () => {
    const year = new Date().getUTCFullYear();
    const surveyCases: [string, Record<string, unknown>, string, RegExp][] = [
      ['blank subject', { assunto: '   ' }, 'assunto', /Fill in this field/],
      ['subject too long', { assunto: 'a'.repeat(301) }, 'assunto', /at most 300/],
      ['no start year', { ano_inicio: '' }, 'ano_inicio', /Fill in/],
      ['no end year', { ano_fim: null }, 'ano_fim', /Fill in/],
      ['start year not a year', { ano_inicio: '20x0' }, 'ano_inicio', /four-digit year/],
      ['end year in the future', { ano_fim: nextYear() }, 'ano_fim', new RegExp(`after ${year}`)],
      ['start after end (SPEC.md §5)', { ano_inicio: 2021, ano_fim: 2020 }, 'ano_inicio', /start year cannot be after the end year/],
      ['no language', { idiomas: [] }, 'idiomas', /at least one language/],
      ['unknown language', { idiomas: ['xxx'] }, 'idiomas', /Unknown language/],
      ['no type of material', { tipos_obra: [] }, 'tipos_obra', /at least one type/],
      ['a work type the catalogue has not', { tipos_obra: [1, 777] }, 'tipos_obra', /Unknown type/],
      ['no purpose', { finalidade: '' }, 'finalidade', /Fill in/],
      ['unknown purpose', { finalidade: 'lazer' }, 'finalidade', /Unknown purpose/],
      ['no deadline', { prazo: '' }, 'prazo', /Fill in/],
      ['deadline not a date', { prazo: '2025-02-30' }, 'prazo', /valid date/],
      ['deadline in the past', { prazo: inDays(-1) }, 'prazo', /past date/],
      ['notes too long', { observacoes: 'n'.repeat(2001) }, 'observacoes', /at most 2000/],
    ];
    for (const [name, extra, campo, text] of surveyCases) {
      it(`survey: ${name} → ${campo}`, async () => {
        const me = await patron(h);
        const res = await call(h, 'POST', SURVEY, me.token, survey(extra), LANG.en);
        expect(res.statusCode, res.body).toBe(422);
        const body = res.json<PedidoErrorResponse>();
        expect(body.campo).toBe(campo);
        expect(body.codigo).toBe(PEDIDO_CODIGOS.invalido);
        expect(body.message).toMatch(text);
        expect((await h.query('SELECT count(*)::int AS n FROM pedidos_biblioteca WHERE cod_pessoa = $1', [me.cod_pessoa]))[0]).toEqual({ n: 0 });
      });
    }
    it('survey: the deadline may be today; the message is Portuguese and Spanish too', async () => {
      const me = await patron(h);
      expect((await call(h, 'POST', SURVEY, me.token, survey({ prazo: inDays(0) }))).statusCode).toBe(201);
      expect((await call(h, 'POST', SURVEY, me.token, survey({ ano_inicio: 2021, ano_fim: 2020 }), LANG.pt)).json<PedidoErrorResponse>().message).toBe('O ano inicial não pode ser posterior ao ano final.');
      expect((await call(h, 'POST', SURVEY, me.token, survey({ ano_inicio: 2021, ano_fim: 2020 }), LANG.es)).json<PedidoErrorResponse>().message).toBe('El año inicial no puede ser posterior al año final.');
    });
    const exchangeCases: [string, Record<string, unknown>, string][] = [
      ['unknown kind', { modalidade: 'venda' }, 'modalidade'],
      ['institution too long', { instituicao: 'i'.repeat(201) }, 'instituicao'],
      ['no publication', { itens: [] }, 'itens'],
      ['too many publications', { itens: Array.from({ length: 21 }, () => ({ titulo: 'T', quantidade: 1 })) }, 'itens'],
      ['blank title of the second', { itens: [{ titulo: 'A', quantidade: 1 }, { titulo: ' ', quantidade: 1 }] }, 'itens.1.titulo'],
      ['year in the future', { itens: [{ titulo: 'A', quantidade: 1, ano: nextYear() }] }, 'itens.0.ano'],
      ['year not a year', { itens: [{ titulo: 'A', quantidade: 1, ano: 'MMXX' }] }, 'itens.0.ano'],
      ['no quantity', { itens: [{ titulo: 'A', quantidade: '' }] }, 'itens.0.quantidade'],
      ['quantity zero', { itens: [{ titulo: 'A', quantidade: 0 }] }, 'itens.0.quantidade'],
      ['notes too long', { itens: [{ titulo: 'A', quantidade: 1, notas: 'n'.repeat(501) }] }, 'itens.0.notas'],
    ];
    for (const [name, extra, campo] of exchangeCases) {
      it(`exchange: ${name} → ${campo}`, async () => {
        const me = await patron(h);
        const res = await call(h, 'POST', EXCHANGE, me.token, exchange(extra), LANG.en);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<PedidoErrorResponse>()).toMatchObject({ campo, codigo: PEDIDO_CODIGOS.invalido });
        expect((await h.query('SELECT count(*)::int AS n FROM pedidos_biblioteca WHERE cod_pessoa = $1', [me.cod_pessoa]))[0]).toEqual({ n: 0 });
      });
    }
  });

  describe('GET /api/pessoas/estatisticas', () => {
    it("counts the demo patron's loans per year and month and the subjects as the database has them", async () => {
      const me = await ana(h);
      const res = await call(h, 'GET', STATS, me.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<EstatisticasPessoais>();
      expect(schemaErrors(EstatisticasPessoais, body)).toEqual([]);
      const rows = await h.query<{ ano: number; mes: number; n: number }>(
        'SELECT extract(year FROM data_emprestimo)::int AS ano, extract(month FROM data_emprestimo)::int AS mes, count(*)::int AS n FROM emprestimos WHERE cod_pessoa = $1 GROUP BY 1, 2',
        [me.cod_pessoa],
      );
      const total = rows.reduce((a, r) => a + r.n, 0);
      expect(total).toBeGreaterThan(0);
      expect(body.total).toBe(total);
      for (const r of rows) expect(body.anos.find((y) => y.ano === r.ano)?.meses[r.mes - 1]).toEqual({ mes: r.mes, emprestimos: r.n });
      expect(body.anos.map((y) => y.ano)).toEqual([...new Set(rows.map((r) => r.ano))].sort((a, b) => b - a));
      for (const y of body.anos) expect(y.total).toBe(y.meses.reduce((a, m) => a + m.emprestimos, 0));
      const subjects = await h.query<{ cod_autoridade: number; n: number }>(
        `SELECT ta.cod_autoridade, count(*)::int AS n FROM emprestimos e JOIN exemplares x ON x.cod_exemplar = e.cod_exemplar
           JOIN titulo_autoridade ta ON ta.cod_acervo = x.cod_acervo AND ta.papel = 'S' WHERE e.cod_pessoa = $1 GROUP BY 1`,
        [me.cod_pessoa],
      );
      expect(body.assuntos.length).toBe(Math.min(10, subjects.length));
      for (const s of body.assuntos) expect(s.emprestimos).toBe(subjects.find((x) => x.cod_autoridade === s.cod_autoridade)?.n);
      const counts = body.assuntos.map((s) => s.emprestimos);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(0, ...subjects.map((s) => s.n).sort((a, b) => b - a).slice(10)));
    });

    it("only the patron's own loans: a new patron has none, whatever the others borrowed", async () => {
      const me = await patron(h);
      const res = await call(h, 'GET', STATS, me.token);
      expect(res.json<EstatisticasPessoais>()).toEqual({ total: 0, anos: [], assuntos: [], desde: null });
      expect((await call(h, 'GET', STATS, null)).statusCode).toBe(401);
    });
  });
}

describe('plainText', () => {
  it('takes out tags and reads entities, keeping lines', () => {
    expect(plainText('<p>Um</p><p>Dois<br>Três</p> &lt;b&gt;')).toBe('Um\nDois\nTrês\n <b>');
  });
});

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`pedidos-biblioteca on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

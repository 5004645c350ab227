import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AcervoFechado,
  OpcoesSolicitacao,
  SolicitacaoCriada,
  SolicitacaoList,
  TiposSolicitacao,
  type Solicitacao,
  type SolicitacaoErrorResponse,
} from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';

// Loan requests, interlibrary requests and closed stacks (SPEC.md §3, §4, §5, §7, §8): every rule of
// the form answered 422 with its field and message, the limit, duplicates, concurrent sends, whose
// requests a token sees and cancels. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
if (!TEST_DATABASE_URL) console.info('[solicitacoes tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LOAN = '/api/solicitacao-emprestimo';
const INTERLIBRARY = '/api/solicitacoes/emprestimo-inter-bibliotecas';
const CLOSED = '/api/solicitacoes/acervo-fechado';
const LANG = { pt: '1', en: '5', es: '3' } as const;

const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

async function patron(h: AuthHarness, category = '01'): Promise<{ cod_pessoa: number; token: string }> {
  const p = await h.person({ category });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
}

const send = (h: AuthHarness, method: 'POST' | 'DELETE' | 'GET', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  h.inject({
    method,
    url,
    headers: { lang: LANG.pt, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Titles with copies a loan request may ask for (not library-use only, not closed stacks), in code order. */
async function lendableTitles(h: AuthHarness, n: number): Promise<number[]> {
  const rows = await h.query<{ cod_acervo: number }>(
    `SELECT cod_acervo FROM exemplares WHERE tipo_emprestimo <> 'Consulta local' AND colecao <> 'Reserva técnica'
      GROUP BY cod_acervo HAVING count(DISTINCT cod_biblioteca) >= 2 ORDER BY cod_acervo LIMIT $1`,
    [n],
  );
  expect(rows.length).toBe(n);
  return rows.map((r) => r.cod_acervo);
}

/** A complete, valid home-loan body for `acervo`: its first combination, library 1, a phone and two e-mails. */
async function validBody(h: AuthHarness, token: string, acervo: number) {
  const res = await send(h, 'GET', `${LOAN}/opcoes?acervo=${acervo}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const c = res.json<OpcoesSolicitacao>().combinacoes[0];
  if (!c) throw new Error(`title ${acervo} has no combination`);
  return {
    acervo,
    tipo: 'domicilio',
    volume: c.volume.valor,
    tomo: c.tomo.valor,
    parte: c.parte.valor,
    material: c.material.valor,
    local_recebimento: '1',
    endereco: 'Rua Sarmento Leite, 500 - Centro',
    telefone: '(51) 3308-1234',
    emails: 'leitor@estante.example; outro@estante.example',
    _origens: c.origens,
  };
}
const body = ({ _origens, ...rest }: Awaited<ReturnType<typeof validBody>>) => rest;

async function expect422(h: AuthHarness, url: string, token: string, payload: unknown, campo: string | undefined, message: string, lang: string = LANG.pt) {
  const res = await send(h, 'POST', url, token, payload, { lang });
  expect(res.statusCode, res.body).toBe(422);
  const b = res.json<SolicitacaoErrorResponse>();
  expect(b.message).toBe(message);
  expect(b.campo).toBe(campo);
  return b;
}

const countOf = async (h: AuthHarness, codPessoa: number) =>
  (await h.query<{ n: number }>('SELECT count(*)::int AS n FROM solicitacoes WHERE cod_pessoa = $1', [codPessoa]))[0]?.n;

function cases(h: AuthHarness) {
  describe('GET /api/solicitacoes/tipos', () => {
    it('answers the four types, the five statuses and the six filter values in the request language, with the public token', async () => {
      const res = await h.get('/api/solicitacoes/tipos', await h.publicToken(), { lang: LANG.en });
      expect(res.statusCode, res.body).toBe(200);
      const b = res.json<TiposSolicitacao>();
      expect(schemaErrors(TiposSolicitacao, b)).toEqual([]);
      expect(b.tipos.map((t) => [t.valor, t.rotulo, t.exige_endereco])).toEqual([
        ['domicilio', 'Home loan (delivered to your address)', true],
        ['retirada', 'Pick up at a library', false],
        ['inter_bibliotecas', 'Interlibrary loan', true],
        ['acervo_fechado', 'Closed stacks (copy brought to the desk)', false],
      ]);
      expect(b.situacoes.map((s) => s.rotulo)).toEqual(['Waiting', 'In transit', 'Available', 'Finished', 'Cancelled']);
      expect(b.filtros.map((f) => [f.valor, f.rotulo])).toEqual([
        ['todas', 'All'],
        ['aguardando', 'Waiting'],
        ['finalizada', 'Finished'],
        ['cancelada', 'Not finished (cancelled)'],
        ['disponivel', 'Available'],
        ['em_transito', 'In transit'],
      ]);
      const es = (await h.get('/api/solicitacoes/tipos', await h.publicToken(), { lang: LANG.es })).json<TiposSolicitacao>();
      expect(es.tipos[2]?.rotulo).toBe('Préstamo entre bibliotecas');
      expect((await h.inject({ method: 'GET', url: '/api/solicitacoes/tipos' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/solicitacao-emprestimo/opcoes and /contato', () => {
    it('lists the combinations of the lendable copies with their libraries, and every library as a receiving location', async () => {
      const [acervo] = await lendableTitles(h, 1);
      const res = await h.get(`${LOAN}/opcoes?acervo=${acervo}`, await h.publicToken());
      expect(res.statusCode, res.body).toBe(200);
      const b = res.json<OpcoesSolicitacao>();
      expect(schemaErrors(OpcoesSolicitacao, b)).toEqual([]);
      const copies = await h.query<{ n: number; libs: number[] }>(
        `SELECT count(*)::int AS n, array_agg(DISTINCT cod_biblioteca ORDER BY cod_biblioteca) AS libs FROM exemplares
          WHERE cod_acervo = $1 AND tipo_emprestimo <> 'Consulta local' AND colecao <> 'Reserva técnica'`,
        [acervo],
      );
      expect(b.combinacoes.reduce((n, c) => n + c.exemplares, 0)).toBe(copies[0]?.n);
      expect([...new Set(b.combinacoes.flatMap((c) => c.origens))].sort()).toEqual(copies[0]?.libs);
      expect(b.bibliotecas.map((l) => l.cod_biblioteca)).toEqual([1, 2, 3, 4]);
      expect((await h.get(`${LOAN}/opcoes?acervo=99999999`, await h.publicToken(), { lang: LANG.en })).json()).toEqual({ message: 'Title not found.' });
      expect((await h.get(`${LOAN}/opcoes?acervo=abc`, await h.publicToken())).statusCode).toBe(400);
    });

    it("prefills the patron's own phone, e-mails and address, and says where the limit stands; a visitor gets 401", async () => {
      const me = await patron(h);
      await h.query(`UPDATE pessoas SET telefone = '(51) 99876-5555', logradouro = 'Rua A, 10', bairro = 'Centro', cidade = 'Porto Alegre', uf = 'RS', cep = '90010000' WHERE cod_pessoa = $1`, [me.cod_pessoa]);
      const res = await h.get(`${LOAN}/contato`, me.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        telefone: '(51) 99876-5555',
        emails: 'teresa.barros@estante.example',
        endereco: 'Rua A, 10, Centro, Porto Alegre/RS, CEP 90010-000',
        abertas: 0,
        limite: 3,
      });
      expect((await h.get(`${LOAN}/contato`, await h.publicToken())).statusCode).toBe(401);
    });
  });

  describe('POST /api/solicitacao-emprestimo: every rule of the form (SPEC.md §5)', () => {
    it('answers each missing or wrong field with its campo and message, in the request language, and stores nothing', async () => {
      const me = await patron(h);
      const [acervo] = await lendableTitles(h, 1);
      const ok = body(await validBody(h, me.token, acervo as number));
      const cases: [Record<string, unknown>, string, string, string?][] = [
        [{ ...ok, tipo: '' }, 'tipo', 'Escolha a forma de recebimento.'],
        [{ ...ok, tipo: 'acervo_fechado' }, 'tipo', 'Forma de recebimento inválida.'],
        [{ ...ok, acervo: null }, 'acervo', 'Informe o título a solicitar.'],
        [{ ...ok, volume: '' }, 'volume', 'Escolha o volume.'],
        [{ ...ok, tomo: undefined }, 'tomo', 'Escolha o tomo.'],
        [{ ...ok, parte: ' ' }, 'parte', 'Escolha a parte.'],
        [{ ...ok, material: null }, 'material', 'Escolha o material.'],
        [{ ...ok, material: 'Disco de vinil inexistente' }, 'material', 'Não há exemplar deste título com este volume, tomo, parte e material para solicitar.'],
        [{ ...ok, local_recebimento: '' }, 'local_recebimento', 'Escolha o local de recebimento.'],
        [{ ...ok, local_recebimento: 999 }, 'local_recebimento', 'Biblioteca não encontrada.'],
        [{ ...ok, endereco: '   ' }, 'endereco', 'Informe o endereço de entrega.'],
        [{ ...ok, endereco: 'x'.repeat(301) }, 'endereco', 'O endereço deve ter no máximo 300 caracteres.'],
        [{ ...ok, telefone: '' }, 'telefone', 'Informe o telefone.'],
        [{ ...ok, telefone: '+55 51 3308-1234' }, 'telefone', 'Telefone inválido: informe ao menos 8 dígitos, usando só números, hífens, parênteses e espaços (no máximo 16 caracteres).'],
        [{ ...ok, telefone: '(51) 3308-1234-99' }, 'telefone', 'Telefone inválido: informe ao menos 8 dígitos, usando só números, hífens, parênteses e espaços (no máximo 16 caracteres).'],
        [{ ...ok, telefone: '(51) 33' }, 'telefone', 'Telefone inválido: informe ao menos 8 dígitos, usando só números, hífens, parênteses e espaços (no máximo 16 caracteres).'],
        [{ ...ok, emails: ' ; ' }, 'emails', 'Informe o e-mail.'],
        [{ ...ok, emails: 'leitor@estante.example; leitor arroba estante' }, 'emails', 'E-mail inválido: leitor arroba estante. Separe vários e-mails com ";".'],
        [{ ...ok, emails: 'leitor@estante.example, outro@estante.example' }, 'emails', 'E-mail inválido: leitor@estante.example, outro@estante.example. Separe vários e-mails com ";".'],
        [{ ...ok, telefone: 'abc' }, 'telefone', 'Invalid phone number: enter at least 8 digits, using only digits, hyphens, parentheses and spaces (at most 16 characters).', LANG.en],
        [{ ...ok, emails: 'x@' }, 'emails', 'Correo electrónico no válido: x@. Separe varios correos con ";".', LANG.es],
        [{ ...ok, local_recebimento: null }, 'local_recebimento', 'Choose the receiving location.', LANG.en],
      ];
      for (const [payload, campo, message, lang] of cases) await expect422(h, LOAN, me.token, payload, campo, message, lang);
      // The address is needed for home and interlibrary requests only.
      const pickUp = await send(h, 'POST', LOAN, me.token, { ...ok, tipo: 'retirada', endereco: '' });
      expect(pickUp.statusCode, pickUp.body).toBe(201);
      expect(pickUp.json<SolicitacaoCriada>().solicitacao.endereco).toBeNull();
      expect(await countOf(h, me.cod_pessoa)).toBe(1);
      const unknown = await send(h, 'POST', LOAN, me.token, { ...ok, acervo: 99999999 }, { lang: LANG.en });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Title not found.' }]);
    });

    it('stores a valid home loan as waiting with what was chosen and the contact given, and lists it with its status', async () => {
      const me = await patron(h);
      const [acervo] = await lendableTitles(h, 1);
      const ok = await validBody(h, me.token, acervo as number);
      const res = await send(h, 'POST', LOAN, me.token, { ...body(ok), telefone: ' (51) 3308-1234 ', emails: 'a@estante.example ; ; b@estante.example; A@estante.example' });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<SolicitacaoCriada>();
      expect(schemaErrors(SolicitacaoCriada, created)).toEqual([]);
      expect(created.message).toBe('Solicitação registrada. A biblioteca avisará por e-mail quando houver novidades.');
      expect(created.solicitacao).toMatchObject({
        cod_acervo: acervo,
        tipo: 'domicilio',
        tipo_descricao: 'Empréstimo domiciliar (entrega no endereço)',
        situacao: 'aguardando',
        situacao_descricao: 'Aguardando atendimento',
        cancelavel: true,
        cod_biblioteca: 1,
        desc_biblioteca: 'Biblioteca Central',
        endereco: 'Rua Sarmento Leite, 500 - Centro',
        telefone: '(51) 3308-1234',
        emails: ['a@estante.example', 'b@estante.example'],
        data_cancelamento: null,
      });
      expect(created.solicitacao.material).toBe(ok.material === '-' ? null : ok.material);

      const list = await send(h, 'GET', `${LOAN}?acervo=${acervo}`, me.token);
      expect(schemaErrors(SolicitacaoList, list.json())).toEqual([]);
      expect(list.json<Solicitacao[]>().map((s) => s.cod_solicitacao)).toEqual([created.solicitacao.cod_solicitacao]);
      expect((await send(h, 'GET', `${LOAN}?situacao=aguardando`, me.token)).json<Solicitacao[]>()).toHaveLength(1);
      expect((await send(h, 'GET', `${LOAN}?situacao=finalizada`, me.token)).json<Solicitacao[]>()).toHaveLength(0);
      expect((await send(h, 'GET', `${LOAN}?situacao=qualquer`, me.token)).statusCode).toBe(400);
    });

    it('refuses a second open request of the same title (409 SOLICITACAO_DUPLICADA) and the one beyond the category limit (422 LIMITE_SOLICITACOES_EXCEDIDO)', async () => {
      const me = await patron(h); // category 01: 3 open requests
      const titles = await lendableTitles(h, 4);
      const bodies = await Promise.all(titles.map(async (t) => body(await validBody(h, me.token, t))));
      expect((await send(h, 'POST', LOAN, me.token, bodies[0])).statusCode).toBe(201);
      const dup = await send(h, 'POST', LOAN, me.token, { ...bodies[0], tipo: 'retirada' }, { lang: LANG.en });
      expect([dup.statusCode, dup.json()]).toEqual([409, { message: 'Duplicate request: you already have an open request for this title.', codigo: 'SOLICITACAO_DUPLICADA' }]);
      expect((await send(h, 'POST', LOAN, me.token, bodies[1])).statusCode).toBe(201);
      expect((await send(h, 'POST', LOAN, me.token, bodies[2])).statusCode).toBe(201);
      const over = await send(h, 'POST', LOAN, me.token, bodies[3]);
      expect([over.statusCode, over.json()]).toEqual([
        422,
        { message: 'Limite de solicitações excedido: sua categoria permite 3 solicitação(ões) em aberto.', codigo: 'LIMITE_SOLICITACOES_EXCEDIDO' },
      ]);
      expect(await countOf(h, me.cod_pessoa)).toBe(3);
      // A finished or cancelled request frees its place: cancelling one lets the fourth through.
      const [first] = (await send(h, 'GET', `${LOAN}?acervo=${titles[0]}`, me.token)).json<Solicitacao[]>();
      expect((await send(h, 'DELETE', `${LOAN}/${first?.cod_solicitacao}`, me.token)).statusCode).toBe(200);
      expect((await send(h, 'POST', LOAN, me.token, bodies[3])).statusCode).toBe(201);
      // A professor's category allows 10.
      const prof = await patron(h, '04');
      expect((await send(h, 'GET', `${LOAN}/contato`, prof.token)).json()).toMatchObject({ limite: 10, abertas: 0 });
    });

    it('10 identical sends at once make one request: one 201, the others 409', async () => {
      const me = await patron(h);
      const [acervo] = await lendableTitles(h, 1);
      const ok = body(await validBody(h, me.token, acervo as number));
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(h, 'POST', LOAN, me.token, ok)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      expect(await countOf(h, me.cod_pessoa)).toBe(1);
    });

    it('the same Idempotency-Key sent again (a double click, two tabs) answers the request it made, 10 times at once too', async () => {
      const me = await patron(h);
      const [a, b] = await lendableTitles(h, 2);
      const okA = body(await validBody(h, me.token, a as number));
      const first = await send(h, 'POST', LOAN, me.token, okA, { 'idempotency-key': 'form-1' });
      expect(first.statusCode).toBe(201);
      const again = await send(h, 'POST', LOAN, me.token, okA, { 'idempotency-key': 'form-1' });
      expect(again.statusCode).toBe(200);
      expect(again.json<SolicitacaoCriada>().solicitacao.cod_solicitacao).toBe(first.json<SolicitacaoCriada>().solicitacao.cod_solicitacao);

      const okB = body(await validBody(h, me.token, b as number));
      const burst = await Promise.all(Array.from({ length: 10 }, () => send(h, 'POST', LOAN, me.token, okB, { 'idempotency-key': 'form-2' })));
      expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(burst.map((r) => r.json<SolicitacaoCriada>().solicitacao.cod_solicitacao)).size).toBe(1);
      expect(await countOf(h, me.cod_pessoa)).toBe(2);
      expect((await send(h, 'POST', LOAN, me.token, okB, { 'idempotency-key': ' ' })).statusCode).toBe(400);
      // A key is one form's: sent again for another title, it is refused rather than answering the first request.
      const reused = await send(h, 'POST', LOAN, me.token, okB, { 'idempotency-key': 'form-1', lang: LANG.en });
      expect([reused.statusCode, reused.json()]).toEqual([422, { message: 'This Idempotency-Key was already used for another title.', codigo: 'CHAVE_IDEMPOTENCIA_REUTILIZADA' }]);
    });
  });

  describe('whose requests a token sees and cancels', () => {
    it("another patron neither sees nor cancels them (404); a visitor's public token and no token are refused", async () => {
      const owner = await patron(h);
      const other = await patron(h);
      const [acervo] = await lendableTitles(h, 1);
      const created = (await send(h, 'POST', LOAN, owner.token, body(await validBody(h, owner.token, acervo as number)))).json<SolicitacaoCriada>().solicitacao;
      expect((await send(h, 'GET', LOAN, other.token)).json()).toEqual([]);
      expect((await send(h, 'GET', `${LOAN}?acervo=${acervo}`, other.token)).json()).toEqual([]);
      const cancel = await send(h, 'DELETE', `${LOAN}/${created.cod_solicitacao}`, other.token, undefined, { lang: LANG.en });
      expect([cancel.statusCode, cancel.json()]).toEqual([404, { message: 'Request not found.' }]);
      const visitor = await h.publicToken();
      for (const [method, url] of [['GET', LOAN], ['GET', `${LOAN}/contato`], ['POST', LOAN], ['DELETE', `${LOAN}/${created.cod_solicitacao}`], ['GET', INTERLIBRARY], ['POST', INTERLIBRARY], ['POST', CLOSED]] as const) {
        expect((await send(h, method, url, visitor, method === 'POST' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(401);
        expect((await send(h, method, url, null, method === 'POST' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(401);
      }
      const [row] = await h.query<{ situacao: string }>('SELECT situacao FROM solicitacoes WHERE cod_solicitacao = $1', [created.cod_solicitacao]);
      expect(row?.situacao).toBe('aguardando');
    });

    it("a category without the personal area's requests page gets 403 on the whole list; one title's requests still answer (the title page's)", async () => {
      const me = await patron(h, '14');
      await h.query('DELETE FROM permissoes_categoria WHERE cod_categoria = $1 AND cod_modulo = 571 AND cod_atividade = 5715', ['14']);
      try {
        const all = await send(h, 'GET', LOAN, me.token, undefined, { lang: LANG.en });
        expect(all.statusCode).toBe(403);
        expect(all.json<{ message: string }>().message).toMatch(/^Authentication permissions denied/);
        const [acervo] = await lendableTitles(h, 1);
        const one = await send(h, 'GET', `${LOAN}?acervo=${acervo}`, me.token);
        expect([one.statusCode, one.json()]).toEqual([200, []]);
      } finally {
        await h.query('INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ($1, 571, 5715) ON CONFLICT DO NOTHING', ['14']);
      }
    });

    it('the patron cancels their own waiting request once; a request no longer waiting cannot be cancelled', async () => {
      const me = await patron(h);
      const [a, b] = await lendableTitles(h, 2);
      const created = (await send(h, 'POST', LOAN, me.token, body(await validBody(h, me.token, a as number)))).json<SolicitacaoCriada>().solicitacao;
      const both = await Promise.all([send(h, 'DELETE', `${LOAN}/${created.cod_solicitacao}`, me.token), send(h, 'DELETE', `${LOAN}/${created.cod_solicitacao}`, me.token)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const done = both.find((r) => r.statusCode === 200)?.json<SolicitacaoCriada>();
      expect(done?.message).toBe('Solicitação cancelada.');
      expect(done?.solicitacao).toMatchObject({ situacao: 'cancelada', situacao_descricao: 'Cancelada', cancelavel: false });
      expect(done?.solicitacao.data_cancelamento).not.toBeNull();
      expect((await send(h, 'GET', `${LOAN}?situacao=cancelada`, me.token)).json<Solicitacao[]>().map((s) => s.cod_solicitacao)).toEqual([created.cod_solicitacao]);

      const second = (await send(h, 'POST', LOAN, me.token, body(await validBody(h, me.token, b as number)))).json<SolicitacaoCriada>().solicitacao;
      await h.query(`UPDATE solicitacoes SET situacao = 'em_transito' WHERE cod_solicitacao = $1`, [second.cod_solicitacao]);
      const refused = await send(h, 'DELETE', `${LOAN}/${second.cod_solicitacao}`, me.token);
      expect([refused.statusCode, refused.json()]).toEqual([
        422,
        { message: 'Só é possível cancelar uma solicitação que ainda está aguardando atendimento.', codigo: 'SOLICITACAO_NAO_CANCELAVEL' },
      ]);
      expect((await send(h, 'DELETE', `${LOAN}/0`, me.token)).statusCode).toBe(400);
    });
  });

  describe('interlibrary requests', () => {
    it('need an origin library holding such a copy, other than the receiving one, and an address; listed apart', async () => {
      const me = await patron(h);
      const [acervo] = await lendableTitles(h, 1);
      const ok = await validBody(h, me.token, acervo as number);
      const origin = ok._origens[0] as number;
      const local = [1, 2, 3, 4].find((l) => l !== origin) as number;
      const without = [1, 2, 3, 4].find((l) => !ok._origens.includes(l));
      const base = { ...body(ok), tipo: undefined, local_recebimento: local, biblioteca_origem: origin };
      await expect422(h, INTERLIBRARY, me.token, { ...base, biblioteca_origem: '' }, 'biblioteca_origem', 'Escolha a biblioteca de origem do exemplar.');
      await expect422(h, INTERLIBRARY, me.token, { ...base, biblioteca_origem: local === origin ? origin : origin, local_recebimento: origin }, 'biblioteca_origem', 'A biblioteca de origem deve ser diferente do local de recebimento.');
      if (without !== undefined) {
        await expect422(h, INTERLIBRARY, me.token, { ...base, biblioteca_origem: without, local_recebimento: without === 1 ? 2 : 1 }, 'biblioteca_origem', 'A biblioteca de origem não tem exemplar deste título com a escolha feita.');
      }
      await expect422(h, INTERLIBRARY, me.token, { ...base, endereco: '' }, 'endereco', 'Enter the delivery address.', LANG.en);
      // The loan-request call takes the interlibrary type too, with the same rules.
      await expect422(h, LOAN, me.token, { ...base, tipo: 'inter_bibliotecas', biblioteca_origem: null }, 'biblioteca_origem', 'Escolha a biblioteca de origem do exemplar.');
      const res = await send(h, 'POST', INTERLIBRARY, me.token, base);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SolicitacaoCriada>().solicitacao).toMatchObject({ tipo: 'inter_bibliotecas', cod_biblioteca: local, cod_biblioteca_origem: origin });
      expect((await send(h, 'GET', INTERLIBRARY, me.token)).json<Solicitacao[]>().map((s) => s.tipo)).toEqual(['inter_bibliotecas']);
    });
  });

  describe('closed stacks', () => {
    it("lists a title's closed-stack copies with their status and the desks of their campus; a title without any answers an empty list", async () => {
      const [withClosed] = await h.query<{ cod_acervo: number; n: number }>(
        `SELECT cod_acervo, count(*)::int AS n FROM exemplares WHERE colecao = 'Reserva técnica' GROUP BY cod_acervo ORDER BY cod_acervo LIMIT 1`,
      );
      const res = await h.get(`${CLOSED}?acervo=${withClosed?.cod_acervo}`, await h.publicToken(), { lang: LANG.en });
      expect(res.statusCode, res.body).toBe(200);
      const b = res.json<AcervoFechado>();
      expect(schemaErrors(AcervoFechado, b)).toEqual([]);
      expect(b.exemplares).toHaveLength(withClosed?.n ?? -1);
      const campus = await h.query<{ cod_biblioteca: number; cod_campus: number }>('SELECT cod_biblioteca, cod_campus FROM bibliotecas');
      for (const e of b.exemplares) {
        const mine = campus.find((c) => c.cod_biblioteca === e.cod_biblioteca)?.cod_campus;
        expect(e.balcoes.map((d) => d.cod_biblioteca)).toEqual(campus.filter((c) => c.cod_campus === mine).map((c) => c.cod_biblioteca).sort());
        expect(e.solicitavel).toBe(e.situacao === 'disponivel' || e.situacao === 'consulta_local');
      }
      const [none] = await h.query<{ cod_acervo: number }>(
        `SELECT t.cod_acervo FROM titulos t WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.colecao = 'Reserva técnica') ORDER BY 1 LIMIT 1`,
      );
      expect((await h.get(`${CLOSED}?acervo=${none?.cod_acervo}`, await h.publicToken())).json<AcervoFechado>().exemplares).toEqual([]);
      expect((await h.get(`${CLOSED}?acervo=99999999`, await h.publicToken())).statusCode).toBe(404);
    });

    it('asks for one copy to a desk of its campus; refuses a copy outside the closed stacks, one out of the stacks, a desk of another campus', async () => {
      const me = await patron(h);
      const [copy] = await h.query<{ cod_exemplar: number; cod_acervo: number; cod_biblioteca: number; cod_campus: number }>(
        `SELECT e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, b.cod_campus FROM exemplares e JOIN bibliotecas b USING (cod_biblioteca)
          WHERE e.colecao = 'Reserva técnica' AND e.situacao = 'disponivel' ORDER BY e.cod_exemplar LIMIT 1`,
      );
      const [open] = await h.query<{ cod_exemplar: number }>(`SELECT cod_exemplar FROM exemplares WHERE colecao <> 'Reserva técnica' ORDER BY cod_exemplar LIMIT 1`);
      const [farDesk] = await h.query<{ cod_biblioteca: number }>('SELECT cod_biblioteca FROM bibliotecas WHERE cod_campus <> $1 ORDER BY 1 LIMIT 1', [copy?.cod_campus]);
      const ok = { exemplar: copy?.cod_exemplar, balcao: copy?.cod_biblioteca, telefone: '51 3308-1234', emails: 'leitor@estante.example' };
      await expect422(h, CLOSED, me.token, { ...ok, exemplar: '' }, 'exemplar', 'Escolha o exemplar.');
      await expect422(h, CLOSED, me.token, { ...ok, exemplar: open?.cod_exemplar }, 'exemplar', 'Este exemplar não está no acervo fechado.');
      await expect422(h, CLOSED, me.token, { ...ok, balcao: null }, 'balcao', 'Escolha o balcão de atendimento.');
      await expect422(h, CLOSED, me.token, { ...ok, balcao: farDesk?.cod_biblioteca }, 'balcao', 'O exemplar só pode ser levado a um balcão de biblioteca do mesmo campus.');
      await expect422(h, CLOSED, me.token, { ...ok, telefone: '' }, 'telefone', 'Informe o telefone.');
      await expect422(h, CLOSED, me.token, { ...ok, emails: 'nada' }, 'emails', 'E-mail inválido: nada. Separe vários e-mails com ";".');
      await h.query(`UPDATE exemplares SET situacao = 'em_transito' WHERE cod_exemplar = $1`, [copy?.cod_exemplar]);
      try {
        const out = await expect422(h, CLOSED, me.token, ok, 'exemplar', 'This copy is not in the stacks now (on loan or in transit). Choose another or try later.', LANG.en);
        expect(out.codigo).toBe('EXEMPLAR_INDISPONIVEL');
      } finally {
        await h.query(`UPDATE exemplares SET situacao = 'disponivel' WHERE cod_exemplar = $1`, [copy?.cod_exemplar]);
      }
      const res = await send(h, 'POST', CLOSED, me.token, ok);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SolicitacaoCriada>().solicitacao).toMatchObject({ tipo: 'acervo_fechado', cod_acervo: copy?.cod_acervo, cod_exemplar: copy?.cod_exemplar, cod_biblioteca: copy?.cod_biblioteca, situacao: 'aguardando' });
      const dup = await send(h, 'POST', CLOSED, me.token, ok);
      expect(dup.statusCode).toBe(409);
      expect((await send(h, 'GET', `${LOAN}?acervo=${copy?.cod_acervo}`, me.token)).json<Solicitacao[]>().map((s) => s.tipo)).toEqual(['acervo_fechado']);
    });
  });

  describe('the seed', () => {
    it('gives the demo patron requests of several statuses and types, and the professor none', async () => {
      const rows = await h.query<{ cod_pessoa: number; tipo: string; situacao: string }>('SELECT cod_pessoa, tipo, situacao FROM solicitacoes WHERE cod_pessoa IN (1, 2, 3, 7) ORDER BY cod_solicitacao');
      const ana = rows.filter((r) => r.cod_pessoa === 1);
      expect(ana.map((r) => r.situacao).sort()).toEqual(['aguardando', 'cancelada', 'finalizada', 'finalizada']);
      expect(new Set(ana.map((r) => r.tipo))).toEqual(new Set(['retirada', 'domicilio', 'inter_bibliotecas', 'acervo_fechado']));
      expect(rows.filter((r) => r.cod_pessoa === 3)).toEqual([]);
      const statuses = await h.query<{ situacao: string }>('SELECT DISTINCT situacao FROM solicitacoes ORDER BY 1');
      expect(statuses.map((s) => s.situacao)).toEqual(['aguardando', 'cancelada', 'disponivel', 'em_transito', 'finalizada']);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`solicitacoes on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

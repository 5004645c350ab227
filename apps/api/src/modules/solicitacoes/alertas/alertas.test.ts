import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { AlertaCriado, AlertasResposta, type AlertaErrorResponse, type AlertasAtualizados, type InformacoesIniciais } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../../seed/people';

// The personal area's alerts (SPEC.md §3 "alert", §5 both dates to filter, §7, §8): whose alerts a
// token sees and changes, the date filter's rules, setting an availability alert (duplicates, unknown
// titles, copies on the shelf), marking read and removing; two sends at once on PostgreSQL.
if (!TEST_DATABASE_URL) console.info('[alertas tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const URL = '/api/solicitacoes/alertas';
const LANG = { pt: '1', en: '5', es: '3' } as const;
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

const call = (h: AuthHarness, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
  h.inject({
    method,
    url,
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const list = async (h: AuthHarness, me: Me, query = '', lang: string = LANG.pt) => {
  const res = await call(h, 'GET', `${URL}${query}`, me.token, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<AlertasResposta>();
  expect(schemaErrors(AlertasResposta, body)).toEqual([]);
  return body;
};

/** Inserts an alert for `codPessoa` at `when` (ISO), as the circulation would raise it. */
const raise = async (h: AuthHarness, codPessoa: number, tipo: string, when: string, dados: Record<string, unknown> = {}, codAcervo: number | null = null) =>
  (
    await h.query<{ cod_alerta: number }>(
      'INSERT INTO alertas (cod_pessoa, tipo, cod_acervo, dados, data_alerta) VALUES ($1, $2, $3, $4, $5::timestamptz) RETURNING cod_alerta',
      [codPessoa, tipo, codAcervo, JSON.stringify(dados), when],
    )
  )[0]!.cod_alerta;

const stored = (h: AuthHarness, id: number) =>
  h.query<{ cod_pessoa: number; lido: boolean; data_leitura: string | null }>('SELECT cod_pessoa, lido, data_leitura::text FROM alertas WHERE cod_alerta = $1', [id]);

function cases(h: AuthHarness) {
  const used = new Set<number>();
  /** A title no test here used yet with no copy on the shelf (an availability alert is possible). */
  async function waitingTitle(): Promise<number> {
    const rows = await h.query<{ cod_acervo: number }>(
      `SELECT e.cod_acervo FROM exemplares e GROUP BY e.cod_acervo
        HAVING bool_or(e.permite_reserva) AND NOT bool_or(e.situacao = 'disponivel')
           AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ('fila', 'liberada'))
        ORDER BY e.cod_acervo`,
    );
    const found = rows.find((r) => !used.has(r.cod_acervo));
    if (!found) throw new Error('no title without copies on the shelf left in the seed');
    used.add(found.cod_acervo);
    return found.cod_acervo;
  }

  describe('who may call', () => {
    it('a visitor (no token, or the public token) gets 401 on every call, and nothing changes', async () => {
      const a = await patron(h);
      const id = await raise(h, a.cod_pessoa, 'devolucao_proxima', '2026-02-27T12:00:00Z', { data: '2026-03-02' }, 1);
      const pub = await h.publicToken();
      for (const token of [null, pub]) {
        expect((await call(h, 'GET', URL, token)).statusCode).toBe(401);
        expect((await call(h, 'POST', URL, token, { codAcervo: await waitingTitle() })).statusCode).toBe(401);
        expect((await call(h, 'PUT', `${URL}/lidos`, token, { ids: [id] })).statusCode).toBe(401);
        expect((await call(h, 'DELETE', `${URL}/${id}`, token)).statusCode).toBe(401);
      }
      expect(await stored(h, id)).toEqual([{ cod_pessoa: a.cod_pessoa, lido: false, data_leitura: null }]);
      expect((await h.query('SELECT 1 FROM alertas WHERE cod_pessoa = $1', [a.cod_pessoa])).length).toBe(1);
    });

    it("patron B neither sees, reads nor removes A's alerts: 404 as for none, A's unchanged; a mixed list changes nothing", async () => {
      const a = await patron(h);
      const b = await patron(h);
      const mine = await raise(h, a.cod_pessoa, 'emprestimo_atrasado', '2026-02-20T12:00:00Z', { data: '2026-02-19' }, 1);
      const theirs = await raise(h, b.cod_pessoa, 'emprestimo_atrasado', '2026-02-21T12:00:00Z', { data: '2026-02-20' }, 1);
      expect((await list(h, b)).alertas.map((x) => x.cod_alerta)).toEqual([theirs]);
      expect((await list(h, a)).alertas.map((x) => x.cod_alerta)).toEqual([mine]);

      const del = await call(h, 'DELETE', `${URL}/${mine}`, b.token, undefined, LANG.en);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: 'Alert not found.' });
      const read = await call(h, 'PUT', `${URL}/lidos`, b.token, { ids: [theirs, mine] });
      expect(read.statusCode).toBe(404);
      expect(await stored(h, mine)).toEqual([{ cod_pessoa: a.cod_pessoa, lido: false, data_leitura: null }]);
      expect((await stored(h, theirs))[0]?.lido).toBe(false);
      expect((await list(h, b)).naoLidos).toBe(1);
      expect((await list(h, a)).naoLidos).toBe(1);
    });

    it('a category without the alerts page gets 403 with the message of SPEC.md §8', async () => {
      const c = await patron(h, '14');
      await h.query('DELETE FROM permissoes_categoria WHERE cod_categoria = $1 AND cod_modulo = 571 AND cod_atividade = 5716', ['14']);
      try {
        const res = await call(h, 'GET', URL, c.token, undefined, LANG.en);
        expect(res.statusCode).toBe(403);
        expect(res.json<AlertaErrorResponse>().message).toMatch(/^Authentication permissions denied/);
        expect((await call(h, 'POST', URL, c.token, { codAcervo: await waitingTitle() })).statusCode).toBe(403);
        expect((await h.query('SELECT 1 FROM alertas WHERE cod_pessoa = $1', [c.cod_pessoa])).length).toBe(0);
      } finally {
        await h.query('INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ($1, 571, 5716) ON CONFLICT DO NOTHING', ['14']);
      }
    });
  });

  describe('GET: the list and its date filter', () => {
    it("the demo patron Ana has seeded alerts, unread among them, newest first, in the request's language with links", async () => {
      const ana = await signIn(h, '20240001', DEMO_PASSWORDS.leitura, DEMO.ana);
      const en = await list(h, ana, '', LANG.en);
      expect(en.alertas.length).toBeGreaterThan(0);
      expect(en.naoLidos).toBe(en.alertas.filter((a) => !a.lido).length);
      expect(en.naoLidos).toBeGreaterThan(0);
      const times = en.alertas.map((a) => a.data_alerta);
      expect(times).toEqual([...times].sort().reverse());
      const hold = en.alertas.find((a) => a.tipo === 'reserva_liberada');
      expect(hold).toBeDefined();
      expect(hold?.link).toBe('/meupergamum/reservas');
      expect(hold?.texto).toMatch(/^Your hold on ".+" is ready to collect at .+ until [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
      const pt = await list(h, ana, '', LANG.pt);
      expect(pt.alertas.find((a) => a.tipo === 'reserva_liberada')?.texto).toMatch(/^Sua reserva de ".+" está disponível para retirada em .+ até \d{1,2} de/);
      const unread = await list(h, ana, '?lido=false');
      expect(unread.alertas.every((a) => !a.lido)).toBe(true);
      expect(unread.alertas.length).toBe(en.naoLidos);
    });

    it('filters by both dates (whole days, inclusive); one date alone, a start after the end or a non-date is 422 with its field', async () => {
      const me = await patron(h);
      const early = await raise(h, me.cod_pessoa, 'devolucao_proxima', '2026-01-10T02:00:00Z', { data: '2026-01-13' }, 1);
      const mid = await raise(h, me.cod_pessoa, 'emprestimo_atrasado', '2026-01-20T23:59:00Z', { data: '2026-01-19' }, 1);
      const late = await raise(h, me.cod_pessoa, 'reserva_liberada', '2026-02-05T12:00:00Z', { data: '2026-02-08', biblioteca: 'Biblioteca Central' }, 1);
      expect((await list(h, me)).alertas.map((a) => a.cod_alerta)).toEqual([late, mid, early]);
      expect((await list(h, me, '?dataInicio=2026-01-10&dataFim=2026-01-20')).alertas.map((a) => a.cod_alerta)).toEqual([mid, early]);
      expect((await list(h, me, '?dataInicio=20/01/2026&dataFim=05/02/2026')).alertas.map((a) => a.cod_alerta)).toEqual([late, mid]);
      // naoLidos counts all the patron's unread alerts, whatever the filter.
      expect((await list(h, me, '?dataInicio=2026-02-01&dataFim=2026-02-28')).naoLidos).toBe(3);

      const refuse = async (query: string, campo: string, message: string, lang: string = LANG.pt) => {
        const res = await call(h, 'GET', `${URL}${query}`, me.token, undefined, lang);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<AlertaErrorResponse>()).toEqual({ message, campo });
      };
      await refuse('?dataInicio=2026-01-10', 'dataFim', 'Informe a data final: o filtro de alertas precisa das duas datas.');
      await refuse('?dataFim=2026-01-10&dataInicio=', 'dataInicio', 'Enter the start date: the alert filter needs both dates.', LANG.en);
      await refuse('?dataInicio=2026-02-01&dataFim=2026-01-31', 'dataFim', 'La fecha inicial no puede ser posterior a la fecha final.', LANG.es);
      await refuse('?dataInicio=31/02/2026&dataFim=2026-03-01', 'dataInicio', 'Data inválida (use dd/mm/aaaa).');
    });
  });

  describe('POST: setting an availability alert', () => {
    it('sets one on a title with no copy on the shelf (201, listed, leads to the title); again is 409 and one row', async () => {
      const me = await patron(h);
      const acervo = await waitingTitle();
      const res = await call(h, 'POST', URL, me.token, { codAcervo: String(acervo) }, LANG.en);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<AlertaCriado>();
      expect(schemaErrors(AlertaCriado, body)).toEqual([]);
      expect(body.message).toBe('Alert set: you will be told when a copy is available.');
      expect(body.alerta).toMatchObject({ tipo: 'disponibilidade', cod_acervo: acervo, link: `/acervo/${acervo}`, lido: false });
      expect(body.alerta.texto).toMatch(/^You will be told when a copy of ".+" is available\.$/);
      expect((await list(h, me)).alertas.map((a) => a.cod_alerta)).toEqual([body.alerta.cod_alerta]);

      const again = await call(h, 'POST', URL, me.token, { codAcervo: acervo });
      expect(again.statusCode).toBe(409);
      expect(again.json<AlertaErrorResponse>()).toMatchObject({ codigo: 'ALERTA_DUPLICADO', message: 'Você já tem um alerta de disponibilidade deste título.' });
      expect((await h.query('SELECT 1 FROM alertas WHERE cod_pessoa = $1', [me.cod_pessoa])).length).toBe(1);

      // When a copy comes back to the shelf the alert says so.
      await h.query(`UPDATE exemplares SET situacao = 'disponivel' WHERE cod_exemplar = (SELECT min(cod_exemplar) FROM exemplares WHERE cod_acervo = $1)`, [acervo]);
      expect((await list(h, me, '', LANG.en)).alertas[0]?.texto).toMatch(/^A copy of ".+" is available now\.$/);
    });

    it('refuses a missing or bad code (422 codAcervo), an unknown title (404) and a title with a copy on the shelf (422), storing nothing', async () => {
      const me = await patron(h);
      const expectStatus = async (payload: unknown, status: number, body: Partial<AlertaErrorResponse>) => {
        const res = await call(h, 'POST', URL, me.token, payload, LANG.en);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json<AlertaErrorResponse>()).toMatchObject(body);
      };
      await expectStatus({}, 422, { campo: 'codAcervo', message: 'Say which title.' });
      await expectStatus({ codAcervo: '' }, 422, { campo: 'codAcervo' });
      await expectStatus({ codAcervo: 'abc' }, 422, { campo: 'codAcervo', message: 'Invalid title code.' });
      await expectStatus({ codAcervo: 99999999 }, 404, { message: 'Title not found.' });
      const [shelf] = await h.query<{ cod_acervo: number }>(`SELECT min(cod_acervo) AS cod_acervo FROM exemplares WHERE situacao = 'disponivel'`);
      await expectStatus({ codAcervo: shelf!.cod_acervo }, 422, { codigo: 'EXEMPLAR_DISPONIVEL' });
      expect((await h.query('SELECT 1 FROM alertas WHERE cod_pessoa = $1', [me.cod_pessoa])).length).toBe(0);
    });
  });

  describe('PUT lidos and DELETE', () => {
    it('marks read (the unread count drops), again changes nothing (reading time kept); removing deletes, again is 404', async () => {
      const me = await patron(h);
      const one = await raise(h, me.cod_pessoa, 'devolucao_proxima', '2026-02-27T12:00:00Z', { data: '2026-03-02' }, 1);
      const two = await raise(h, me.cod_pessoa, 'emprestimo_atrasado', '2026-02-28T12:00:00Z', { data: '2026-02-27' }, 1);
      const three = await raise(h, me.cod_pessoa, 'solicitacao_disponivel', '2026-03-01T12:00:00Z', { biblioteca: 'Biblioteca Central' }, 1);
      expect((await list(h, me)).naoLidos).toBe(3);

      const res = await call(h, 'PUT', `${URL}/lidos`, me.token, { ids: [one, two, two] }, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AlertasAtualizados>()).toEqual({ message: '2 alert(s) marked as read.', naoLidos: 1 });
      const before = await stored(h, one);
      expect(before[0]?.lido).toBe(true);
      const again = await call(h, 'PUT', `${URL}/lidos`, me.token, { ids: [one] }, LANG.en);
      expect(again.json<AlertasAtualizados>()).toEqual({ message: '0 alert(s) marked as read.', naoLidos: 1 });
      expect(await stored(h, one)).toEqual(before);
      expect((await list(h, me)).alertas.map((a) => [a.cod_alerta, a.lido])).toEqual([[three, false], [two, true], [one, true]]);
      expect((await call(h, 'PUT', `${URL}/lidos`, me.token, { ids: [] })).statusCode).toBe(400);

      const del = await call(h, 'DELETE', `${URL}/${three}`, me.token, undefined, LANG.es);
      expect(del.statusCode).toBe(200);
      expect(del.json<AlertasAtualizados>()).toEqual({ message: 'Alerta eliminada.', naoLidos: 0 });
      expect(await stored(h, three)).toEqual([]);
      expect((await call(h, 'DELETE', `${URL}/${three}`, me.token)).statusCode).toBe(404);
      expect((await call(h, 'DELETE', `${URL}/0`, me.token)).statusCode).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('two identical POSTs at once set one alert: one 201, one 409', async () => {
      const me = await patron(h);
      const acervo = await waitingTitle();
      const results = await Promise.all([call(h, 'POST', URL, me.token, { codAcervo: acervo }), call(h, 'POST', URL, me.token, { codAcervo: acervo })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await h.query('SELECT 1 FROM alertas WHERE cod_pessoa = $1 AND cod_acervo = $2', [me.cod_pessoa, acervo])).length).toBe(1);
    });

    it('two cancels of one hold at once cancel it once: the hold behind it moves up exactly one place', async () => {
      const a = await patron(h);
      const b = await patron(h);
      const acervo = await waitingTitle();
      const info = (await call(h, 'GET', `/api/reserva/informacoes-iniciais?acervo=${acervo}`, a.token)).json<InformacoesIniciais>();
      const c = info.combinacoes[0]!;
      const body = { acervo, volume: c.volume.valor, tomo: c.tomo.valor, parte: c.parte.valor, material: c.material.valor, biblioteca: info.bibliotecas[0]?.cod_biblioteca };
      const first = await call(h, 'POST', '/api/reserva', a.token, body);
      const second = await call(h, 'POST', '/api/reserva', b.token, body);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const id = first.json<{ reserva: { cod_reserva: number } }>().reserva.cod_reserva;
      const behind = second.json<{ reserva: { cod_reserva: number; posicao_fila: number } }>().reserva;
      const results = await Promise.all([call(h, 'DELETE', `/api/reserva/${id}`, a.token), call(h, 'DELETE', `/api/reserva/${id}`, a.token)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(results.map((r) => r.json<{ reserva: { situacao: string } }>().reserva.situacao)).toEqual(['cancelada', 'cancelada']);
      const [now] = await h.query<{ posicao_fila: number }>('SELECT posicao_fila FROM reservas WHERE cod_reserva = $1', [behind.cod_reserva]);
      expect(now?.posicao_fila).toBe(behind.posicao_fila - 1);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`alertas on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}

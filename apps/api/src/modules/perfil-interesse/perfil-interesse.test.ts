import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  type AlertasResposta,
  NovidadesResposta,
  OpcoesInteresse,
  type PerfilInteresseErrorResponse,
} from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, SEED_DATE, TEST_DATABASE_URL } from '../../../test/helpers';
import { collectionXml, recordXml } from '../../../test/marc-fixtures';
import { DEMO, DEMO_PASSWORDS } from '../../seed/people';
import type { OutboxMessage } from '../../lib/outbox';
import { importMarcFiles } from '../../marc/import';
import { notifyProfileMatches } from './notify';

// The interest profile (issue 26 item 1; SPEC.md §5 "at least one periodical type", §7, §8): the four
// lists' CRUD, each the patron's own; the pickers; "new for you"; and what an import tells patrons.
if (!TEST_DATABASE_URL) console.info('[perfil-interesse tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const BASE = '/api/perfil-interesse';
const LANG = { pt: '1', en: '5', es: '3' } as const;
const TODAY = new Date(`${SEED_DATE}T15:00:00Z`);
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  login: string;
  token: string;
}
type Item = { id: number } & Record<string, unknown>;

async function patron(h: AuthHarness, options: { category?: string; emails?: string[]; name?: string } = {}): Promise<Me> {
  const p = await h.person(options);
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: p.cod_pessoa, login: p.login, token: res.json<Pair>().access_token };
}

const call = (h: AuthHarness, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
  h.inject({
    method,
    url,
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const items = async (h: AuthHarness, me: Me, list: string) => {
  const res = await call(h, 'GET', `${BASE}/${list}`, me.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ itens: Item[] }>().itens;
};

const add = async (h: AuthHarness, me: Me, list: string, body: unknown, lang: string = LANG.pt) => {
  const res = await call(h, 'POST', `${BASE}/${list}`, me.token, body, lang);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ item: Item; message: string }>();
};

const refused = async (h: AuthHarness, res: Promise<{ statusCode: number; json: <T>() => T; body: string }>, status: number, body: Partial<PerfilInteresseErrorResponse>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json<PerfilInteresseErrorResponse>()).toMatchObject(body);
};

const mails = async (outbox: string, login: string): Promise<OutboxMessage[]> => {
  const names = (await readdir(outbox)).filter((n) => n.endsWith('.json')).sort();
  const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(outbox, n), 'utf8')) as OutboxMessage));
  return all.filter((m) => m.login.toLowerCase() === login.toLowerCase());
};

const profileAlerts = (h: AuthHarness, codPessoa: number) =>
  h.query<{ cod_alerta: number; dados: { titulos: string[]; acervos: number[] } }>(
    `SELECT cod_alerta, dados FROM alertas WHERE cod_pessoa = $1 AND tipo = 'perfil_interesse' ORDER BY cod_alerta`,
    [codPessoa],
  );

function cases(h: AuthHarness) {
  /** An authority heading used by titles as `papel` (A author, S subject), with a title acquired in the month before SEED_DATE. */
  const recentHeading = async (papel: 'A' | 'S') => {
    const [row] = await h.query<{ cod_autoridade: number; cabecalho: string; cod_acervo: number }>(
      `SELECT a.cod_autoridade, a.cabecalho, min(ta.cod_acervo)::int AS cod_acervo
         FROM autoridades a JOIN titulo_autoridade ta ON ta.cod_autoridade = a.cod_autoridade AND ta.papel = $1
         JOIN exemplares e ON e.cod_acervo = ta.cod_acervo AND e.data_aquisicao BETWEEN $2::date - 30 AND $2::date
        GROUP BY a.cod_autoridade ORDER BY a.cod_autoridade LIMIT 1`,
      [papel, SEED_DATE],
    );
    if (!row) throw new Error(`no ${papel} heading on a recent acquisition in the seed`);
    return row;
  };

  describe('who may call', () => {
    it('a visitor gets 401 on every list; a category without the page (5728) gets 403 and nothing is stored', async () => {
      const pub = await h.publicToken();
      for (const list of ['area-autor-assunto', 'periodicos', 'tipo-obra', 'titulos']) {
        for (const token of [null, pub]) {
          expect((await call(h, 'GET', `${BASE}/${list}`, token)).statusCode).toBe(401);
          expect((await call(h, 'POST', `${BASE}/${list}`, token, {})).statusCode).toBe(401);
          expect((await call(h, 'PUT', `${BASE}/${list}/1`, token, {})).statusCode).toBe(401);
          expect((await call(h, 'DELETE', `${BASE}/${list}/1`, token)).statusCode).toBe(401);
        }
      }
      expect((await call(h, 'GET', `${BASE}/novidades`, null)).statusCode).toBe(401);
      const c = await patron(h, { category: '14' });
      await h.query('DELETE FROM permissoes_categoria WHERE cod_categoria = $1 AND cod_modulo = 571 AND cod_atividade = 5728', ['14']);
      try {
        const res = await call(h, 'GET', `${BASE}/titulos`, c.token, undefined, LANG.en);
        expect(res.statusCode).toBe(403);
        expect(res.json<PerfilInteresseErrorResponse>()).toMatchObject({ codigo: 'PERMISSAO_NEGADA', message: expect.stringMatching(/^Authentication permissions denied/) });
        expect((await call(h, 'POST', `${BASE}/titulos`, c.token, { palavras: 'história do brasil' })).statusCode).toBe(403);
        expect((await call(h, 'GET', `${BASE}/novidades`, c.token)).statusCode).toBe(403);
        expect((await h.query('SELECT 1 FROM perfil_interesse WHERE cod_pessoa = $1', [c.cod_pessoa])).length).toBe(0);
      } finally {
        await h.query('INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ($1, 571, 5728) ON CONFLICT DO NOTHING', ['14']);
      }
    });
  });

  describe('authors, subjects and areas', () => {
    it('adds an author, a subject and an area from the catalogue’s indexes, refuses free text and duplicates, changes and removes', async () => {
      const me = await patron(h);
      const author = await recentHeading('A');
      const subject = await recentHeading('S');
      const [cls] = await h.query<{ c: string }>(`SELECT estante_classe(classificacao) AS c FROM titulos WHERE estante_classe(classificacao) IS NOT NULL ORDER BY 1 LIMIT 1`);

      const a = await add(h, me, 'area-autor-assunto', { tipo: 'autor', codigo: String(author.cod_autoridade) }, LANG.en);
      expect(a.message).toBe('Entry added to the interest profile.');
      expect(a.item).toEqual({ id: expect.any(Number), tipo: 'autor', codigo: String(author.cod_autoridade), descricao: author.cabecalho });
      const s = await add(h, me, 'area-autor-assunto', { tipo: 'assunto', codigo: subject.cod_autoridade });
      const k = await add(h, me, 'area-autor-assunto', { tipo: 'area', codigo: cls!.c.toLowerCase() });
      expect(k.item).toMatchObject({ tipo: 'area', codigo: cls!.c });
      expect((await items(h, me, 'area-autor-assunto')).map((i) => i.id).sort()).toEqual([a.item.id, s.item.id, k.item.id].sort());

      const url = `${BASE}/area-autor-assunto`;
      await refused(h, call(h, 'POST', url, me.token, { tipo: 'autor', codigo: author.cod_autoridade }, LANG.en), 409, { codigo: 'PERFIL_DUPLICADO', message: 'This entry is already in your interest profile.' });
      await refused(h, call(h, 'POST', url, me.token, { codigo: author.cod_autoridade }), 422, { campo: 'tipo' });
      await refused(h, call(h, 'POST', url, me.token, { tipo: 'autor', codigo: 'Machado de Assis' }, LANG.en), 422, { campo: 'codigo', message: 'Author not found in the catalogue’s author index.' });
      await refused(h, call(h, 'POST', url, me.token, { tipo: 'autor', codigo: 99999999 }), 422, { campo: 'codigo' });
      // A subject heading is not an author: the index of the role decides.
      await refused(h, call(h, 'POST', url, me.token, { tipo: 'autor', codigo: subject.cod_autoridade }, LANG.es), 422, { campo: 'codigo', message: 'Autor no encontrado en el índice de autores del acervo.' });
      await refused(h, call(h, 'POST', url, me.token, { tipo: 'area', codigo: 'ZZZ999' }), 422, { campo: 'codigo' });
      await refused(h, call(h, 'POST', url, me.token, { tipo: 'assunto' }), 422, { campo: 'codigo' });

      // Changing the subject into the author it already has is a duplicate (both unchanged); the area into another class works.
      await refused(h, call(h, 'PUT', `${url}/${s.item.id}`, me.token, { tipo: 'autor', codigo: author.cod_autoridade }), 409, { codigo: 'PERFIL_DUPLICADO' });
      const [cls2] = await h.query<{ c: string }>(`SELECT estante_classe(classificacao) AS c FROM titulos WHERE estante_classe(classificacao) > $1 ORDER BY 1 LIMIT 1`, [cls!.c]);
      const put = await call(h, 'PUT', `${url}/${k.item.id}`, me.token, { tipo: 'area', codigo: cls2!.c }, LANG.en);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ item: { id: k.item.id, tipo: 'area', codigo: cls2!.c, descricao: cls2!.c }, message: 'Profile entry changed.' });
      expect((await items(h, me, 'area-autor-assunto')).find((i) => i.id === s.item.id)).toMatchObject({ tipo: 'assunto', codigo: String(subject.cod_autoridade) });

      const del = await call(h, 'DELETE', `${url}/${s.item.id}`, me.token, undefined, LANG.en);
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ message: 'Entry removed from the interest profile.' });
      expect((await call(h, 'DELETE', `${url}/${s.item.id}`, me.token)).statusCode).toBe(404);
      expect((await call(h, 'DELETE', `${url}/0`, me.token)).statusCode).toBe(400);
    });
  });

  describe('periodicals', () => {
    it('saves a serial with at least one kind of notice (SPEC.md §5: none is 422 under `tipos`, in the request’s language)', async () => {
      const me = await patron(h);
      const [serial] = await h.query<{ cod_acervo: number; obra: string }>('SELECT cod_acervo, obra FROM titulos WHERE cod_tipo_obra = 2 ORDER BY cod_acervo LIMIT 1');
      expect(serial, 'the seed has serials').toBeDefined();
      const url = `${BASE}/periodicos`;
      await refused(h, call(h, 'POST', url, me.token, { codAcervo: serial!.cod_acervo, tipos: [] }), 422, { campo: 'tipos', message: 'Escolha pelo menos um tipo de aviso do periódico para salvar.' });
      await refused(h, call(h, 'POST', url, me.token, { codAcervo: serial!.cod_acervo }, LANG.en), 422, { campo: 'tipos', message: 'Choose at least one kind of periodical notice to save.' });
      await refused(h, call(h, 'POST', url, me.token, { codAcervo: serial!.cod_acervo, tipos: ['jornal'] }), 422, { campo: 'tipos' });
      await refused(h, call(h, 'POST', url, me.token, { tipos: ['fasciculos'] }), 422, { campo: 'codAcervo' });
      const [book] = await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE cod_tipo_obra = 1 LIMIT 1');
      await refused(h, call(h, 'POST', url, me.token, { codAcervo: book!.cod_acervo, tipos: ['fasciculos'] }), 422, { campo: 'codAcervo' });
      expect(await items(h, me, 'periodicos')).toEqual([]);

      const p = await add(h, me, 'periodicos', { codAcervo: String(serial!.cod_acervo), tipos: ['sumarios', 'fasciculos', 'sumarios'] });
      expect(p.item).toEqual({ id: expect.any(Number), cod_acervo: serial!.cod_acervo, titulo: serial!.obra, tipos: ['fasciculos', 'sumarios'] });
      await refused(h, call(h, 'PUT', `${url}/${p.item.id}`, me.token, { codAcervo: serial!.cod_acervo, tipos: [] }, LANG.es), 422, { campo: 'tipos', message: 'Elija al menos un tipo de aviso de la publicación periódica para guardar.' });
      expect((await items(h, me, 'periodicos'))[0]).toMatchObject({ tipos: ['fasciculos', 'sumarios'] });
      const put = await call(h, 'PUT', `${url}/${p.item.id}`, me.token, { codAcervo: serial!.cod_acervo, tipos: ['sumarios'] });
      expect(put.statusCode, put.body).toBe(200);
      expect((await items(h, me, 'periodicos'))[0]).toMatchObject({ id: p.item.id, tipos: ['sumarios'] });
      expect((await call(h, 'DELETE', `${url}/${p.item.id}`, me.token)).statusCode).toBe(200);
      expect(await items(h, me, 'periodicos')).toEqual([]);
    });
  });

  describe('types of work and title words', () => {
    it('adds, refuses, changes and removes types of work', async () => {
      const me = await patron(h);
      const url = `${BASE}/tipo-obra`;
      const t = await add(h, me, 'tipo-obra', { codTipoObra: 4 }, LANG.en);
      expect(t.item).toEqual({ id: expect.any(Number), cod_tipo_obra: 4, descricao: 'Map' });
      await refused(h, call(h, 'POST', url, me.token, { codTipoObra: '4' }), 409, { codigo: 'PERFIL_DUPLICADO' });
      await refused(h, call(h, 'POST', url, me.token, {}), 422, { campo: 'codTipoObra', message: 'Escolha um tipo de obra.' });
      await refused(h, call(h, 'POST', url, me.token, { codTipoObra: 77 }), 422, { campo: 'codTipoObra' });
      const put = await call(h, 'PUT', `${url}/${t.item.id}`, me.token, { codTipoObra: 5 }, LANG.es);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ item: { id: t.item.id, cod_tipo_obra: 5, descricao: 'Video' }, message: 'Entrada del perfil modificada.' });
      expect((await call(h, 'DELETE', `${url}/${t.item.id}`, me.token)).statusCode).toBe(200);
    });

    it('follows title words: the same words in another order, case or accents are a duplicate; too short is 422', async () => {
      const me = await patron(h);
      const url = `${BASE}/titulos`;
      const t = await add(h, me, 'titulos', { palavras: '  História   do Brasil ' });
      expect(t.item).toEqual({ id: expect.any(Number), palavras: 'História do Brasil' });
      await refused(h, call(h, 'POST', url, me.token, { palavras: 'brasil, HISTORIA do' }), 409, { codigo: 'PERFIL_DUPLICADO' });
      await refused(h, call(h, 'POST', url, me.token, { palavras: '' }), 422, { campo: 'palavras', message: 'Informe as palavras do título a acompanhar.' });
      await refused(h, call(h, 'POST', url, me.token, { palavras: 'a de' }, LANG.en), 422, { campo: 'palavras', message: 'Enter at least one word of 3 letters or more.' });
      await refused(h, call(h, 'POST', url, me.token, { palavras: 'x'.repeat(201) }), 422, { campo: 'palavras' });
      const put = await call(h, 'PUT', `${url}/${t.item.id}`, me.token, { palavras: 'Geografia do Brasil' });
      expect(put.statusCode).toBe(200);
      expect((await items(h, me, 'titulos')).map((i) => i.palavras)).toEqual(['Geografia do Brasil']);
    });
  });

  describe("another patron's entries", () => {
    it("patron B neither sees, changes nor removes A's entries in any list: 404 as for none, A's unchanged", async () => {
      const a = await patron(h);
      const b = await patron(h);
      const author = await recentHeading('A');
      const [serial] = await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE cod_tipo_obra = 2 ORDER BY cod_acervo LIMIT 1');
      const mine = {
        'area-autor-assunto': [(await add(h, a, 'area-autor-assunto', { tipo: 'autor', codigo: author.cod_autoridade })).item, { tipo: 'autor', codigo: author.cod_autoridade }],
        periodicos: [(await add(h, a, 'periodicos', { codAcervo: serial!.cod_acervo, tipos: ['fasciculos'] })).item, { codAcervo: serial!.cod_acervo, tipos: ['sumarios'] }],
        'tipo-obra': [(await add(h, a, 'tipo-obra', { codTipoObra: 3 })).item, { codTipoObra: 6 }],
        titulos: [(await add(h, a, 'titulos', { palavras: 'mecânica quântica' })).item, { palavras: 'outra coisa' }],
      } as const;
      for (const [list, [item, body]] of Object.entries(mine)) {
        expect(await items(h, b, list)).toEqual([]);
        const put = await call(h, 'PUT', `${BASE}/${list}/${item.id}`, b.token, body, LANG.en);
        expect(put.statusCode, `${list} PUT`).toBe(404);
        expect(put.json()).toEqual({ message: 'Profile entry not found.' });
        expect((await call(h, 'DELETE', `${BASE}/${list}/${item.id}`, b.token)).statusCode, `${list} DELETE`).toBe(404);
        expect(await items(h, a, list), list).toEqual([item]);
      }
      // Nor through another list's URL.
      expect((await call(h, 'DELETE', `${BASE}/titulos/${mine['tipo-obra'][0].id}`, a.token)).statusCode).toBe(404);
      expect((await h.query('SELECT 1 FROM perfil_interesse WHERE cod_pessoa = $1', [a.cod_pessoa])).length).toBe(4);
    });
  });

  describe('concurrency', () => {
    it('two identical POSTs at once add one entry: one 201, one 409; two changes into the same words leave one', async () => {
      const me = await patron(h);
      const results = await Promise.all([
        call(h, 'POST', `${BASE}/titulos`, me.token, { palavras: 'Redes neurais' }),
        call(h, 'POST', `${BASE}/titulos`, me.token, { palavras: 'redes neurais' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const results2 = await Promise.all([call(h, 'POST', `${BASE}/tipo-obra`, me.token, { codTipoObra: 1 }), call(h, 'POST', `${BASE}/tipo-obra`, me.token, { codTipoObra: 1 })]);
      expect(results2.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const x = (await add(h, me, 'titulos', { palavras: 'aprendizado profundo' })).item;
      const y = (await add(h, me, 'titulos', { palavras: 'visão computacional' })).item;
      const puts = await Promise.all([
        call(h, 'PUT', `${BASE}/titulos/${x.id}`, me.token, { palavras: 'Robótica móvel' }),
        call(h, 'PUT', `${BASE}/titulos/${y.id}`, me.token, { palavras: 'robotica movel' }),
      ]);
      expect(puts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const rows = await h.query<{ chave: string }>(`SELECT chave FROM perfil_interesse WHERE cod_pessoa = $1 AND lista = 'titulos' ORDER BY chave`, [me.cod_pessoa]);
      expect(rows.map((r) => r.chave).filter((c) => c === 'movel robotica')).toHaveLength(1);
      expect(rows).toHaveLength(3);
    });
  });

  describe('pickers and new for you', () => {
    it('the pickers search the catalogue’s indexes (headings used by titles, call-number classes, serials); under 3 characters is 422', async () => {
      const me = await patron(h);
      const author = await recentHeading('A');
      const q = author.cabecalho.slice(0, 6);
      const res = await call(h, 'GET', `${BASE}/opcoes?tipo=autor&q=${encodeURIComponent(q)}`, me.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<OpcoesInteresse>();
      expect(schemaErrors(OpcoesInteresse, body)).toEqual([]);
      expect(body.opcoes.map((o) => o.codigo)).toContain(String(author.cod_autoridade));
      expect(body.opcoes.every((o) => o.total > 0)).toBe(true);
      const [lc] = await h.query<{ c: string }>(`SELECT estante_classe(classificacao) AS c FROM titulos WHERE estante_classe(classificacao) LIKE 'QA%' ORDER BY 1 LIMIT 1`);
      const area = (await call(h, 'GET', `${BASE}/opcoes?tipo=area&q=qa`, me.token)).json<OpcoesInteresse>();
      expect(area.opcoes.map((o) => o.codigo)).toContain(lc!.c);
      expect(area.opcoes.every((o) => o.codigo.startsWith('QA') && o.total > 0)).toBe(true);
      // "QA 76.9" files under QA76 as "QA76.9" does.
      expect((await h.query<{ c: string }>(`SELECT estante_classe('QA 76.9 M65') AS c`))[0]?.c).toBe('QA76');
      await refused(h, call(h, 'GET', `${BASE}/opcoes?tipo=assunto&q=ab`, me.token), 422, { campo: 'q' });
      expect((await call(h, 'GET', `${BASE}/opcoes?tipo=outro&q=abc`, me.token)).statusCode).toBe(400);
    });

    it("lists the month's new acquisitions matching the profile with the reason, and nothing for an empty profile", async () => {
      const me = await patron(h);
      const other = await patron(h);
      const subject = await recentHeading('S');
      await add(h, me, 'area-autor-assunto', { tipo: 'assunto', codigo: subject.cod_autoridade }, LANG.en);
      const res = await call(h, 'GET', `${BASE}/novidades`, me.token, undefined, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<NovidadesResposta>();
      expect(schemaErrors(NovidadesResposta, body)).toEqual([]);
      expect(body).toMatchObject({ de: '2026-02-02', ate: SEED_DATE, entradas: 1 });
      const hit = body.data.find((d) => d.cod_acervo === subject.cod_acervo);
      expect(hit?.motivos).toEqual([`Subject: ${subject.cabecalho}`]);
      expect(body.total).toBe(body.data.length);
      const dates = body.data.map((d) => d.data.split('/').reverse().join('-'));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates.every((d) => d >= '2026-02-02' && d <= SEED_DATE)).toBe(true);
      const none = (await call(h, 'GET', `${BASE}/novidades`, other.token)).json<NovidadesResposta>();
      expect(none).toMatchObject({ data: [], total: 0, entradas: 0 });
    });
  });

  describe('the demo', () => {
    it('Bruno (20240002) has a seeded profile in every list, and his "new for you" lists titles from the first start', async () => {
      const res = await h.login('20240002', DEMO_PASSWORDS.leitura);
      const bruno: Me = { cod_pessoa: DEMO.bruno, login: '20240002', token: res.json<Pair>().access_token };
      for (const list of ['area-autor-assunto', 'periodicos', 'tipo-obra', 'titulos']) expect((await items(h, bruno, list)).length, list).toBeGreaterThan(0);
      const body = (await call(h, 'GET', `${BASE}/novidades?perPage=5`, bruno.token)).json<NovidadesResposta>();
      expect(body.entradas).toBe(6);
      expect(body.total).toBeGreaterThan(5);
      expect(body.data).toHaveLength(5);
      expect(body.data.every((d) => d.motivos.length > 0)).toBe(true);
      expect(body.last_page).toBe(Math.ceil(body.total / 5));
    });
  });

  describe('an import tells the patrons whose profile matches', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'estante-perfil-'));
    });
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('one alert and one e-mail listing the new matching titles for X (in X’s language), none for Y; no e-mail for Z who declines; a second import tells nobody', async () => {
      const tag = `${process.pid}${Date.now() % 100000}`;
      const x = await patron(h, { name: 'Xavier Pires', emails: ['xavier@estante.example'] });
      const y = await patron(h, { name: 'Yara Lins', emails: ['yara@estante.example'] });
      const z = await patron(h, { name: 'Zeca Moura', emails: ['zeca@estante.example'] });
      await h.query('UPDATE pessoas SET recebe_email = false WHERE cod_pessoa = $1', [z.cod_pessoa]);
      await add(h, x, 'titulos', { palavras: `Quasares pulsantes ${tag}` }, LANG.en);
      await add(h, y, 'titulos', { palavras: `Culinária tailandesa ${tag}` });
      await add(h, z, 'tipo-obra', { codTipoObra: 4 });

      const file = path.join(dir, `novos-${tag}.xml`);
      const map = '00000nem a2200000 i 4500';
      await writeFile(
        file,
        collectionXml([
          recordXml(`perfil-a-${tag}`, `Quasares pulsantes ${tag} do hemisfério sul`),
          recordXml(`perfil-b-${tag}`, `Atlas dos quasares pulsantes ${tag}`, '', map),
          recordXml(`perfil-c-${tag}`, `Receitas de bolo ${tag}`),
        ]),
      );
      const before = { x: (await mails(h.outbox, x.login)).length, y: (await mails(h.outbox, y.login)).length, z: (await mails(h.outbox, z.login)).length };
      const mail = { outbox: h.outbox };
      const first = await importMarcFiles(h.db(), [file]);
      expect(first.insertedTitles).toHaveLength(3);
      // Other tests' patrons follow books too: the figures count them; X, Y and Z are checked one by one below.
      const told = await notifyProfileMatches(h.db(), first.insertedTitles, { mail, now: () => TODAY });
      expect(told.emails).toBeGreaterThanOrEqual(1);

      const xa = await profileAlerts(h, x.cod_pessoa);
      expect(xa).toHaveLength(1);
      expect([...xa[0]!.dados.titulos].sort()).toEqual([`Atlas dos quasares pulsantes ${tag}`, `Quasares pulsantes ${tag} do hemisfério sul`]);
      expect(await profileAlerts(h, y.cod_pessoa)).toEqual([]);
      expect((await profileAlerts(h, z.cod_pessoa)).map((a) => a.dados.titulos)).toEqual([[`Atlas dos quasares pulsantes ${tag}`]]);

      const xm = await mails(h.outbox, x.login);
      expect(xm.length - before.x).toBe(1);
      const m = xm.at(-1)!;
      expect(m.to).toEqual(['xavier@estante.example']);
      expect(m.subject).toBe('New for you in the library’s catalogue');
      expect(m.text).toContain('Hello, Xavier Pires.');
      expect(m.text).toContain(`- Quasares pulsantes ${tag} do hemisfério sul`);
      expect(m.text).toContain(`- Atlas dos quasares pulsantes ${tag}`);
      expect(m.text).not.toContain('Receitas de bolo');
      expect((await mails(h.outbox, y.login)).length).toBe(before.y);
      expect((await mails(h.outbox, z.login)).length).toBe(before.z);

      // The patron reads it in the personal area, in the request's language, leading to "new for you".
      const list = (await call(h, 'GET', '/api/solicitacoes/alertas', x.token, undefined, LANG.pt)).json<AlertasResposta>();
      const alert = list.alertas.find((a) => a.tipo === 'perfil_interesse');
      expect(alert).toMatchObject({ link: '/meupergamum/novidades', tipo_descricao: 'Novidades para você', lido: false });
      expect(alert?.texto).toMatch(/^Chegaram ao acervo 2 título\(s\) do seu perfil de interesse: "/);
      // ... and the titles are in its "new for you" (told this month), with the reason.
      const novidades = (await call(h, 'GET', `${BASE}/novidades`, x.token)).json<NovidadesResposta>();
      expect(novidades.data.map((d) => d.obra).sort()).toEqual([`Atlas dos quasares pulsantes ${tag}`, `Quasares pulsantes ${tag} do hemisfério sul`]);

      // The same file again: its titles are updated, not new; and told again by hand, nobody hears twice.
      const second = await importMarcFiles(h.db(), [file]);
      expect(second.insertedTitles).toEqual([]);
      expect(second.titlesUpdated).toBe(3);
      const again = await notifyProfileMatches(h.db(), first.insertedTitles, { mail, now: () => TODAY });
      expect(again).toEqual({ alertas: 0, emails: 0, falhas: 0 });
      const twice = await Promise.all([
        notifyProfileMatches(h.db(), first.insertedTitles, { mail, now: () => TODAY }),
        notifyProfileMatches(h.db(), first.insertedTitles, { mail, now: () => TODAY }),
      ]);
      expect(twice.map((t) => t.alertas)).toEqual([0, 0]);
      expect(await profileAlerts(h, x.cod_pessoa)).toHaveLength(1);
      expect((await mails(h.outbox, x.login)).length - before.x).toBe(1);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`perfil-interesse on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend, { now: () => TODAY }));
  });
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstatisticaAnos, EstatisticaDados, ItemSumario, KardexResponse, SumariosResponse } from '@estante/api-contract';
import { buildApp } from '../../../app';
import type { Db } from '../../../db/db';
import { seedBookContents } from '../../../seed/contents';
import { seedSerials } from '../../../seed/serials';
import { BACKENDS, JWT_SECRET, SEED_DATE, seededDb, TEST_DATABASE_URL } from '../../../../test/helpers';

// Serial holdings, contents and statistics of a title (/api/acervo/{id}/kardex, /sumarios,
// /sumarios-livros, /dados-estatisticos/…) on the seeded catalogue: PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
if (!TEST_DATABASE_URL) console.info('[acervo dados tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LANG = { pt: '1', en: '5', es: '3' } as const;

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`serials, contents, statistics on ${backend.name}`, () => {
    let app: FastifyInstance;
    let db: Db;
    let token: string;
    beforeAll(async () => {
      db = (await seededDb(backend)).db;
      app = await buildApp({ db, jwtSecret: JWT_SECRET });
      const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
      token = res.json<{ access_token: string }>().access_token;
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    const get = (url: string, lang: string = LANG.pt, auth = true) =>
      app.inject({ method: 'GET', url, headers: { lang, ...(auth ? { authorization: `Bearer ${token}` } : {}) } });
    const ok = async <T>(url: string, lang: string = LANG.pt): Promise<T> => {
      const res = await get(url, lang);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const titleCode = async (where: string) => {
      const [row] = await db.query<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos WHERE ${where} ORDER BY cod_acervo LIMIT 1`);
      if (!row) throw new Error(`no title ${where}`);
      return row.cod_acervo;
    };

    describe('GET /api/acervo/{id}/kardex', () => {
      it('lists a serial’s issues by year (latest first), then by period, with counts equal to its rows by status', async () => {
        const downBeat = await titleCode(`obra ILIKE 'Down Beat%'`);
        const body = await ok<KardexResponse>(`/api/acervo/${downBeat}/kardex`, LANG.en);
        expect(body.periodico).toBe(true);
        const refYear = Number(SEED_DATE.slice(0, 4));
        expect(body.anos.map((a) => a.ano)).toEqual([refYear, refYear - 1, refYear - 2, refYear - 3]);
        const stored = await db.query<{ ano: number; situacao: string; n: number }>(
          'SELECT ano, situacao, count(*)::int AS n FROM fasciculos WHERE cod_acervo = $1 GROUP BY ano, situacao',
          [downBeat],
        );
        const count = (ano: number, situacao: string) => stored.find((s) => s.ano === ano && s.situacao === situacao)?.n ?? 0;
        for (const year of body.anos) {
          expect(year).toMatchObject({
            recebidos: count(year.ano, 'recebido'),
            atrasados: count(year.ano, 'atrasado'),
            faltantes: count(year.ano, 'faltante'),
            total: year.fasciculos.length,
          });
          expect(year.fasciculos.every((f) => f.ano === year.ano)).toBe(true);
          const months = year.fasciculos.map((f) => f.mes ?? 0);
          expect(months).toEqual([...months].sort((a, b) => a - b));
        }
        // A monthly magazine: twelve issues in a past year, volume numbered from 1934.
        const last = body.anos[1];
        expect(last?.fasciculos.map((f) => f.numero)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
        expect(last?.fasciculos[0]).toMatchObject({ volume: String(refYear - 1 - 1933), mes: 1, mes_final: null, desc_biblioteca: 'Biblioteca Central' });
        const all = body.anos.flatMap((a) => a.fasciculos);
        for (const f of all) {
          expect(f.data_chegada !== null).toBe(f.situacao === 'recebido');
          expect(f.desc_situacao).toBe({ recebido: 'Received', atrasado: 'Late', faltante: 'Missing' }[f.situacao]);
        }
        expect(all.some((f) => f.situacao !== 'recebido')).toBe(true);
      });

      it('names the statuses in the request’s language', async () => {
        const downBeat = await titleCode(`obra ILIKE 'Down Beat%'`);
        const pt = await ok<KardexResponse>(`/api/acervo/${downBeat}/kardex`, LANG.pt);
        const es = await ok<KardexResponse>(`/api/acervo/${downBeat}/kardex`, LANG.es);
        expect(pt.anos[1]?.fasciculos[0]?.desc_situacao).toBe('Recebido');
        expect(es.anos[1]?.fasciculos[0]?.desc_situacao).toBe('Recibido');
      });

      it('a quarterly journal’s issues cover three months each', async () => {
        const journal = await titleCode(`obra ILIKE 'Clinical Child Psychology%'`);
        const body = await ok<KardexResponse>(`/api/acervo/${journal}/kardex`);
        const year = body.anos[1];
        expect(year?.fasciculos.map((f) => [f.mes, f.mes_final])).toEqual([[1, 3], [4, 6], [7, 9], [10, 12]]);
      });

      it('a book is no serial and has no issues', async () => {
        const book = await titleCode(`cod_tipo_obra = 1`);
        expect(await ok(`/api/acervo/${book}/kardex`)).toEqual({ periodico: false, anos: [] });
      });

      it('404 for an unknown title, 400 for a malformed code, 401 without a token, each in the request’s language', async () => {
        const missing = await get('/api/acervo/2000000000/kardex', LANG.en);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Title not found.' });
        const bad = await get('/api/acervo/abc/kardex', LANG.es);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ message: 'Código de título no válido.' });
        expect((await get('/api/acervo/0/sumarios')).json()).toEqual({ message: 'Código de título inválido.' });
        expect((await get('/api/acervo/1/kardex', LANG.pt, false)).statusCode).toBe(401);
      });
    });

    describe('GET /api/acervo/{id}/sumarios and /sumarios-livros', () => {
      it('a serial’s contents are those of its received issues, in kardex order', async () => {
        const downBeat = await titleCode(`obra ILIKE 'Down Beat%'`);
        const body = await ok<SumariosResponse>(`/api/acervo/${downBeat}/sumarios`);
        const kardex = await ok<KardexResponse>(`/api/acervo/${downBeat}/kardex`);
        const withContents = kardex.anos.flatMap((a) => a.fasciculos).filter((f) => f.artigos > 0);
        expect(body.fasciculos.map((f) => f.cod_fasciculo)).toEqual(withContents.map((f) => f.cod_fasciculo));
        expect(withContents.every((f) => f.situacao === 'recebido')).toBe(true);
        const first = body.fasciculos[0];
        expect(first?.itens.map((i) => i.ordem)).toEqual(first?.itens.map((_, i) => i + 1));
        expect(first?.itens[0]).toMatchObject({ titulo: 'First Take', paginas: 'p. 8' });
        expect(first?.itens.length).toBe(withContents[0]?.artigos);
        expect(body.nota).toEqual({ parcial: false, itens: [] });
      });

      it('a book’s contents note as entries, and its linked chapters in the same order', async () => {
        const book = await titleCode(`obra LIKE 'Negociação, mediação, conciliação e arbitragem%'`);
        const body = await ok<SumariosResponse>(`/api/acervo/${book}/sumarios`);
        expect(body.fasciculos).toEqual([]);
        expect(body.nota.itens).toHaveLength(11);
        const chapters = await ok<ItemSumario[]>(`/api/acervo/${book}/sumarios-livros`);
        expect(chapters.map((c) => [c.ordem, c.titulo, c.autores])).toEqual(body.nota.itens.map((i) => [i.ordem, i.titulo, i.autores]));
        expect(chapters[1]?.titulo).toBe('Resolução de disputas: métodos adequados para resultados possíveis e métodos possíveis para resultados adequados');
      });

      it('a title without a note or linked contents has empty lists; an unknown one is 404', async () => {
        const plain = await titleCode(`cod_tipo_obra = 1 AND NOT jsonb_path_exists(registro, '$.fields[*] ? (@.tag == "505")')`);
        expect(await ok(`/api/acervo/${plain}/sumarios`)).toEqual({ nota: { parcial: false, itens: [] }, fasciculos: [] });
        expect(await ok(`/api/acervo/${plain}/sumarios-livros`)).toEqual([]);
        expect((await get('/api/acervo/2000000000/sumarios-livros')).statusCode).toBe(404);
      });

      it('the seed is not repeated: a second run adds no issue and no contents', async () => {
        const before = await db.query<{ f: number; s: number }>('SELECT (SELECT count(*)::int FROM fasciculos) AS f, (SELECT count(*)::int FROM sumarios) AS s');
        expect(before[0]?.f).toBeGreaterThan(0);
        await db.transaction(async (tx) => {
          expect(await seedSerials(tx, SEED_DATE)).toBe(0);
          expect(await seedBookContents(tx)).toBe(0);
        });
        expect(await db.query('SELECT (SELECT count(*)::int FROM fasciculos) AS f, (SELECT count(*)::int FROM sumarios) AS s')).toEqual(before);
      });
    });

    describe('GET /api/acervo/{id}/dados-estatisticos', () => {
      /** The titles with the most loans: some lent in two years. */
      const busiest = () =>
        db.query<{ cod_acervo: number }>(
          `SELECT e.cod_acervo FROM emprestimos m JOIN exemplares e USING (cod_exemplar)
           GROUP BY e.cod_acervo ORDER BY count(DISTINCT date_part('year', m.data_emprestimo)) DESC, count(*) DESC, e.cod_acervo LIMIT 4`,
        );

      it('the years and the months count exactly the title’s loans and holds in the circulation tables', async () => {
        for (const { cod_acervo } of await busiest()) {
          const years = await ok<EstatisticaAnos>(`/api/acervo/${cod_acervo}/dados-estatisticos/anos`);
          expect(years.length).toBeGreaterThan(0);
          expect(years.map((y) => y.ano)).toEqual([...years.map((y) => y.ano)].sort((a, b) => b - a));
          for (const { ano, emprestimos, reservas } of years) {
            const loans = await db.query<{ mes: string; n: number }>(
              `SELECT to_char(m.data_emprestimo, 'MM') AS mes, count(*)::int AS n FROM emprestimos m
               WHERE m.cod_exemplar IN (SELECT cod_exemplar FROM exemplares WHERE cod_acervo = $1) AND to_char(m.data_emprestimo, 'YYYY') = $2
               GROUP BY 1`,
              [cod_acervo, String(ano)],
            );
            const holds = await db.query<{ mes: string; n: number }>(
              `SELECT to_char(data_reserva AT TIME ZONE 'America/Sao_Paulo', 'MM') AS mes, count(*)::int AS n FROM reservas
               WHERE cod_acervo = $1 AND to_char(data_reserva AT TIME ZONE 'America/Sao_Paulo', 'YYYY') = $2 GROUP BY 1`,
              [cod_acervo, String(ano)],
            );
            const data = await ok<EstatisticaDados>(`/api/acervo/${cod_acervo}/dados-estatisticos/dados/${ano}`);
            expect(data.meses.map((m) => m.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
            for (const m of data.meses) {
              const mm = String(m.mes).padStart(2, '0');
              expect([m.emprestimos, m.reservas]).toEqual([loans.find((l) => l.mes === mm)?.n ?? 0, holds.find((h) => h.mes === mm)?.n ?? 0]);
            }
            expect([data.emprestimos, data.reservas]).toEqual([emprestimos, reservas]);
            expect(emprestimos).toBe(loans.reduce((s, l) => s + l.n, 0));
          }
        }
        // Some title of the seed was lent in more than one year.
        const [first] = await busiest();
        expect((await ok<EstatisticaAnos>(`/api/acervo/${first?.cod_acervo}/dados-estatisticos/anos`)).length).toBeGreaterThan(1);
      });

      it('a hold placed late on 31 December in the library’s time counts in December of that year', async () => {
        const [row] = await busiest();
        const cod = row?.cod_acervo ?? 0;
        const before = await ok<EstatisticaDados>(`/api/acervo/${cod}/dados-estatisticos/dados/2024`);
        const [hold] = await db.query<{ cod_reserva: number }>(
          `INSERT INTO reservas (cod_acervo, cod_pessoa, situacao, data_reserva, data_cancelamento)
           SELECT $1, min(cod_pessoa), 'cancelada', '2024-12-31T23:30:00-03:00', '2025-01-02' FROM pessoas RETURNING cod_reserva`,
          [cod],
        );
        try {
          const after = await ok<EstatisticaDados>(`/api/acervo/${cod}/dados-estatisticos/dados/2024`);
          expect(after.meses[11]?.reservas).toBe((before.meses[11]?.reservas ?? 0) + 1);
          expect(after.reservas).toBe(before.reservas + 1);
          const next = await ok<EstatisticaDados>(`/api/acervo/${cod}/dados-estatisticos/dados/2025`);
          expect(next.meses[0]?.reservas).toBe(
            (await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM reservas WHERE cod_acervo = $1 AND data_reserva >= '2025-01-01T00:00:00-03:00' AND data_reserva < '2025-02-01T00:00:00-03:00'`,
              [cod],
            ))[0]?.n,
          );
        } finally {
          await db.query('DELETE FROM reservas WHERE cod_reserva = $1', [hold?.cod_reserva]);
        }
      });

      it('a year without activity is twelve zeros; a title without any has no year', async () => {
        const [row] = await busiest();
        const empty = await ok<EstatisticaDados>(`/api/acervo/${row?.cod_acervo}/dados-estatisticos/dados/1950`);
        expect(empty).toEqual({ ano: 1950, meses: Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, emprestimos: 0, reservas: 0 })), emprestimos: 0, reservas: 0 });
        const quiet = await titleCode(`NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = titulos.cod_acervo) AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = titulos.cod_acervo)`);
        expect(await ok(`/api/acervo/${quiet}/dados-estatisticos/anos`)).toEqual([]);
      });

      it('400 for a year that is not a four-digit number, 404 for an unknown title', async () => {
        for (const ano of ['abc', '99999', '12']) {
          const res = await get(`/api/acervo/1/dados-estatisticos/dados/${ano}`, LANG.en);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: 'Invalid title code or year: give the title code and a four-digit year.' });
        }
        const missing = await get('/api/acervo/2000000000/dados-estatisticos/dados/2025', LANG.pt);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Título não encontrado.' });
        expect((await get('/api/acervo/2000000000/dados-estatisticos/anos')).statusCode).toBe(404);
      });
    });
  });
}

import type { EstatisticaAnos, Fasciculo, ItemSumario, SituacaoFasciculo } from '@estante/api-contract';
import type { Db } from '../../../db/db';
import type { MarcRecord } from '../../../marc/record';

/** The library's local time: a hold placed at 22:30 on 31 December counts in December (the seed writes -03:00). */
export const LIBRARY_TIME_ZONE = 'America/Sao_Paulo';

/** An issue as stored, without its status in words (the handler adds it in the request's language). */
export type IssueRow = Omit<Fasciculo, 'desc_situacao'> & { situacao: SituacaoFasciculo };

/** A linked contents entry with the issue it belongs to (null: a book's chapter). */
export type ContentsRow = Omit<ItemSumario, 'grupo'> & { cod_fasciculo: number | null };

/** The SQL of a title's serial holdings, linked contents and circulation statistics. */
export function dadosRepository(db: Db) {
  return {
    /** The title's work type and record, or undefined for an unknown title. */
    async title(codAcervo: number): Promise<{ cod_tipo_obra: number; registro: MarcRecord } | undefined> {
      const [row] = await db.query<{ cod_tipo_obra: number; registro: MarcRecord }>(
        'SELECT cod_tipo_obra, registro FROM titulos WHERE cod_acervo = $1',
        [codAcervo],
      );
      return row;
    },

    async exists(codAcervo: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM titulos WHERE cod_acervo = $1', [codAcervo])).length > 0;
    },

    /** The title's issues, the latest year first, then by period, number and library; with their article counts. */
    issues: (codAcervo: number) =>
      db.query<IssueRow>(
        `SELECT f.cod_fasciculo, f.cod_biblioteca, b.desc_biblioteca, f.ano, f.volume, f.numero, f.mes, f.mes_final,
                to_char(f.data_prevista, 'DD/MM/YYYY') AS data_prevista, to_char(f.data_chegada, 'DD/MM/YYYY') AS data_chegada,
                f.situacao, (SELECT count(*)::int FROM sumarios s WHERE s.cod_fasciculo = f.cod_fasciculo) AS artigos
         FROM fasciculos f JOIN bibliotecas b USING (cod_biblioteca)
         WHERE f.cod_acervo = $1
         ORDER BY f.ano DESC, f.mes NULLS LAST, f.data_prevista, f.numero, f.cod_biblioteca, f.cod_fasciculo`,
        [codAcervo],
      ),

    /** The linked contents of the title: its issues' articles and its chapters, each in order. */
    contents: (codAcervo: number) =>
      db.query<ContentsRow>(
        `SELECT cod_fasciculo, ordem, titulo, autores, paginas FROM sumarios WHERE cod_acervo = $1 ORDER BY cod_fasciculo NULLS FIRST, ordem`,
        [codAcervo],
      ),

    /** Loans (by loan date) and holds (by the day they were placed, library time) of the title per year, the latest first. */
    years: (codAcervo: number) =>
      db.query<EstatisticaAnos[number]>(
        `WITH eventos AS (
           SELECT extract(year FROM m.data_emprestimo)::int AS ano, 1 AS emprestimo, 0 AS reserva
             FROM emprestimos m JOIN exemplares e ON e.cod_exemplar = m.cod_exemplar WHERE e.cod_acervo = $1
           UNION ALL
           SELECT extract(year FROM r.data_reserva AT TIME ZONE '${LIBRARY_TIME_ZONE}')::int, 0, 1 FROM reservas r WHERE r.cod_acervo = $1)
         SELECT ano, sum(emprestimo)::int AS emprestimos, sum(reserva)::int AS reservas FROM eventos GROUP BY ano ORDER BY ano DESC`,
        [codAcervo],
      ),

    /** Loans and holds of the title in each month (1-12) of `ano` that has any. */
    months: (codAcervo: number, ano: number) =>
      db.query<{ mes: number; emprestimos: number; reservas: number }>(
        `WITH eventos AS (
           SELECT extract(month FROM m.data_emprestimo)::int AS mes, 1 AS emprestimo, 0 AS reserva
             FROM emprestimos m JOIN exemplares e ON e.cod_exemplar = m.cod_exemplar
            WHERE e.cod_acervo = $1 AND m.data_emprestimo >= make_date($2, 1, 1) AND m.data_emprestimo < make_date($2 + 1, 1, 1)
           UNION ALL
           SELECT extract(month FROM r.data_reserva AT TIME ZONE '${LIBRARY_TIME_ZONE}')::int, 0, 1
             FROM reservas r
            WHERE r.cod_acervo = $1 AND extract(year FROM r.data_reserva AT TIME ZONE '${LIBRARY_TIME_ZONE}') = $2)
         SELECT mes, sum(emprestimo)::int AS emprestimos, sum(reserva)::int AS reservas FROM eventos GROUP BY mes ORDER BY mes`,
        [codAcervo, ano],
      ),
  };
}

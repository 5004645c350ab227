import type { AcervoBiblioteca, AcervoTotais, DisponibilidadeResponse, Exemplar } from '@estante/api-contract';
import type { Db } from '../../db/db';

/** A copy as stored, without its status in words (the handler adds it in the request's language). */
export type CopyListRow = Omit<Exemplar, 'desc_situacao'>;

/** The copies' SQL: a title's copies, their counts by library and in total, and availability by campus. */
export function copiesRepository(db: Db) {
  return {
    /** The copies of a title, by library, then copy code; the expected return as dd/mm/yyyy. */
    list: (codAcervo: number) =>
      db.query<CopyListRow>(
        `SELECT e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, b.desc_biblioteca, b.cod_campus, c.nome_campus, t.classificacao AS numero_chamada,
                e.volume, e.tomo, e.parte, e.material, e.tipo_emprestimo, e.localizacao, e.colecao, e.situacao,
                to_char(e.data_devolucao_prevista, 'DD/MM/YYYY') AS data_devolucao_prevista
         FROM exemplares e JOIN titulos t USING (cod_acervo) JOIN bibliotecas b USING (cod_biblioteca) JOIN campus c ON c.cod_campus = b.cod_campus
         WHERE e.cod_acervo = $1 ORDER BY e.cod_biblioteca, e.cod_exemplar`,
        [codAcervo],
      ),

    byLibrary: (codAcervo: number) =>
      db.query<AcervoBiblioteca>(
        `SELECT b.cod_biblioteca, b.desc_biblioteca, b.cod_campus, c.nome_campus,
                count(*)::int AS total, count(*) FILTER (WHERE e.situacao = 'disponivel')::int AS disponiveis
         FROM exemplares e JOIN bibliotecas b USING (cod_biblioteca) JOIN campus c ON c.cod_campus = b.cod_campus
         WHERE e.cod_acervo = $1 GROUP BY b.cod_biblioteca, c.nome_campus ORDER BY b.cod_biblioteca`,
        [codAcervo],
      ),

    async totals(codAcervo: number): Promise<AcervoTotais> {
      const [row] = await db.query<AcervoTotais>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE situacao = 'disponivel')::int AS disponiveis,
                count(*) FILTER (WHERE situacao = 'emprestado')::int AS emprestados,
                count(*) FILTER (WHERE situacao = 'reservado')::int AS reservados,
                count(DISTINCT cod_biblioteca)::int AS bibliotecas
         FROM exemplares WHERE cod_acervo = $1`,
        [codAcervo],
      );
      return row ?? { total: 0, disponiveis: 0, emprestados: 0, reservados: 0, bibliotecas: 0 };
    },

    /** Copies and available copies of each title per campus (the titles of a result page at once); unknown titles left out. */
    async availabilityByCampus(ids: readonly number[]): Promise<DisponibilidadeResponse> {
      const rows = await db.query<{ cod_acervo: number; cod_campus: number | null; nome_campus: string | null; total: number; disponiveis: number }>(
        `SELECT t.cod_acervo, c.cod_campus, c.nome_campus,
                count(e.cod_exemplar)::int AS total, count(*) FILTER (WHERE e.situacao = 'disponivel')::int AS disponiveis
         FROM titulos t
         LEFT JOIN exemplares e ON e.cod_acervo = t.cod_acervo
         LEFT JOIN bibliotecas b ON b.cod_biblioteca = e.cod_biblioteca
         LEFT JOIN campus c ON c.cod_campus = b.cod_campus
         WHERE t.cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)
         GROUP BY t.cod_acervo, c.cod_campus, c.nome_campus ORDER BY t.cod_acervo, c.cod_campus`,
        [JSON.stringify(ids)],
      );
      const out = new Map<number, DisponibilidadeResponse[number]>();
      for (const id of ids) out.set(id, { cod_acervo: id, campi: [] });
      const seen = new Set<number>();
      for (const r of rows) {
        seen.add(r.cod_acervo);
        if (r.cod_campus !== null && r.nome_campus !== null) {
          out.get(r.cod_acervo)?.campi.push({ cod_campus: r.cod_campus, nome_campus: r.nome_campus, total: r.total, disponiveis: r.disponiveis });
        }
      }
      return [...out.values()].filter((v) => seen.has(v.cod_acervo));
    },
  };
}

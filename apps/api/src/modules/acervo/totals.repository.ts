import type { Db } from '../../db/db';
import type { Lang } from '../../plugins/lang';
import { TYPE_COLUMN } from './summaries.repository';

/**
 * A title's knowledge area, from its classification (titulos.classificacao, the first of 090, 092,
 * 050, 082 the record carries): a number is a Dewey (or UDC) class, named by its first digit
 * (`cdd:0` … `cdd:9`); a leading capital letter a Library of Congress class (`lcc:A` … `lcc:Z`);
 * anything else `outra`; no classification `sem`.
 */
export const AREA_SQL = `CASE
    WHEN t.classificacao IS NULL OR btrim(t.classificacao) = '' THEN 'sem'
    WHEN btrim(t.classificacao) ~ '^[0-9]' THEN 'cdd:' || substr(btrim(t.classificacao), 1, 1)
    WHEN btrim(t.classificacao) ~ '^[A-HJ-NP-VZ]' THEN 'lcc:' || substr(btrim(t.classificacao), 1, 1)
    ELSE 'outra' END`;

export interface TotalRow {
  codigo: string;
  descricao: string;
  titulos: number;
  exemplares: number;
}

/** The collection totals' SQL: three grouped passes (copies by library; titles with their copy count by type and by area). */
export function totalsRepository(db: Db) {
  return {
    /**
     * Every library, with the titles that have a copy there and its copies (0 for a library with
     * none). Titles from titulo_facetas.bibliotecas (each title's distinct libraries, kept by the
     * triggers of migration 5): no count(DISTINCT) over every copy.
     */
    byLibrary: () =>
      db.query<TotalRow>(
        `WITH titulos_b AS (SELECT unnest(bibliotecas) AS cod_biblioteca, count(*)::int AS n FROM titulo_facetas GROUP BY 1),
              copias_b AS (SELECT cod_biblioteca, count(*)::int AS n FROM exemplares GROUP BY 1)
         SELECT b.cod_biblioteca::text AS codigo, b.desc_biblioteca AS descricao, coalesce(t.n, 0) AS titulos, coalesce(c.n, 0) AS exemplares
         FROM bibliotecas b LEFT JOIN titulos_b t ON t.cod_biblioteca = b.cod_biblioteca LEFT JOIN copias_b c ON c.cod_biblioteca = b.cod_biblioteca
         ORDER BY b.desc_biblioteca, b.cod_biblioteca`,
      ),

    /**
     * Titles and copies by type of work and by area (grouping sets over one pass of the titles, each
     * with its copy count: the copies are grouped by title first, so no title is counted twice).
     * The row with both keys null is the whole collection.
     */
    async byTypeAndArea(lang: Lang) {
      return db.query<{ tipo: number | null; desc_tipo: string | null; area: string | null; titulos: number; exemplares: number }>(
        `WITH copias AS (SELECT cod_acervo, count(*)::int AS n FROM exemplares GROUP BY cod_acervo),
              t AS (SELECT t.cod_tipo_obra, ${AREA_SQL} AS area, coalesce(c.n, 0) AS n
                    FROM titulos t LEFT JOIN copias c ON c.cod_acervo = t.cod_acervo)
         SELECT t.cod_tipo_obra AS tipo, min(tp.${TYPE_COLUMN[lang]}) AS desc_tipo, t.area, count(*)::int AS titulos, coalesce(sum(t.n), 0)::int AS exemplares
         FROM t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra
         GROUP BY GROUPING SETS ((t.cod_tipo_obra), (t.area), ())`,
      );
    },
  };
}

import type { IndiceAcervo } from '@estante/api-contract';
import type { Db } from '../../db/db';

/**
 * Entries of an index as (codigo, descricao, chave, total): `chave` is the accent-free lower-case sort
 * key, compared and ordered bytewise (COLLATE "C") so PGlite and PostgreSQL list the same order.
 */
const ENTRIES: Record<IndiceAcervo, { sql: string; key: string }> = {
  autor: {
    sql: `SELECT a.cod_autoridade::text AS codigo, a.cabecalho AS descricao, a.cabecalho_norm AS chave, count(DISTINCT ta.cod_acervo)::int AS total
      FROM autoridades a JOIN titulo_autoridade ta ON ta.cod_autoridade = a.cod_autoridade AND ta.papel = 'A'
      GROUP BY a.cod_autoridade`,
    key: 'estante_norm($1)',
  },
  assunto: {
    sql: `SELECT a.cod_autoridade::text AS codigo, a.cabecalho AS descricao, a.cabecalho_norm AS chave, count(DISTINCT ta.cod_acervo)::int AS total
      FROM autoridades a JOIN titulo_autoridade ta ON ta.cod_autoridade = a.cod_autoridade AND ta.papel = 'S'
      GROUP BY a.cod_autoridade`,
    key: 'estante_norm($1)',
  },
  titulo: {
    sql: `SELECT ordem_obra AS codigo, min(obra) AS descricao, ordem_obra AS chave, count(*)::int AS total FROM titulos GROUP BY ordem_obra`,
    key: 'estante_norm($1)',
  },
  chamada: {
    sql: `SELECT classificacao AS codigo, classificacao AS descricao, lower(estante_unaccent(classificacao)) AS chave, count(*)::int AS total
      FROM titulos WHERE classificacao IS NOT NULL AND btrim(classificacao) <> '' GROUP BY classificacao`,
    key: 'lower(estante_unaccent($1))',
  },
};

export interface IndexRow {
  codigo: string;
  descricao: string;
  total: number;
}

/** The index's SQL: alphabetical browsing. */
export function browseRepository(db: Db) {
  return {
    /** One page of the entries from `inicio` (a letter or prefix) on, and how many there are from it on. */
    async page(indice: IndiceAcervo, inicio: string, page: number, perPage: number): Promise<{ rows: IndexRow[]; total: number }> {
      const e = ENTRIES[indice];
      const rows = await db.query<IndexRow & { n: number }>(
        `SELECT codigo, descricao, total, count(*) OVER ()::int AS n FROM (${e.sql}) x
         WHERE chave COLLATE "C" >= coalesce(${e.key}, '') COLLATE "C"
         ORDER BY chave COLLATE "C", codigo COLLATE "C" LIMIT $2 OFFSET $3`,
        [inicio, perPage, (page - 1) * perPage],
      );
      let total = rows[0]?.n;
      if (total === undefined) {
        // Past the last page (or nothing from inicio on): still answer the count.
        const [c] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (${e.sql}) x WHERE chave COLLATE "C" >= coalesce(${e.key}, '') COLLATE "C"`,
          [inicio],
        );
        total = c?.n ?? 0;
      }
      return { rows: rows.map(({ n: _n, ...r }) => r), total };
    },
  };
}

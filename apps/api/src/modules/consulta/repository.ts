import type { Db } from '../../db/db';
import { TYPE_COLUMN } from '../acervo/summaries.repository';
import type { Lang } from '../../plugins/lang';

/** The acquisition date a new-acquisitions list goes by: NA_A acquired, NA_C catalogued. */
const DATE_COLUMN = { NA_A: 'data_aquisicao', NA_C: 'data_catalogacao' } as const;

/** The search screen's other SQL: types of work, whether serials exist, new acquisitions. */
export function consultaRepository(db: Db) {
  return {
    workTypes: (lang: Lang) =>
      db.query<{ codigo: number; descricao: string }>(
        `SELECT cod_tipo_obra AS codigo, ${TYPE_COLUMN[lang]} AS descricao FROM tipos_obra ORDER BY ${TYPE_COLUMN[lang]}`,
      ),

    /** The values of a specialised search's kind that at least one title holds (titulo_especializada). */
    async specialisedValues(tipo: string): Promise<Set<string>> {
      const rows = await db.query<{ valor: string }>('SELECT DISTINCT valor FROM titulo_especializada WHERE tipo = $1', [tipo]);
      return new Set(rows.map((r) => r.valor));
    },

    async hasSerials(): Promise<boolean> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos WHERE cod_tipo_obra = 2');
      return Boolean(row?.n);
    },

    /** One page of the titles with a copy acquired (or catalogued) between de and ate, newest first, with that date (DD/MM/YYYY) and the total. */
    async newAcquisitions(tipo: keyof typeof DATE_COLUMN, de: string, ate: string, page: number, perPage: number) {
      const column = DATE_COLUMN[tipo];
      const rows = await db.query<{ cod_acervo: number; data: string; total: number }>(
        `SELECT cod_acervo, to_char(max(${column}), 'DD/MM/YYYY') AS data, count(*) OVER ()::int AS total
         FROM exemplares WHERE ${column} BETWEEN $1::date AND $2::date
         GROUP BY cod_acervo ORDER BY max(${column}) DESC, cod_acervo DESC LIMIT $3 OFFSET $4`,
        [de, ate, perPage, (page - 1) * perPage],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [c] = await db.query<{ n: number }>(`SELECT count(DISTINCT cod_acervo)::int AS n FROM exemplares WHERE ${column} BETWEEN $1::date AND $2::date`, [de, ate]);
        total = c?.n ?? 0;
      }
      return { rows: rows.map((r) => ({ cod_acervo: r.cod_acervo, data: r.data })), total };
    },
  };
}

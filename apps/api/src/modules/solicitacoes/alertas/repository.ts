import type { TipoAlerta } from '@estante/api-contract';
import type { Db } from '../../../db/db';

/** An alert as stored, with its title and whether a copy of it is on the shelf now. */
export interface AlertRow {
  cod_alerta: number;
  tipo: TipoAlerta;
  cod_acervo: number | null;
  titulo: string | null;
  dados: Record<string, unknown>;
  data_alerta: string;
  lido: boolean;
  data_leitura: string | null;
  disponivel: boolean;
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const COLUMNS = `a.cod_alerta, a.tipo, a.cod_acervo, t.obra AS titulo, a.dados, ${ISO('a.data_alerta')} AS data_alerta, a.lido,
  ${ISO('a.data_leitura')} AS data_leitura,
  (a.tipo = 'disponibilidade' AND EXISTS (
     SELECT 1 FROM exemplares e WHERE e.cod_acervo = a.cod_acervo AND e.situacao = 'disponivel')) AS disponivel`;

const FROM = 'alertas a LEFT JOIN titulos t ON t.cod_acervo = a.cod_acervo';

/** The SQL of /api/solicitacoes/alertas: always about one patron's own alerts. */
export function alertasRepository(db: Db) {
  const unread = async (codPessoa: number): Promise<number> =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alertas WHERE cod_pessoa = $1 AND NOT lido', [codPessoa]))[0]?.n ?? 0;

  return {
    unread,

    /** The patron's alerts, newest first; within [inicio, fim] (days, in UTC) when given; read or unread only when `lido` is set. */
    list: (codPessoa: number, periodo: { inicio: string; fim: string } | null, lido: boolean | null) =>
      db.query<AlertRow>(
        `SELECT ${COLUMNS} FROM ${FROM}
          WHERE a.cod_pessoa = $1
            AND ($2::date IS NULL OR a.data_alerta >= ($2::date)::timestamp AT TIME ZONE 'UTC')
            AND ($3::date IS NULL OR a.data_alerta < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')
            AND ($4::boolean IS NULL OR a.lido = $4)
          ORDER BY a.data_alerta DESC, a.cod_alerta DESC`,
        [codPessoa, periodo?.inicio ?? null, periodo?.fim ?? null, lido],
      ),

    /** One alert of the patron (never another patron's). */
    one: async (codPessoa: number, codAlerta: number) =>
      (await db.query<AlertRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.cod_alerta = $1 AND a.cod_pessoa = $2`, [codAlerta, codPessoa]))[0],

    /** The title's main title and whether a copy is on the shelf now; undefined when there is no such title. */
    title: async (codAcervo: number) =>
      (
        await db.query<{ obra: string; disponivel: boolean }>(
          `SELECT t.obra, EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.situacao = 'disponivel') AS disponivel
             FROM titulos t WHERE t.cod_acervo = $1`,
          [codAcervo],
        )
      )[0],

    /**
     * Sets an availability alert; 'duplicate' when the patron has one on the title already (the
     * unique index decides between two sends at the same moment).
     */
    setAvailability: async (codPessoa: number, codAcervo: number, now: string): Promise<number | 'duplicate'> => {
      const [row] = await db.query<{ cod_alerta: number }>(
        `INSERT INTO alertas (cod_pessoa, tipo, cod_acervo, data_alerta) VALUES ($1, 'disponibilidade', $2, $3::timestamptz)
         ON CONFLICT (cod_pessoa, cod_acervo) WHERE tipo = 'disponibilidade' DO NOTHING
         RETURNING cod_alerta`,
        [codPessoa, codAcervo, now],
      );
      return row?.cod_alerta ?? 'duplicate';
    },

    /** Removes the patron's own alert; false when there is none of that code for them. */
    remove: async (codPessoa: number, codAlerta: number): Promise<boolean> =>
      (await db.query<{ cod_alerta: number }>('DELETE FROM alertas WHERE cod_alerta = $1 AND cod_pessoa = $2 RETURNING cod_alerta', [codAlerta, codPessoa]))
        .length === 1,

    /**
     * Marks the patron's alerts read in one transaction: 'missing' (nothing changed) when any code is
     * not one of theirs; else how many were unread. Already read ones keep their reading time.
     */
    markRead: (codPessoa: number, ids: readonly number[], now: string) =>
      db.transaction(async (tx) => {
        const unique = [...new Set(ids)];
        const [mine] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM alertas WHERE cod_pessoa = $1 AND cod_alerta = ANY($2::int[])', [codPessoa, unique]);
        if ((mine?.n ?? 0) !== unique.length) return 'missing' as const;
        const changed = await tx.query<{ cod_alerta: number }>(
          `UPDATE alertas SET lido = true, data_leitura = $3::timestamptz
            WHERE cod_pessoa = $1 AND cod_alerta = ANY($2::int[]) AND NOT lido RETURNING cod_alerta`,
          [codPessoa, unique, now],
        );
        return changed.length;
      }),
  };
}

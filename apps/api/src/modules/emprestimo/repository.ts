import type { Lang } from '../../plugins/lang';
import type { Db, Queryable } from '../../db/db';
import { blockedSql } from '../reserva/repository';
import type { PatronStanding } from './rules';

/** An open loan of the patron with what the list, the rules and the feed need. Days are YYYY-MM-DD. */
export interface OpenLoan {
  cod_emprestimo: number;
  cod_exemplar: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  data_emprestimo: string;
  devolucao_prevista: string;
  qtde_renovacoes: number;
  ultima_renovacao: string | null;
  limite_renovacoes: number;
  prazo_dias: number;
  reservado: boolean;
}

const LOAN_COLUMNS = `l.cod_emprestimo, l.cod_exemplar, e.cod_biblioteca, b.desc_biblioteca, e.cod_acervo, t.obra AS titulo,
  nullif(split_part(t.autores_txt, ' ; ', 1), '') AS autor,
  to_char(l.data_emprestimo, 'YYYY-MM-DD') AS data_emprestimo, to_char(l.data_devolucao_prevista, 'YYYY-MM-DD') AS devolucao_prevista,
  l.qtde_renovacoes, to_char(l.data_ultima_renovacao, 'YYYY-MM-DD') AS ultima_renovacao,
  coalesce(pc.limite_renovacoes, 0) AS limite_renovacoes,
  coalesce(e.prazo_especial_dias, pc.prazo_emprestimo_dias, 14) AS prazo_dias,
  EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao = 'fila' AND r.cod_pessoa <> l.cod_pessoa) AS reservado`;
const LOAN_FROM = `emprestimos l
  JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
  JOIN titulos t ON t.cod_acervo = e.cod_acervo
  JOIN bibliotecas b ON b.cod_biblioteca = e.cod_biblioteca
  JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
  LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria`;

const standing = async (q: Queryable, codPessoa: number, today: string, graceDays: number): Promise<PatronStanding> => {
  const [row] = await q.query<PatronStanding>(
    `SELECT ${blockedSql('$2', '$3')} AS bloqueado,
            EXISTS (SELECT 1 FROM debitos d WHERE d.cod_pessoa = p.cod_pessoa AND d.valor - d.desconto - d.valor_pago > 0) AS debitos
     FROM pessoas p WHERE p.cod_pessoa = $1`,
    [codPessoa, today, graceDays],
  );
  return row ?? { bloqueado: true, debitos: false };
};

/** A renewal to store. */
export interface Renewal {
  cod_emprestimo: number;
  cod_exemplar: number;
  devolucao_prevista: string;
}

/** The SQL of /api/emprestimo: the patron's open loans and standing, renewing, the feed's key. */
export function emprestimoRepository(db: Db) {
  return {
    /** The patron's open loans, soonest due first. */
    openLoans: (codPessoa: number) =>
      db.query<OpenLoan>(
        `SELECT ${LOAN_COLUMNS} FROM ${LOAN_FROM}
         WHERE l.cod_pessoa = $1 AND l.data_devolucao IS NULL ORDER BY l.data_devolucao_prevista, l.cod_emprestimo`,
        [codPessoa],
      ),

    /** Blocked (the holds module's rule) and any unpaid debt. */
    standing: (codPessoa: number, today: string, graceDays: number) => standing(db, codPessoa, today, graceDays),

    /**
     * One renewal request in one transaction: the patron's open loans of the copies asked are
     * locked FOR UPDATE in cod_emprestimo order (two requests at once wait for each other and the
     * second reads what the first stored), `decide` sees them with the patron's standing and
     * answers what to store.
     */
    renew: <T>(
      codPessoa: number,
      codExemplares: readonly number[],
      today: string,
      graceDays: number,
      decide: (standing: PatronStanding, loans: OpenLoan[]) => { renewals: Renewal[]; result: T },
    ): Promise<T> =>
      db.transaction(async (tx) => {
        const loans = await tx.query<OpenLoan>(
          `SELECT ${LOAN_COLUMNS} FROM ${LOAN_FROM}
           WHERE l.cod_pessoa = $1 AND l.data_devolucao IS NULL AND l.cod_exemplar = ANY($2::int[])
           ORDER BY l.cod_emprestimo FOR UPDATE OF l`,
          [codPessoa, codExemplares],
        );
        const { renewals, result } = decide(await standing(tx, codPessoa, today, graceDays), loans);
        for (const r of renewals) {
          await tx.query(
            `UPDATE emprestimos SET data_devolucao_prevista = $2::date, qtde_renovacoes = qtde_renovacoes + 1, data_ultima_renovacao = $3::date
             WHERE cod_emprestimo = $1`,
            [r.cod_emprestimo, r.devolucao_prevista, today],
          );
          await tx.query('UPDATE exemplares SET data_devolucao_prevista = $2::date WHERE cod_exemplar = $1', [r.cod_exemplar, r.devolucao_prevista]);
        }
        return result;
      }),

    /** When the patron's feed address was made, if it exists. */
    async calendar(codPessoa: number): Promise<string | undefined> {
      const [row] = await db.query<{ criado_em: string }>(
        `SELECT to_char(criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS criado_em FROM calendarios_emprestimo WHERE cod_pessoa = $1`,
        [codPessoa],
      );
      return row?.criado_em;
    },

    /** Stores the hash of the patron's new key (replacing the old one) and the language the feed is written in. */
    async saveCalendar(codPessoa: number, sha256: Buffer, now: string, idioma: Lang): Promise<string> {
      const [row] = await db.query<{ criado_em: string }>(
        `INSERT INTO calendarios_emprestimo (cod_pessoa, chave_sha256, criado_em, idioma) VALUES ($1, $2, $3::timestamptz, $4)
         ON CONFLICT (cod_pessoa) DO UPDATE SET chave_sha256 = EXCLUDED.chave_sha256, criado_em = EXCLUDED.criado_em, idioma = EXCLUDED.idioma
         RETURNING to_char(criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS criado_em`,
        [codPessoa, sha256, now, idioma],
      );
      if (!row) throw new Error('calendar key not stored');
      return row.criado_em;
    },

    revokeCalendar: async (codPessoa: number) => {
      await db.query('DELETE FROM calendarios_emprestimo WHERE cod_pessoa = $1', [codPessoa]);
    },

    /** The patron whose key hashes to `sha256`, if any, and the language they made the feed in. */
    async calendarOwner(sha256: Buffer): Promise<{ cod_pessoa: number; idioma: Lang } | undefined> {
      const [row] = await db.query<{ cod_pessoa: number; idioma: Lang }>('SELECT cod_pessoa, idioma FROM calendarios_emprestimo WHERE chave_sha256 = $1', [sha256]);
      return row;
    },
  };
}

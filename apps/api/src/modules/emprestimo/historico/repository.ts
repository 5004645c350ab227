import type { Queryable } from '../../../db/db';
import { CITABLE_COLUMNS, type CitableTitle } from '../../acervo/citation';

/** A loan of the history as stored (days yyyy-mm-dd). */
export interface LoanRow {
  cod_emprestimo: number;
  cod_acervo: number;
  titulo: string;
  autores_txt: string;
  cod_biblioteca: number;
  biblioteca: string;
  data_emprestimo: string;
  data_devolucao_prevista: string;
  data_devolucao: string | null;
  qtde_renovacoes: number;
}

/** A debt as stored (money as numeric text, days yyyy-mm-dd). */
export interface DebtRow {
  cod_debito: number;
  tipo: 'atraso' | 'perda' | 'dano' | 'outro';
  motivo: string;
  titulo: string | null;
  cod_biblioteca: number | null;
  biblioteca: string | null;
  data_debito: string;
  valor: string;
  desconto: string;
  valor_pago: string;
  data_pagamento: string | null;
}

const LOAN_SELECT = `
  SELECT e.cod_emprestimo, t.cod_acervo, t.obra AS titulo, t.autores_txt, b.cod_biblioteca, b.desc_biblioteca AS biblioteca,
         to_char(e.data_emprestimo, 'YYYY-MM-DD') AS data_emprestimo,
         to_char(e.data_devolucao_prevista, 'YYYY-MM-DD') AS data_devolucao_prevista,
         to_char(e.data_devolucao, 'YYYY-MM-DD') AS data_devolucao, e.qtde_renovacoes
    FROM emprestimos e
    JOIN exemplares x ON x.cod_exemplar = e.cod_exemplar
    JOIN titulos t ON t.cod_acervo = x.cod_acervo
    JOIN bibliotecas b ON b.cod_biblioteca = x.cod_biblioteca`;
const LOAN_WHERE = `e.cod_pessoa = $1 AND ($2::date IS NULL OR e.data_emprestimo >= $2::date) AND ($3::date IS NULL OR e.data_emprestimo <= $3::date)`;
const LOAN_ORDER = `ORDER BY e.data_emprestimo DESC, e.cod_emprestimo DESC`;

export function historicoRepository(db: Queryable) {
  return {
    /** One page of the person's loans lent in [inicio, fim] (null: open bound), newest first, and how many there are. */
    async page(codPessoa: number, inicio: string | null, fim: string | null, limit: number, offset: number): Promise<{ rows: LoanRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db.query<LoanRow>(`${LOAN_SELECT} WHERE ${LOAN_WHERE} ${LOAN_ORDER} LIMIT $4 OFFSET $5`, [codPessoa, inicio, fim, limit, offset]),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM emprestimos e WHERE ${LOAN_WHERE}`, [codPessoa, inicio, fim]),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Every loan of the person lent in [inicio, fim], newest first (the export). */
    all(codPessoa: number, inicio: string | null, fim: string | null): Promise<LoanRow[]> {
      return db.query<LoanRow>(`${LOAN_SELECT} WHERE ${LOAN_WHERE} ${LOAN_ORDER}`, [codPessoa, inicio, fim]);
    },

    /** The titles, as citation-js reads them, in the order of `ids`. */
    async citables(ids: readonly number[]): Promise<CitableTitle[]> {
      const rows = await db.query<CitableTitle>(`SELECT ${CITABLE_COLUMNS} FROM titulos WHERE cod_acervo = ANY($1::int[])`, [ids]);
      const byId = new Map(rows.map((r) => [r.cod_acervo, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is CitableTitle => r !== undefined);
    },

    /** Every debt of the person, newest first. */
    /** Whether the person has a CPF on record (without one the payment slip is refused). */
    async hasCpf(codPessoa: number): Promise<boolean> {
      const [row] = await db.query<{ cpf: string | null }>('SELECT cpf FROM pessoas WHERE cod_pessoa = $1', [codPessoa]);
      return Boolean(row?.cpf);
    },
    debts(codPessoa: number): Promise<DebtRow[]> {
      return db.query<DebtRow>(
        `SELECT d.cod_debito, d.tipo, d.motivo, t.obra AS titulo, d.cod_biblioteca, b.desc_biblioteca AS biblioteca,
                to_char(d.data_debito, 'YYYY-MM-DD') AS data_debito, d.valor::text AS valor, d.desconto::text AS desconto,
                d.valor_pago::text AS valor_pago, to_char(d.data_pagamento, 'YYYY-MM-DD') AS data_pagamento
           FROM debitos d
           LEFT JOIN bibliotecas b ON b.cod_biblioteca = d.cod_biblioteca
           LEFT JOIN emprestimos e ON e.cod_emprestimo = d.cod_emprestimo
           LEFT JOIN exemplares x ON x.cod_exemplar = e.cod_exemplar
           LEFT JOIN titulos t ON t.cod_acervo = x.cod_acervo
          WHERE d.cod_pessoa = $1
          ORDER BY d.data_debito DESC, d.cod_debito DESC`,
        [codPessoa],
      );
    },
  };
}

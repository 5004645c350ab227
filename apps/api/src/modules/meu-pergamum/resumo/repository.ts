import type { Db } from '../../../db/db';
import type { ResumoEmprestimo, ResumoReserva } from '@estante/api-contract';

/** The SQL of the personal area's summary: one patron's loans, released holds, open debts and unread alerts. */
export function resumoRepository(db: Db) {
  return {
    /** The personal area's activities (module `modulo`) the patron's category holds. */
    async activities(codPessoa: number, modulo: number): Promise<Set<number>> {
      const rows = await db.query<{ cod_atividade: number }>(
        `SELECT pc.cod_atividade FROM pessoas p JOIN permissoes_categoria pc ON pc.cod_categoria = p.cod_categoria
          WHERE p.cod_pessoa = $1 AND pc.cod_modulo = $2`,
        [codPessoa, modulo],
      );
      return new Set(rows.map((r) => r.cod_atividade));
    },

    /** How many loans are open, and those due by `until` (overdue included), soonest first. */
    async loans(codPessoa: number, today: string, until: string): Promise<{ abertos: number; vencendo: ResumoEmprestimo[] }> {
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM emprestimos WHERE cod_pessoa = $1 AND data_devolucao IS NULL', [codPessoa]);
      const vencendo = await db.query<ResumoEmprestimo>(
        `SELECT l.cod_emprestimo, t.cod_acervo, t.obra AS titulo, to_char(l.data_devolucao_prevista, 'DD/MM/YYYY') AS data_devolucao,
                l.data_devolucao_prevista < $2::date AS atrasado
           FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar JOIN titulos t ON t.cod_acervo = e.cod_acervo
          WHERE l.cod_pessoa = $1 AND l.data_devolucao IS NULL AND l.data_devolucao_prevista <= $3::date
          ORDER BY l.data_devolucao_prevista, l.cod_emprestimo`,
        [codPessoa, today, until],
      );
      return { abertos: count?.n ?? 0, vencendo };
    },

    /** Holds released to the patron, to collect: the nearest deadline first. */
    released: (codPessoa: number) =>
      db.query<ResumoReserva>(
        `SELECT r.cod_reserva, t.cod_acervo, t.obra AS titulo, b.desc_biblioteca, to_char(r.data_limite_retirada, 'DD/MM/YYYY') AS data_limite_retirada
           FROM reservas r JOIN titulos t ON t.cod_acervo = r.cod_acervo LEFT JOIN bibliotecas b ON b.cod_biblioteca = r.cod_biblioteca
          WHERE r.cod_pessoa = $1 AND r.situacao = 'liberada'
          ORDER BY r.data_limite_retirada NULLS LAST, r.cod_reserva`,
        [codPessoa],
      ),

    /** Open debts (a balance above zero) and their total balance. */
    async debts(codPessoa: number): Promise<{ quantidade: number; total: string }> {
      const [row] = await db.query<{ quantidade: number; total: string }>(
        `SELECT count(*)::int AS quantidade, to_char(coalesce(sum(valor - desconto - valor_pago), 0), 'FM999999990.00') AS total
           FROM debitos WHERE cod_pessoa = $1 AND valor - desconto - valor_pago > 0`,
        [codPessoa],
      );
      return row ?? { quantidade: 0, total: '0.00' };
    },

    async unreadAlerts(codPessoa: number): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alertas WHERE cod_pessoa = $1 AND NOT lido', [codPessoa]);
      return row?.n ?? 0;
    },
  };
}

import type { Queryable } from '../../db/db';
import { DEMO } from '../people';
import { MAX_RENEWALS } from './model';

/**
 * What the loans page of the demo master's student (Rafael, 20240005) shows: an open loan, neither
 * overdue nor at its renewal limit, whose title another patron is queued for (renewing it is
 * refused, "reserved"), beside loans that can be renewed. When the drawn circulation gave him no
 * such loan, one is made: a queued hold, by another patron who may hold, on the first of his
 * renewable loans whose title has every copy on loan (queues exist only for such titles) — the
 * earliest by loan code that still leaves two other renewable loans. Adds nothing when he has one
 * already (a second run, or a draw that gave it), so the seed stays deterministic. Returns the holds added.
 */
export async function demoRenewals(tx: Queryable, referenceDate: string): Promise<number> {
  const loans = await tx.query<{ cod_acervo: number; cod_biblioteca: number; reservado: boolean; cheio: boolean }>(
    `SELECT e.cod_acervo, e.cod_biblioteca,
            EXISTS (SELECT 1 FROM reservas r WHERE r.cod_acervo = e.cod_acervo AND r.situacao = 'fila' AND r.cod_pessoa <> l.cod_pessoa) AS reservado,
            NOT EXISTS (SELECT 1 FROM exemplares x WHERE x.cod_acervo = e.cod_acervo AND x.situacao <> 'emprestado') AS cheio
     FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
     WHERE l.cod_pessoa = $1 AND l.data_devolucao IS NULL AND l.data_devolucao_prevista >= $2::date AND l.qtde_renovacoes < $3
     ORDER BY l.cod_emprestimo`,
    [DEMO.rafael, referenceDate, MAX_RENEWALS],
  );
  if (loans.some((l) => l.reservado)) return 0;
  const target = loans.find((l) => l.cheio);
  if (!target || loans.length < 3) return 0;
  // Another patron who may hold it: not blocked, no open debt, neither borrowing nor holding the title; the lowest code.
  const [other] = await tx.query<{ cod_pessoa: number }>(
    `SELECT p.cod_pessoa FROM pessoas p
     WHERE p.cod_pessoa <> ALL($1::int[]) AND NOT p.bloqueio AND p.cod_categoria <> '14'
       AND NOT EXISTS (SELECT 1 FROM debitos d WHERE d.cod_pessoa = p.cod_pessoa AND d.valor - d.desconto - d.valor_pago > 0)
       AND NOT EXISTS (SELECT 1 FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
                       WHERE l.cod_pessoa = p.cod_pessoa AND l.data_devolucao IS NULL AND e.cod_acervo = $2)
       AND NOT EXISTS (SELECT 1 FROM reservas r WHERE r.cod_pessoa = p.cod_pessoa AND r.cod_acervo = $2 AND r.situacao IN ('fila', 'liberada'))
     ORDER BY p.cod_pessoa LIMIT 1`,
    [Object.values(DEMO), target.cod_acervo],
  );
  if (!other) return 0;
  await tx.query(
    `INSERT INTO reservas (cod_acervo, cod_pessoa, cod_biblioteca, situacao, posicao_fila, data_reserva)
     VALUES ($1, $2, $3, 'fila', (SELECT coalesce(max(posicao_fila), 0) + 1 FROM reservas WHERE cod_acervo = $1 AND situacao = 'fila'),
             ($4::date - 2) + time '10:30' AT TIME ZONE 'UTC')`,
    [target.cod_acervo, other.cod_pessoa, target.cod_biblioteca, referenceDate],
  );
  return 1;
}
